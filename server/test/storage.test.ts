/**
 * The file storage behind one interface: the same contract holds on the local disk and on an S3-compatible
 * bucket (a real S3 server on loopback); keys never leave their folder; private files are 0600; health
 * says when the storage is down.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { s3BlobStore } from '../src/adapters/s3-store';
import { localBlobStore, type BlobStore } from '../src/core/blob-store';
import { build } from './helpers';
import { startFakeS3, type FakeS3 } from './s3-fake';

let s3: FakeS3;
let root: string;
beforeAll(async () => {
  s3 = await startFakeS3();
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'blob-store-'));
});
afterAll(async () => {
  await s3.close();
  fs.rmSync(root, { recursive: true, force: true });
});

const stores: Array<[string, () => BlobStore]> = [
  ['local disk', () => localBlobStore(root)],
  [
    'S3-compatible bucket',
    () =>
      s3BlobStore({
        endpoint: s3.env.STORAGE_ENDPOINT,
        region: 'us-east-1',
        bucket: s3.env.STORAGE_BUCKET,
        accessKeyId: s3.env.STORAGE_ACCESS_KEY_ID,
        secretAccessKey: s3.env.STORAGE_SECRET_ACCESS_KEY,
        prefix: 'deploy-1/',
        forcePathStyle: true,
      }),
  ],
];

describe.each(stores)('%s', (_name, make) => {
  test('stores, answers, replaces and removes a file; a missing one is undefined', async () => {
    const store = make();
    await store.ping();
    const key = 'private/contracts/7/contract-0123456789abcdef.pdf';
    expect(await store.get(key)).toBeUndefined();
    await store.put(key, Buffer.from('%PDF-1 first'), 'application/pdf');
    expect(String(await store.get(key))).toBe('%PDF-1 first');
    await store.put(key, Buffer.from('%PDF-1 second'), 'application/pdf');
    expect(String(await store.get(key))).toBe('%PDF-1 second');
    await store.remove(key);
    expect(await store.get(key)).toBeUndefined();
    await store.remove(key);
  });

  test('refuses keys that could leave their folder', async () => {
    const store = make();
    for (const key of ['../secret.key', 'uploads/../../app.db', '/etc/passwd', 'uploads/', 'Uploads/A.png', 'a//b']) {
      await expect(store.put(key, Buffer.from('x'), 'text/plain')).rejects.toThrow('not a storage key');
      await expect(store.get(key)).rejects.toThrow('not a storage key');
    }
  });
});

test('the local disk keeps private files 0600 in 0700 folders, where files were before (DATA_DIR/...)', async () => {
  const store = localBlobStore(root);
  await store.put('private/staff/3-aa.png', Buffer.from('png'), 'image/png');
  const file = path.join(root, 'private', 'staff', '3-aa.png');
  expect(fs.statSync(file).mode & 0o777).toBe(0o600);
  expect(fs.statSync(path.dirname(file)).mode & 0o777).toBe(0o700);
  expect(fs.readdirSync(path.dirname(file))).toEqual(['3-aa.png']);
});

test('the S3 store puts every key under its prefix', async () => {
  expect(s3.objects().every((key) => key.startsWith('deploy-1/'))).toBe(true);
});

test('health answers 503 and names the storage when the bucket cannot be reached', async () => {
  const down = await startFakeS3('gone-bucket');
  const app = await build({ env: { SEED_DEMO: 'false', ...down.env } });
  try {
    expect((await app.inject({ method: 'GET', url: '/api/health' })).json().data.checks.storage).toBe('ok');
    await down.close();
    const res = await app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(503);
    expect(res.json().data).toMatchObject({
      status: 'degraded',
      checks: { database: 'ok', redis: 'off', storage: 'down' },
    });
  } finally {
    await app.close();
  }
});
