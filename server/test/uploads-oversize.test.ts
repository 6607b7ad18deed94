/**
 * Every upload route, from outside over a real socket, with a client that streams its body (Node's fetch
 * with a ReadableStream: no Content-Length, no Expect: 100-continue): a file over the route's limit is
 * HTTP 413 with the route's refusal, every time, and nothing of it is stored (no file under DATA_DIR, no
 * database row). The multipart limit cuts such a file at the limit, and the cut file must not pass for one
 * of exactly that size (server/src/http/multipart.ts).
 */
import fs from 'node:fs';
import path from 'node:path';
import { MSG, t, type MessageKey } from '@common/messages';
import { CONTRACTS_SERVER_MSG } from '@common/messages.server';
import { IMAGE_MAX_BYTES } from '@common/constants';
import { RESUME_FILES_MSG } from '@common/messages.resume-files';
import { RESUME_FILE_MAX_BYTES } from '@common/resume-files';
import { manualClock } from '../src/core/clock';
import { CONTRACT_FILE_MAX_MB } from '../src/modules/contracts/contract-files';
import { VERIFY_MAX_MB } from '../src/modules/contracts/contracts.routes';
import { contractBody, contractsWorld, drafted, offer, TINY_PDF, type ContractsWorld } from './contracts-helpers';
import { injectAs, type TestCaller } from './helpers';
import { call, recruiterWithCompany } from './positions-helpers';

const START = Date.parse('2026-05-01T02:00:00Z');
const MB = 1024 * 1024;
const TRIES = 20;
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
/** A .xlsx is a zip: its signature is enough to pass for one until it is read. */
const ZIP = Buffer.from('504b0304', 'hex');

let world: ContractsWorld;
let address: string;
beforeAll(async () => {
  // TRUST_PROXY: verify's own per-address limit would otherwise stop the test, not the file.
  world = await contractsWorld(manualClock(START), { TRUST_PROXY: '1' });
  address = await world.app.listen({ port: 0, host: '127.0.0.1' });
}, 60_000);
afterAll(async () => {
  await world.app.close();
});

/** Every file under DATA_DIR except the SQLite database's own. */
function storedFiles(): string[] {
  const root = world.app.config.dataDir;
  const found: string[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (!/\.(sqlite3?|db)(-wal|-shm|-journal)?$/.test(entry.name)) found.push(path.relative(root, full));
    }
  };
  walk(root);
  return found.sort();
}

/**
 * A multipart body (text fields, then field `file` of `size` bytes starting with `head`) as a stream of
 * 16 KB chunks, the way a browser or Node sends a large Blob: fetch sends it chunked, with no length.
 */
