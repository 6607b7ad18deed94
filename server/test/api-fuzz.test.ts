/**
 * Property-based fuzzing of every operation of the OpenAPI document the server serves (`app.swagger()`), as
 * the demo seeker, the demo recruiter and anonymously: fast-check draws whole requests from each operation's
 * parameter and body schemas (api-fuzz-helpers.ts): valid values, their bounds, values of other types and
 * shapes (empty, NUL, lone surrogates, huge and negative numbers, long strings, arrays for objects), missing
 * required and unknown fields, path ids of every table (the caller's own and everybody else's) and small
 * multipart files of wrong types. Every answer: no 5xx (the health check's documented 503 aside), the
 * `{ code, msg }` envelope (a refusal with its `key`), and what the document declares for it.
 *
 * openapi-conformance.test.ts sends one valid example and a fixed list of hostile values per operation; this
 * adds generated combinations. Bounded for CI: FUZZ_RUNS requests per operation and caller (default 5), a
 * fixed seed (FUZZ_SEED, default below; each operation and caller derives its own from it). A failure
 * prints the line to replay it: FUZZ_SEED=… FUZZ_OP='POST /api/x' FUZZ_WHO=seeker FUZZ_PATH=… (docs/decisions.md
 * "API fuzzing").
 */
import fc from 'fast-check';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { manualClock } from '../src/core/clock';
import { DEMO_RECRUITER_PHONE, DEMO_SEEKER_PHONE } from '../src/seed';
import { TINY_PDF, signaturePng } from './contracts-helpers';
import { build, injectAs, type TestCaller } from './helpers';
import { RequestArbitraries, answerProblems, describe as describeRequest, injectOptions } from './api-fuzz-helpers';
import { operationsOf, schemaTools, type Operation, type SchemaTools } from './openapi-conformance-helpers';

jest.setTimeout(240_000);

const SEED = Number(process.env.FUZZ_SEED ?? 20_261_127);
const RUNS = Number(process.env.FUZZ_RUNS ?? 5);
const ONLY_OP = process.env.FUZZ_OP;
const ONLY_WHO = process.env.FUZZ_WHO;
const REPLAY_PATH = process.env.FUZZ_PATH;

type Who = 'anonymous' | 'seeker' | 'recruiter';
const WHO: Who[] = ['seeker', 'recruiter', 'anonymous'];

/**
 * Operations whose success changes the caller's session or account (a logout revokes the token, a password
 * or identity change or a new phone alters the user): fuzzed all the same, and the users and their sessions
 * are put back after each of their requests, so the next request is made by the same two people.
 */
const SESSION_CHANGING = /\/(logout|password|identity|updateUserByPhone|findPwd)$/;

/** The same seed for the same operation and caller whatever else runs (FUZZ_OP replays one alone). */
function seedOf(op: Operation, who: Who): number {
  let hash = SEED | 0;
  for (const char of `${op.id} ${who}`) hash = (Math.imul(hash, 31) + char.charCodeAt(0)) | 0;
  return hash;
}

let app: FastifyInstance;
let tools: SchemaTools;
let operations: Operation[];
let arbitraries: RequestArbitraries;
const userIds: Partial<Record<Who, number>> = {};
const callers: Partial<Record<Who, TestCaller>> = {};
let userRows: Array<Record<string, unknown>> = [];

/** The two users as they were, with new sessions. */
async function restoreCallers(): Promise<void> {
  for (const row of userRows) {
    const { id, ...rest } = row as { id: number };
    await app.db.updateTable('users').set(rest).where('id', '=', id).execute();
  }
  callers.seeker = await injectAs(app, userIds.seeker!);
  callers.recruiter = await injectAs(app, userIds.recruiter!);
}

/** Some ids of every table with an integer `id`: path ids that are the caller's, another user's, or nobody's. */
async function idsOfEveryTable(): Promise<Map<string, number[]>> {
  const byTable = new Map<string, number[]>();
  for (const table of await app.db.introspection.getTables()) {
    const id = table.columns.find((column) => column.name === 'id');
    if (!id || !/int/i.test(id.dataType)) continue;
    const rows = await app.db
      .selectFrom(table.name as never)
      .select('id' as never)
      .limit(30)
      .execute();
    const ids = (rows as Array<{ id: unknown }>).map((row) => Number(row.id)).filter(Number.isSafeInteger);
    if (ids.length) byTable.set(table.name, ids);
  }
  return byTable;
}

beforeAll(async () => {
  app = await build({ clock: manualClock(Date.now()), env: { SEED_DEMO: 'true' } });
  const document = app.swagger();
  tools = schemaTools(document);
  operations = operationsOf(document);
  const idOf = async (phone: string) =>
    (await app.db.selectFrom('users').select('id').where('phone', '=', phone).executeTakeFirstOrThrow()).id;
  userIds.seeker = await idOf(DEMO_SEEKER_PHONE);
  userIds.recruiter = await idOf(DEMO_RECRUITER_PHONE);
  userRows = await app.db
    .selectFrom('users')
    .select(['id', 'identity', 'role', 'language', 'password_hash', 'phone', 'nickname', 'avatar'])
    .where('id', 'in', [userIds.seeker, userIds.recruiter])
    .execute();
  const png = Buffer.from(signaturePng(20, 10).split(',')[1], 'base64');
  arbitraries = new RequestArbitraries(tools, await idsOfEveryTable(), [
    png,
    TINY_PDF,
    Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>'),
    Buffer.from('<html><script>alert(1)</script></html>'),
    Buffer.concat([Buffer.from('MZ\x90\x00\x03'), Buffer.alloc(64)]),
    png.subarray(0, 24),
    Buffer.from('PK\x03\x04 not really a workbook'),
  ]);
  await restoreCallers();
});
afterAll(() => app?.close());

