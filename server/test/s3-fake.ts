/**
 * A real S3 server on loopback (s3rver keeps objects in a temp folder and checks SigV4 signatures with
 * its fixed credentials), so the production S3 store runs unchanged against it. `env` is what a
 * deployment would set; `objects()` lists what the bucket holds.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
// s3rver ships no types.
const S3rver = require('s3rver') as new (options: Record<string, unknown>) => {
  run(): Promise<AddressInfo>;
  close(): Promise<void>;
};

export interface FakeS3 {
  env: Record<string, string>;
  objects(): string[];
  close(): Promise<void>;
}

export async function startFakeS3(bucket = 'jobmarket-test'): Promise<FakeS3> {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 's3rver-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  return {
    env: {
      STORAGE_DRIVER: 's3',
      STORAGE_ENDPOINT: `http://127.0.0.1:${port}`,
      STORAGE_BUCKET: bucket,
      STORAGE_ACCESS_KEY_ID: 'S3RVER',
      STORAGE_SECRET_ACCESS_KEY: 'S3RVER',
      STORAGE_PATH_STYLE: 'true',
    },
    objects() {
      const found: string[] = [];
      const walk = (dir: string) => {
        for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
          const full = path.join(dir, entry.name);
          if (entry.isDirectory()) walk(full);
          else if (entry.name.endsWith('._S3rver_object')) {
            found.push(path.relative(path.join(directory, bucket), full).replace(/\._S3rver_object$/, ''));
          }
        }
      };
      if (fs.existsSync(path.join(directory, bucket))) walk(path.join(directory, bucket));
      return found.sort();
    },
    async close() {
      await server.close();
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}
