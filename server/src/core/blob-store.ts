/**
 * Where files live: one interface over the local disk (default: DATA_DIR) and S3-compatible object storage
 * (adapters/s3-store.ts: Tencent COS, Alibaba OSS, MinIO). Keys are paths made by the server, never by a
 * request: `uploads/<name>` for public images, `private/<domain>/…` for documents only the server hands
 * out (after its own check, or through a link it signed). Nothing here is public by itself: every file is
 * read through the API, so a bucket stays private and several instances see the same files.
 */
import fs from 'node:fs/promises';
import path from 'node:path';

export interface BlobStore {
  readonly driver: 'local' | 's3';
  /** Stores `content` under `key` (replacing any); a reader never sees half a file. */
  put(key: string, content: Buffer, contentType: string): Promise<void>;
  /** The file, or undefined when there is none. */
  get(key: string): Promise<Buffer | undefined>;
  /** Removes the file; no error when it is already gone. */
  remove(key: string): Promise<void>;
  /** Throws when the storage cannot be reached (health). */
  ping(): Promise<void>;
}

/** What a key may look like: lower-case path segments of letters, digits, '-', '_' and '.', no '..'. */
const KEY = /^(?:[a-z0-9_-][a-z0-9._-]*\/)*[a-z0-9_-][a-z0-9._-]*$/;

export function assertKey(key: string): void {
  if (!KEY.test(key) || key.split('/').some((segment) => segment === '..' || segment === '.')) {
    throw new Error(`not a storage key: ${JSON.stringify(key)}`);
  }
}

/**
 * Files under `root` (DATA_DIR): the key is the relative path, so files written before this interface
 * existed (DATA_DIR/uploads, DATA_DIR/private/…) are found where they are. Private folders are 0700 and
 * files 0600 whatever the umask.
 */
export function localBlobStore(root: string): BlobStore {
  const full = (key: string) => {
    assertKey(key);
    return path.join(root, ...key.split('/'));
  };
  return {
    driver: 'local',
    async put(key, content) {
      const file = full(key);
      await fs.mkdir(path.dirname(file), { recursive: true, mode: 0o700 });
      // Write then rename: a reader never sees half a file.
      const temp = `${file}.${process.pid}.tmp`;
      await fs.writeFile(temp, content, { mode: 0o600 });
      await fs.rename(temp, file);
    },
    async get(key) {
      return fs.readFile(full(key)).catch((error: NodeJS.ErrnoException) => {
        if (error.code === 'ENOENT' || error.code === 'EISDIR') return undefined;
        throw error;
      });
    },
    async remove(key) {
      await fs.rm(full(key), { force: true });
    },
    async ping() {
      await fs.mkdir(root, { recursive: true, mode: 0o700 });
      await fs.access(root, fs.constants.R_OK | fs.constants.W_OK);
    },
  };
}