/** Outcomes by caller and refusal key, and the operations that accepted a request (FUZZ_REPORT=1 prints them). */
const outcomes = new Map<string, number>();
const acceptedBy = new Map<string, Set<Who>>();
function tally(op: Operation, who: Who, text: string): void {
  let key = 'not JSON';
  try {
    const json = JSON.parse(text);
    key = json.code === 200 ? 'accepted' : String(json.key);
  } catch {
    // a file
  }
  outcomes.set(`${who} ${key}`, (outcomes.get(`${who} ${key}`) ?? 0) + 1);
  if (key === 'accepted') acceptedBy.set(op.id, new Set([...(acceptedBy.get(op.id) ?? []), who]));
}
function report(): string {
  const never = operations.filter((op) => !acceptedBy.has(op.id)).map((op) => op.id);
  return [
    ...[...outcomes].sort((a, b) => b[1] - a[1]).map(([outcome, n]) => `${n}\t${outcome}`),
    `accepted at least once: ${acceptedBy.size} of ${operations.length}; never: ${never.join(', ')}`,
  ].join('\n');
}

/** Reads first (they see the demo data as seeded), then writes, deletes last (they remove rows others use). */
function ordered(list: Operation[]): Operation[] {
  const rank = (op: Operation) => (op.method === 'GET' ? 0 : op.method === 'DELETE' ? 2 : 1);
  return [...list].sort((a, b) => rank(a) - rank(b));
}

test('every operation, fuzzed from its document as a seeker, a recruiter and anonymously, answers as documented', async () => {
  const started = Date.now();
  const failures: string[] = [];
  let sent = 0;
  const selected = ordered(operations).filter((op) => !ONLY_OP || op.id === ONLY_OP);
  expect(selected.length).toBeGreaterThan(0);
  for (const op of selected) {
    for (const who of WHO.filter((w) => !ONLY_WHO || w === ONLY_WHO)) {
      const seed = seedOf(op, who);
      const property = fc.asyncProperty(arbitraries.request(op), async (request) => {
        const options = injectOptions(op, request) as InjectOptions;
        const response = who === 'anonymous' ? await app.inject(options) : await callers[who]!.inject(options);
        sent += 1;
        if (SESSION_CHANGING.test(op.path)) await restoreCallers();
        tally(op, who, response.body);
        const found = answerProblems(tools, op, response);
        if (found.length) throw new Error(`${found.join('; ')}\n    request: ${describeRequest(op, request)}`);
      });
      const details = await fc.check(property, {
        seed,
        // An anonymous call of a secured operation meets the login gate first: a few show it answers well.
        numRuns: who === 'anonymous' && op.secured ? Math.ceil(RUNS / 3) : RUNS,
        ...(REPLAY_PATH ? { path: REPLAY_PATH } : {}),
        // CI wants the first counterexample quickly; FUZZ_SHRINK=1 shrinks it to the smallest one.
        endOnFailure: !process.env.FUZZ_SHRINK,
      });
      if (details.failed) {
        const error =
          details.errorInstance instanceof Error ? details.errorInstance.message : String(details.errorInstance);
        failures.push(
          `${op.id} [${who}] ${error}\n    replay: FUZZ_SEED=${SEED} FUZZ_OP='${op.id}' FUZZ_WHO=${who} FUZZ_PATH=${details.counterexamplePath}`,
        );
      }
    }
  }
  const seconds = (Date.now() - started) / 1000;
  console.log(`api fuzz: ${selected.length} operations, ${sent} requests, ${seconds.toFixed(1)} s, seed ${SEED}`);
  if (process.env.FUZZ_REPORT) console.log(report());
  expect(failures).toEqual([]);
});

/** What the fuzzer found first: busboy's plain errors (no status) were answered as the server's fault. */
test('a multipart body busboy cannot read (no boundary, cut inside the file) is refused, not a server error', async () => {
  const boundary = 'XyZ';
  const cut = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n\x89PNG\r\n`;
  const bodies: Array<[string, string]> = [
    ['multipart/form-data', '--x\r\n'],
    ['multipart/form-data; boundary=""', ''],
    [`multipart/form-data; boundary=${boundary}`, cut],
  ];
  const uploads = operations.filter((op) => op.body?.content['multipart/form-data']);
  expect(uploads.length).toBeGreaterThan(3);
  const answers: string[] = [];
  for (const op of uploads) {
    for (const [type, payload] of bodies) {
      const url = op.path.replace(/\{\w+\}/g, '1');
      const response = await callers.recruiter!.inject({
        method: 'POST',
        url,
        payload,
        headers: { 'content-type': type },
      });
      const problems = answerProblems(tools, op, response);
      if (problems.length)
        answers.push(`${op.id} ${type} ${JSON.stringify(payload).slice(0, 30)}: ${problems.join('; ')}`);
    }
  }
  expect(answers).toEqual([]);
});
