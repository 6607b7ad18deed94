/**
 * The contracts' private files (attachments, drawn signatures, signed PDFs) under DATA_DIR/private/contracts.
 * They are never under the public uploads folder: the contract calls stream them to the two parties only.
 * Keys are made here from the contract id and a fixed or random name, so a key never comes from a request.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';

export interface ContractFiles {
  /** Stores `content` and answers its key, e.g. "12/attachment-3f2a….pdf". */
  put(contractId: number, name: string, ext: string, content: Buffer): Promise<string>;
  get(key: string): Promise<Buffer | undefined>;
}

export function createContractFiles(dir: string): ContractFiles {
  const full = (key: string) => {
    const resolved = path.resolve(dir, key);
    if (!resolved.startsWith(path.resolve(dir) + path.sep)) throw new Error('a contract file key left its folder');
    return resolved;
  };
  return {
    async put(contractId, name, ext, content) {
      const key = `${contractId}/${name}-${randomBytes(8).toString('hex')}.${ext}`;
      const file = full(key);
      await fs.mkdir(path.dirname(file), { recursive: true, mode: 0o700 });
      // Write then rename: a reader never sees half a file.
      const temp = `${file}.tmp`;
      await fs.writeFile(temp, content, { mode: 0o600 });
      await fs.rename(temp, file);
      return key;
    },
    async get(key) {
      return fs.readFile(full(key)).catch((error: NodeJS.ErrnoException) => {
        if (error.code === 'ENOENT') return undefined;
        throw error;
      });
    },
  };
}