function streamedForm(size: number, head: Buffer, fields: Record<string, string>) {
  const boundary = `----oversize${Math.random().toString(16).slice(2)}`;
  const opening = Buffer.concat([
    ...Object.entries(fields).map(([name, value]) =>
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    ),
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="big.bin"\r\n` +
        'Content-Type: application/octet-stream\r\n\r\n',
    ),
  ]);
  const closing = Buffer.from(`\r\n--${boundary}--\r\n`);
  const chunk = 16 * 1024;
  let sent = 0;
  let stage: 'opening' | 'file' | 'closing' | 'done' = 'opening';
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (stage === 'opening') {
        controller.enqueue(opening);
        stage = 'file';
      } else if (stage === 'file') {
        const length = Math.min(chunk, size - sent);
        const piece = Buffer.alloc(length, 0x20);
        if (sent < head.length) head.copy(piece, 0, 0, Math.min(head.length, length));
        sent += length;
        controller.enqueue(piece);
        if (sent >= size) stage = 'closing';
      } else if (stage === 'closing') {
        controller.enqueue(closing);
        stage = 'done';
      } else {
        controller.close();
      }
    },
  });
  return { body, contentType: `multipart/form-data; boundary=${boundary}` };
}

interface Target {
  name: string;
  url: () => string;
  maxBytes: number;
  who: () => TestCaller | undefined;
  head: Buffer;
  fields?: Record<string, string>;
  refusal: { key: MessageKey; params?: Record<string, string | number> };
  /** The database rows the route would write, counted before and after. */
  rows: () => Promise<unknown>;
}

let seeker: TestCaller;
let staffAdmin: TestCaller & { companyId: number };
let attachId: number;
let paperId: number;
let hop = 0;

beforeAll(async () => {
  seeker = await injectAs(world.app, 'seeker');
  staffAdmin = await recruiterWithCompany(world.app, { company: { name: '花名册科技有限公司' } });
  attachId = await drafted(world);
  // One contract per offer: the paper one is for the other seeker's.
  const second = await offer(world.clock, world.recruiter, world.otherSeeker, world.recruiter.positionId);
  const paper = await call(world.recruiter, 'POST', 'contracts', contractBody(second, { kind: 'paper' }));
  paperId = paper.data.id;
}, 60_000);

const uploadCounters = () =>
  world.app.db.selectFrom('rate_counters').select(['key', 'hits']).where('key', 'like', 'upload:%').execute();
const contract = (id: number) => async () => ({
  row: await world.app.db
    .selectFrom('contracts')
    .select(['status', 'attachment_key', 'attachment_name', 'updated_at'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow(),
  events: (
    await world.app.db
      .selectFrom('contract_events')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('contract_id', '=', id)
      .executeTakeFirstOrThrow()
  ).n,
});
const staffRows = async () =>
  (
    await world.app.db
      .selectFrom('staff')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow()
  ).n;

const targets: Target[] = [
  {
    name: 'POST /api/uploads',
    url: () => '/api/uploads',
    maxBytes: IMAGE_MAX_BYTES,
    who: () => seeker,
    head: PNG,
    refusal: { key: MSG.validation.imageSize },
    rows: uploadCounters,
  },
  {
    name: 'POST /api/uploads/documents',
    url: () => '/api/uploads/documents',
    maxBytes: IMAGE_MAX_BYTES,
    who: () => seeker,
    head: PNG,
    refusal: { key: MSG.validation.imageSize },
    rows: uploadCounters,
  },
  {
    name: 'POST /api/contracts/:id/attachment',
    url: () => `/api/contracts/${attachId}/attachment`,
    maxBytes: CONTRACT_FILE_MAX_MB * MB,
    who: () => world.recruiter,
    head: TINY_PDF,
    refusal: { key: CONTRACTS_SERVER_MSG.fileTooLarge, params: { mb: CONTRACT_FILE_MAX_MB } },
    rows: () => contract(attachId)(),
  },
  {
    name: 'POST /api/contracts/:id/paper',
    url: () => `/api/contracts/${paperId}/paper`,
    maxBytes: CONTRACT_FILE_MAX_MB * MB,
    who: () => world.recruiter,
    head: TINY_PDF,
    fields: { signedAt: '2026-05-01' },
    refusal: { key: CONTRACTS_SERVER_MSG.fileTooLarge, params: { mb: CONTRACT_FILE_MAX_MB } },
    rows: () => contract(paperId)(),
  },
  {
    name: 'POST /api/contracts/verify',
    url: () => '/api/contracts/verify',
    maxBytes: VERIFY_MAX_MB * MB,
    who: () => undefined,
    head: TINY_PDF,
    refusal: { key: CONTRACTS_SERVER_MSG.verifyTooLarge, params: { mb: VERIFY_MAX_MB } },
    rows: async () => null,
  },
  {
    name: 'POST /api/oa/staff/photos',
    url: () => '/api/oa/staff/photos',
    maxBytes: IMAGE_MAX_BYTES,
    who: () => staffAdmin,
    head: PNG,
    refusal: { key: MSG.validation.imageSize },
    rows: staffRows,
  },
  {
    name: 'POST /api/oa/staff/import',
    url: () => '/api/oa/staff/import',
    maxBytes: 5 * MB,
    who: () => staffAdmin,
    head: ZIP,
    refusal: { key: MSG.errors.fileTooLarge },
    rows: staffRows,
  },
  {
    // 附件简历: 20 MB, the largest limit; nothing under private/resume-files, no row, no quota counted.
    name: 'POST /api/resume/files',
    url: () => '/api/resume/files',
    maxBytes: RESUME_FILE_MAX_BYTES,
    who: () => seeker,
    head: TINY_PDF,
    refusal: { key: RESUME_FILES_MSG.size },
    rows: async () => ({
      files: await world.app.db.selectFrom('resume_files').select('id').execute(),
      counted: await uploadCounters(),
    }),
  },
  {
    // Reading a resume into proposals keeps nothing whatever the size; over 20 MB it is not even read.
    name: 'POST /api/resume/parse',
    url: () => '/api/resume/parse',
    maxBytes: RESUME_FILE_MAX_BYTES,
    who: () => seeker,
    head: TINY_PDF,
    refusal: { key: RESUME_FILES_MSG.size },
    rows: async () => world.app.db.selectFrom('resume_files').select('id').execute(),
  },
];

describe('an upload over the limit, streamed by the client, is refused and never stored', () => {
  test.each(targets)(
    '$name: 413 every time at limit + 1, + 100, + 16 KB, + 64 KB and + 1 MB (at least 2 MB)',
    async (target) => {
      const filesBefore = storedFiles();
      const rowsBefore = await target.rows();
      const sizes = [1, 100, 16 * 1024, 64 * 1024].map((over) => target.maxBytes + over);
      sizes.push(Math.max(2 * MB, target.maxBytes + MB));
      const answers: string[] = [];
      for (const size of sizes) {
        for (let i = 0; i < TRIES; i += 1) {
          const { body, contentType } = streamedForm(size, target.head, target.fields ?? {});
          hop += 1;
          const res = await fetch(`${address}${target.url()}`, {
            method: 'POST',
            body,
            duplex: 'half',
            headers: {
              ...target.who()?.headers,
              'content-type': contentType,
              'x-forwarded-for': `10.9.${hop >> 8}.${hop & 255}`,
            },
          } as RequestInit);
          const answer = (await res.json()) as { code: number; msg: string };
          answers.push(`${size}: ${res.status} ${answer.code} ${answer.msg}`);
        }
      }
      const refused = `413 413 ${t('zh-Hans', target.refusal.key, target.refusal.params)}`;
      expect(answers).toEqual(sizes.flatMap((size) => Array<string>(TRIES).fill(`${size}: ${refused}`)));
      expect(storedFiles()).toEqual(filesBefore);
      expect(await target.rows()).toEqual(rowsBefore);
    },
    120_000,
  );

  test('a file of exactly the limit, streamed the same way, still goes through', async () => {
    const fresh = await injectAs(world.app, 'seeker');
    const { body, contentType } = streamedForm(IMAGE_MAX_BYTES, PNG, {});
    const res = await fetch(`${address}/api/uploads`, {
      method: 'POST',
      body,
      duplex: 'half',
      headers: { ...fresh.headers, 'content-type': contentType },
    } as RequestInit);
    expect(res.status).toBe(200);
    const { data } = (await res.json()) as { data: { name: string; size: number } };
    expect(data.size).toBe(IMAGE_MAX_BYTES);
    expect(fs.statSync(path.join(world.app.config.dataDir, 'uploads', data.name)).size).toBe(IMAGE_MAX_BYTES);
  });

  test('a resume file of exactly 20 MB (the limit on a 16 KB chunk boundary), streamed, goes through whole', async () => {
    const fresh = await injectAs(world.app, 'seeker');
    const { body, contentType } = streamedForm(RESUME_FILE_MAX_BYTES, TINY_PDF, {});
    const res = await fetch(`${address}/api/resume/files`, {
      method: 'POST',
      body,
      duplex: 'half',
      headers: { ...fresh.headers, 'content-type': contentType },
    } as RequestInit);
    expect(res.status).toBe(200);
    const { data } = (await res.json()) as { data: { id: number; size: number } };
    expect(data.size).toBe(RESUME_FILE_MAX_BYTES);
    const row = await world.app.db
      .selectFrom('resume_files')
      .select('file_key')
      .where('id', '=', data.id)
      .executeTakeFirstOrThrow();
    const stored = path.join(world.app.config.dataDir, 'private', 'resume-files', row.file_key);
    expect(fs.statSync(stored).size).toBe(RESUME_FILE_MAX_BYTES);
  });
});

test('no route reads a multipart file but through readMultipartFile', () => {
  const src = path.join(__dirname, '../src');
  const readers: string[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (
        /\.ts$/.test(entry.name) &&
        /\brequest\.(file|files|parts|saveRequestFiles|formData)\(/.test(fs.readFileSync(full, 'utf8'))
      ) {
        readers.push(path.relative(src, full));
      }
    }
  };
  walk(src);
  expect(readers).toEqual([path.join('http', 'multipart.ts')]);
});
