/**
 * The OpenAPI document tells the truth (what Schemathesis `--checks all` would check, written here because
 * only the npm registry is reachable; docs/decisions.md "OpenAPI conformance"). The test walks the document
 * the server serves (`app.swagger()`), so a route added later is covered without an edit here.
 *
 * - The document: every `$ref` resolves; every operation declares the Refusal envelope next to its success.
 * - The document says what the validation says: values generated from an operation's documented parameters
 *   and body (fast-check, fixed seed) pass the route's own zod schemas, but for the few rules JSON Schema
 *   cannot state (`UNSTATABLE`, each with why); unknown query parameters and body fields are ignored.
 * - Every operation is called on a database with the demo data, anonymously and as the demo seeker, the
 *   demo recruiter and an operator, with a valid example derived from its schemas; then, as a caller who
 *   gets past login and role, with hostile values in each parameter and body field (SQL, script, NUL, lone
 *   surrogates, 10 KB strings, huge, negative and fractional numbers, wrong types, arrays, 1000-deep
 *   nesting), hostile bodies (10 MB, wrong content types, broken JSON) and files lying about their type.
 *   Every answer: no HTTP 5xx and no body code 500; a status and content type the operation declares; a
 *   body valid against the declared schema (ajv); no stack frame, SQL or file path in it; a refusal's msg
 *   is its catalogue key's text; a request the document calls invalid is refused; and a write route's
 *   refused calls changed none of the caller's data (their reads before and after).
 */
import type { InjectOptions, LightMyRequestResponse, RouteOptions } from 'fastify';
import fc from 'fast-check';
import type { z } from 'zod';
import { BODY_CODE } from '@common/errors';
import { MSG, type MessageKey } from '@common/messages';
import { CONTRACTS_MSG } from '@common/messages.contracts';
import { VERIFICATION_MSG } from '@common/messages.verification';
import { issueMessageKey } from '@common/validation';
import { manualClock } from '../src/core/clock';
import { DEMO_RECRUITER_PHONE, DEMO_SEEKER_PHONE } from '../src/seed';
import { TINY_PDF, signaturePng } from './contracts-helpers';
import { body, build, injectAs, type TestCaller } from './helpers';
import {
  HOSTILE,
  HOSTILE_TEXT,
  arbitraryOf,
  danglingRefs,
  deeplyNested,
  exampleOf,
  leakIn,
  mediaType,
  operationsOf,
  parametersSchema,
  parsedQuery,
  percentEncode,
  queryString,
  schemaAt,
  schemaTools,
  setAt,
  type Json,
  type Operation,
  type SchemaTools,
} from './openapi-conformance-helpers';

import { routeLog } from './route-log';
// Every route as Fastify registers it (server/test/route-log.ts).
jest.mock('fastify', () => jest.requireActual('./route-log').fastifyWithRouteLog());
const mockRoutes = routeLog;

// Some 10 000 calls on SQLite; PostgreSQL and the suite's shared cores take longer.
jest.setTimeout(240_000);

/**
 * Rules of the zod schemas that JSON Schema cannot state: a value the document calls valid may fail these
 * (and only these). Each is said in the field's or the operation's description instead.
 */
const UNSTATABLE: Partial<Record<MessageKey, string>> = {
  [MSG.validation.idNumber]: "an ID number's check digit (GB 11643)",
  [VERIFICATION_MSG.checkDigit]: "an ID number's check digit (GB 11643), with a message of its own (verification)",
  [MSG.validation.dateRange]: 'an end date on or after its start date (two fields)',
  [MSG.validation.contractDates]: "a contract's end after its start (two fields)",
  [MSG.validation.salaryRange]: 'a maximum salary at least the minimum (two fields)',
  [MSG.validation.passwordMismatch]: 'the password entered twice (two fields)',
  [MSG.validation.coordinatesPair]: 'latitude and longitude given together (two fields)',
  [MSG.resume.birthDate]: 'an age from 16 to 65 years, counted from today',
  'onboarding.workSince': 'a year from 1960 to this year (the pattern is in the document), counted from today',
  [MSG.interviews.time]: 'a real calendar time (the pattern is in the document, not 2026-02-30T25:00Z)',
  [CONTRACTS_MSG.deadline]: 'a real calendar time (the pattern is in the document, not 2026-02-30T25:00Z)',
};
// The Labour Contract Law's rules across a contract's fields (common/contracts.ts checkContractRules).
for (const key of [
  CONTRACTS_MSG.noProbation,
  CONTRACTS_MSG.probationBoth,
  CONTRACTS_MSG.probationDates,
  CONTRACTS_MSG.probationOutside,
  CONTRACTS_MSG.probationSalary,
  CONTRACTS_MSG.probationSalaryRequired,
  CONTRACTS_MSG.probationTooLong,
]) {
  UNSTATABLE[key] = "a probation's dates, length and pay by the contract's term and salary (several fields)";
}
/** The same for a field whose generic message comes from a rule on two fields. */
const UNSTATABLE_FIELDS: Record<string, string> = {
  addressDetail: 'an offline position (form) needs its address',
  industry: 'a position names its industry as a division (industryCode) or, from an older client, as text',
  position: 'an expectation names categories (categoryCodes) or, from an older client, the position as text',
  salaryMin: 'a range unless negotiable (面议), within the bound of its salaryUnit',
  salaryMax: 'a range unless negotiable (面议), within the bound of its salaryUnit',
  salaryUnit: 'day and hour pay for a part-time position (jobType) only',
  salaryMonths: 'months of pay other than 12 with monthly pay (salaryUnit) only',
};

/** A decimal in a query string (`lat=30.27`): the document has its pattern, not its range (it is text). */
const DECIMAL_TEXT = '^[-+]?\\d{1,7}(\\.\\d{1,15})?$';

/** Whether a parameter or body field has a rule the document cannot state (two fields, a decimal text's range). */
function unstatableField(op: Operation, field: string | undefined): boolean {
  if (!field) return false;
  const documented =
    op.parameters.find((p) => p.name === field)?.schema ??
    tools.deref(op.body?.content['application/json']?.schema ?? {})?.properties?.[field];
  return (
    Boolean(UNSTATABLE_FIELDS[field]) ||
    JSON.stringify(documented ?? {}).includes(JSON.stringify(DECIMAL_TEXT).slice(1, -1))
  );
}

/** Whether an issue is one of the rules the document cannot state (for the value it was raised on). */
function unstatable(issue: z.core.$ZodIssue, documented: Json, input: Json): boolean {
  if (UNSTATABLE[issueMessageKey(issue)]) return true;
  if (issue.code === 'custom' && UNSTATABLE_FIELDS[String(issue.path.at(-1))]) return true;
  // JSON Schema's maxLength counts code points, JavaScript's length UTF-16 units: an emoji counts 2 here.
  if (issue.code === 'too_big' && issue.origin === 'string') {
    const value = issue.path.reduce<Json>((at, part) => at?.[part as string], input);
    if (typeof value === 'string' && [...value].length <= Number(issue.maximum)) return true;
  }
  const field = tools.deref(documented)?.properties?.[String(issue.path[0])];
  return JSON.stringify(field ?? {}).includes(JSON.stringify(DECIMAL_TEXT).slice(1, -1));
}

type Who = 'anonymous' | 'seeker' | 'recruiter' | 'operator';
const SIGNED_IN: Who[] = ['seeker', 'recruiter', 'operator'];
/** Refusals about who calls (login, role, identity), not about the request. */
const GATE_KEYS = new Set<string>([
  MSG.errors.notLoggedIn,
  MSG.errors.tokenInvalid,
  MSG.errors.loginFirst,
  MSG.errors.forbidden,
  MSG.errors.needsRecruiter,
  MSG.errors.needsSeeker,
]);

/** A request in parts, before it is encoded (so the test can also check it against the document). */
interface Parts {
  path: Record<string, unknown>;
  query: Record<string, unknown>;
  /** A JSON body (undefined: none). */
  json?: Json;
  /** Any other body, as sent. */
  raw?: { type?: string; payload: string | Buffer };
  /** The content type's media type the document is asked about (a multipart body's, or the raw one's). */
  media?: string;
}

interface Answer {
  status: number;
  json?: Json;
  key?: string;
  accepted: boolean;
  text: string;
}

const TEN_MB = Buffer.alloc(10 * 1024 * 1024, 'a');
const PNG = Buffer.from(signaturePng(40, 30).split(',')[1], 'base64');

let app: Awaited<ReturnType<typeof build>>;
let document: Json;
let tools: SchemaTools;
let operations: Operation[];
const userIds: Partial<Record<Who, number>> = {};
let userRows: Array<Record<string, unknown>> = [];
const problems = new Map<string, string>();
let sent = 0;
/** Outcomes by status and key, and the operations that accepted at least one call (CONFORMANCE_REPORT=1). */
const tally = new Map<string, number>();
const acceptedOps = new Set<string>();
const firstRefusal = new Map<string, string | undefined>();

function problem(where: string, what: string): void {
  // One line per operation, caller and kind of problem: the first example of it.
  const kind = `${where} :: ${what.replace(/\d+/g, '#').slice(0, 60)}`;
  if (!problems.has(kind)) problems.set(kind, `${where}: ${what}`);
}

beforeAll(async () => {
  app = await build({ clock: manualClock(Date.now()), env: { SEED_DEMO: 'true' } });
  document = app.swagger();
  tools = schemaTools(document);
  operations = operationsOf(document);
  const idOf = async (phone: string) =>
    (await app.db.selectFrom('users').select('id').where('phone', '=', phone).executeTakeFirstOrThrow()).id;
  userIds.seeker = await idOf(DEMO_SEEKER_PHONE);
  userIds.recruiter = await idOf(DEMO_RECRUITER_PHONE);
  userIds.operator = (await injectAs(app, 'operator')).userId;
  userRows = await app.db
    .selectFrom('users')
    .select(['id', 'identity', 'role', 'language', 'password_hash', 'phone'])
    .where('id', 'in', Object.values(userIds))
    .execute();
});
afterAll(() => app?.close());

// ---- The document -----------------------------------------------------------------------------------------

test('the document: every $ref resolves, and every operation declares its refusals', () => {
  expect(danglingRefs(document)).toEqual([]);
  expect(operations.length).toBeGreaterThan(150);
  const missing: string[] = [];
  for (const op of operations) {
    const ok = op.operation.responses?.['200']?.content?.['application/json']?.schema;
    const refusal = ok && (ok.$ref ?? ok.oneOf?.find((s: Json) => s.$ref)?.$ref);
    if (refusal !== '#/components/schemas/Refusal') missing.push(`${op.id}: 200 without the Refusal envelope`);
    if (!op.operation.responses?.['429'] && op.id !== 'GET /api/health') missing.push(`${op.id}: no 429`);
    if (op.path.includes('{') && !op.operation.responses?.['404']) missing.push(`${op.id}: no 404`);
  }
  expect(missing).toEqual([]);
});

/** The registered route behind an operation (its zod schemas). */
function routeOf(op: Operation): RouteOptions | undefined {
  const url = op.path.replace(/\{(\w+)\}/g, ':$1');
  return mockRoutes.find((route) => route.url === url && [route.method].flat().includes(op.method as never));
}

const asText = (value: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(value).map(([k, v]) => [k, typeof v === 'string' ? v : JSON.stringify(v)]));

test('the document says what the validation says: what it calls valid passes, unknown parameters are ignored', () => {
  const found: string[] = [];
  let checked = 0;
  for (const op of operations) {
    const schema = (routeOf(op)?.schema ?? {}) as Record<string, z.ZodType | undefined>;
    const json = op.body?.content['application/json']?.schema;
    const parts: Array<[string, Json, z.ZodType | undefined, boolean]> = [
      ['path', parametersSchema(op.parameters, 'path'), schema.params, true],
      ['query', parametersSchema(op.parameters, 'query'), schema.querystring, true],
      ['body', json, schema.body, false],
    ];
    for (const [part, documented, zod, text] of parts) {
      if (!documented || !zod?.safeParse) continue;
      if (part === 'body' && tools.deref(documented).additionalProperties === false) {
        found.push(`${op.id} body: the document refuses unknown fields, the server ignores them`);
      }
      const values = fc.sample(arbitraryOf(tools, documented), { seed: 20_260_504, numRuns: 40 });
      for (const value of values) {
        checked += 1;
        const input = text ? asText(value) : value;
        const parsed = zod.safeParse(input);
        if (parsed.success) {
          // An unknown parameter or field changes nothing (clients may send more than a route reads).
          const extra = text ? { ...input, zzUnknown: '1' } : { ...input, zzUnknown: 1 };
          if (value && typeof value === 'object' && !Array.isArray(value) && !zod.safeParse(extra).success) {
            found.push(`${op.id} ${part}: an unknown parameter is refused`);
          }
          continue;
        }
        const issue = parsed.error.issues[0];
        if (unstatable(issue, documented, input)) continue;
        const key = issueMessageKey(issue);
        found.push(
          `${op.id} ${part}.${issue.path.join('.')}: ${JSON.stringify(input).slice(0, 160)} is valid by the document, refused with ${key}`,
        );
      }
    }
  }
  expect(checked).toBeGreaterThan(1000);
  expect([...new Set(found.map((line) => line.replace(/: .* is valid/, ': … is valid')))]).toEqual([]);
});

// ---- Calls ------------------------------------------------------------------------------------------------

/** Ids seen in earlier answers, per caller: by collection path ('/api/positions/') and by field name. */
const seen: Record<Who, { byPath: Map<string, number[]>; byName: Map<string, Json[]> }> = {
  anonymous: { byPath: new Map(), byName: new Map() },
  seeker: { byPath: new Map(), byName: new Map() },
  recruiter: { byPath: new Map(), byName: new Map() },
  operator: { byPath: new Map(), byName: new Map() },
};

function remember(map: Map<string, Json[]>, key: string, id: Json) {
  const list = map.get(key) ?? [];
  if (!list.includes(id) && list.length < 20) list.push(id);
  map.set(key, list);
}

/** Collects the ids of an accepted answer (rows, data lists, data objects) for later calls. */
function harvest(who: Who, op: Operation, answer: Answer): void {
  if (op.method !== 'GET' || !answer.accepted || !answer.json) return;
  const { byPath, byName } = seen[who];
  const collection = op.path.split('/')[2] ?? '';
  const nameOfRows = `${collection.replace(/s$/, '')}Id`;
  const rows: Json[] = answer.json.rows ?? (Array.isArray(answer.json.data) ? answer.json.data : [answer.json.data]);
  for (const row of rows) {
    if (!row || typeof row !== 'object') continue;
    for (const [field, value] of Object.entries<Json>(row)) {
      // Short texts too (region codes, phone numbers): a later form is filled with what the API answered.
      if (typeof value === 'string' && value.length > 0 && value.length <= 64 && !/(^id$|Id$)/.test(field)) {
        remember(byName, field, value);
      }
      if (!Number.isInteger(value) || value <= 0) continue;
      if (field === 'id') {
        remember(byPath, `${op.path}/`, value);
        if (op.path.split('/').length === 4 || !op.path.includes('{')) remember(byName, nameOfRows, value);
      } else if (/Id$/.test(field)) {
        remember(byName, field, value);
      }
    }
  }
}

/** An id for a path or query parameter (one answered by the collection it belongs to), else a value answered under its name. */
function idFor(who: Who, op: Operation, name: string): Json | undefined {
  const { byPath, byName } = seen[who];
  if (name === 'id' && op.path.includes('{id}')) {
    const prefix = op.path.slice(0, op.path.indexOf('{id}'));
    // The caller's own first (`positions/mine`), then the collection itself.
    const own = byPath.get(`${prefix}mine/`) ?? byPath.get(prefix);
    if (own) return own[0];
    for (const [path, ids] of byPath)
      if (path.startsWith(prefix) && !path.slice(prefix.length).includes('{')) return ids[0];
  }
  return byName.get(name)?.[0] ?? byName.get(name.replace(/^(\w+)Id$/, '$1Id'))?.[0];
}

/** A request the document calls valid, with ids the caller has seen. */
function validParts(op: Operation, who: Who): Parts {
  const ids = (name: string) => idFor(who, op, name);
  const path: Record<string, unknown> = {};
  const query: Record<string, unknown> = {};
  for (const p of op.parameters) {
    if (p.in === 'path') path[p.name] = exampleOf(tools, p.schema, p.name, ids);
    if (p.in === 'query' && p.required) query[p.name] = exampleOf(tools, p.schema, p.name, ids);
  }
  const schema = (routeOf(op)?.schema ?? {}) as Record<string, z.ZodType | undefined>;
  const parts: Parts = {
    path: repaired(parametersSchema(op.parameters, 'path'), path, schema.params, true),
    query: repaired(parametersSchema(op.parameters, 'query'), query, schema.querystring, true),
  };
  const content = op.body?.content ?? {};
  if (content['application/json']) {
    const documented = content['application/json'].schema;
    return { ...parts, json: repaired(documented, exampleOf(tools, documented, '', ids), schema.body, false) };
  }
  if (content['multipart/form-data'])
    return { ...parts, ...multipartParts({ name: 'photo.png', type: 'image/png', content: PNG }) };
  return parts;
}

/**
 * The example made to pass the route's own zod schema where the document's schema alone cannot (an ID
 * number's check digit, an end date after its start): each field zod refuses is drawn again from its
 * documented schema (fast-check, fixed seeds) until zod takes it or the tries run out. So a hostile value
 * in one field is the only thing wrong with the request, and reaches the service when validation lets it.
 */
function repaired(documented: Json, value: Json, zod: z.ZodType | undefined, text: boolean): Json {
  if (!zod?.safeParse || value === undefined) return value;
  const issuesOf = (candidate: Json) => {
    const parsed = zod.safeParse(text ? asText(candidate) : candidate);
    return parsed.success ? [] : parsed.error.issues;
  };
  const at = (issue: z.core.$ZodIssue) => issue.path.join('.');
  let current = value;
  for (let round = 0; round < 6; round += 1) {
    const issues = issuesOf(current);
    let progress = false;
    for (const issue of issues.filter((item, i) => issues.findIndex((other) => at(other) === at(item)) === i)) {
      const field = schemaAt(tools, documented, issue.path);
      if (!field) continue;
      // The other fields' values first (a confirmation equals its password, a period starts with the term).
      const parent = issue.path.slice(0, -1).reduce<Json>((value, part) => value?.[part as string], current);
      const siblings = parent && typeof parent === 'object' ? Object.values<Json>(parent) : [];
      const candidates = [...siblings, ...fc.sample(arbitraryOf(tools, field), { seed: 1000 + round, numRuns: 60 })];
      const better = candidates.find(
        (candidate) => !issuesOf(setAt(current, issue.path, candidate)).some((next) => at(next) === at(issue)),
      );
      if (better === undefined) continue;
      current = setAt(current, issue.path, better);
      progress = true;
    }
    if (!progress) break;
  }
  return current;
}

function multipartParts(
  file: { name: string; type: string; content: Buffer; field?: string },
  fields: Record<string, string> = {},
): Pick<Parts, 'raw' | 'media'> {
  const boundary = '----conformance7MA4YWxkTrZu0gW';
  const parts: Buffer[] = Object.entries(fields).map(([name, value]) =>
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
  );
  parts.push(
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${file.field ?? 'file'}"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`,
    ),
    file.content,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  );
  return {
    raw: { type: `multipart/form-data; boundary=${boundary}`, payload: Buffer.concat(parts) },
    media: 'multipart/form-data',
  };
}

function injectOptions(op: Operation, parts: Parts): InjectOptions {
  const url = op.path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = parts.path[name];
    return percentEncode(Array.isArray(value) ? value.join(',') : String(value));
  });
  const search = queryString(parts.query);
  const options: InjectOptions = {
    method: op.method as InjectOptions['method'],
    url: search ? `${url}?${search}` : url,
  };
  if (parts.raw) {
    options.payload = parts.raw.payload;
    if (parts.raw.type) options.headers = { 'content-type': parts.raw.type };
  } else if (parts.json !== undefined) {
    options.payload = JSON.stringify(parts.json);
    options.headers = { 'content-type': 'application/json' };
  }
  return options;
}

/** Whether the document calls the request valid (null when it cannot tell: a multipart file's content). */
function conforms(op: Operation, parts: Parts): string | null {
  const path = tools.errors(parametersSchema(op.parameters, 'path'), parsedQuery(parts.path), true);
  if (path) return `path ${path}`;
  // An empty value of a parameter that allows one is the parameter left out.
  const emptyOk = new Set(op.parameters.filter((p) => p.in === 'query' && p.allowEmptyValue).map((p) => p.name));
  const sentQuery = Object.fromEntries(Object.entries(parts.query).filter(([k, v]) => !(v === '' && emptyOk.has(k))));
  const query = tools.errors(parametersSchema(op.parameters, 'query'), parsedQuery(sentQuery), true);
  if (query) return `query ${query}`;
  const hasBody = parts.raw !== undefined || parts.json !== undefined;
  if (!op.body) return null;
  if (!hasBody) return op.body.required ? 'no body' : null;
  const media = parts.raw ? (parts.media ?? mediaType(parts.raw.type)) : 'application/json';
  const content = op.body.content[media];
  if (!content) return `content type ${media}`;
  if (parts.raw && media === 'application/json') {
    try {
      JSON.parse(String(parts.raw.payload));
    } catch {
      return 'not JSON';
    }
  }
  if (parts.json !== undefined) {
    const errors = tools.errors(content.schema ?? {}, parts.json);
    if (errors) return `body ${errors}`;
  }
  return null;
}

const callers: Partial<Record<Who, TestCaller>> = {};

/** Fresh sessions, and the demo users as they were: a logout, an identity switch or a password change earlier must not change the next operation's callers. */
async function freshCallers(): Promise<void> {
  for (const row of userRows) {
    const { id, ...rest } = row as { id: number };
    await app.db.updateTable('users').set(rest).where('id', '=', id).execute();
  }
  for (const who of SIGNED_IN) callers[who] = await injectAs(app, userIds[who]!);
}

async function send(who: Who, op: Operation, label: string, parts: Parts, field?: string): Promise<Answer> {
  const options = injectOptions(op, parts);
  const response = who === 'anonymous' ? await app.inject(options) : await callers[who]!.inject(options);
  sent += 1;
  const answer = check(op, `${op.id} [${who}] ${label}`, response);
  const outcome = `HTTP ${answer.status} ${answer.accepted ? 'accepted' : (answer.key ?? '?')}`;
  tally.set(outcome, (tally.get(outcome) ?? 0) + 1);
  if (answer.accepted) acceptedOps.add(op.id);
  else if (label === 'valid example' && !GATE_KEYS.has(answer.key ?? '')) firstRefusal.set(op.id, answer.key);
  const invalid = conforms(op, parts);
  if (invalid && answer.accepted)
    problem(`${op.id} [${who}] ${label}`, `accepted, but the document calls it invalid (${invalid})`);
  // The other way: what the document calls valid is not refused by a rule of form (but those it cannot state).
  const key = answer.key ?? '';
  const formRule = key.startsWith('validation.') && key !== MSG.validation.characters;
  if (!invalid && !parts.raw && formRule && !UNSTATABLE[key as MessageKey] && !unstatableField(op, field)) {
    problem(`${op.id} [${who}] ${label}`, `valid by the document, refused with ${key}`);
  }
  return answer;
}

/** The checks every answer passes; answers what the test reads of it. */
function check(op: Operation, where: string, response: LightMyRequestResponse): Answer {
  const status = response.statusCode;
  const text = response.body;
  const type = mediaType(response.headers['content-type']);
  const answer: Answer = { status, accepted: status === 200, text };
  if (status >= 500) problem(where, `HTTP ${status} ${text.slice(0, 200)}`);
  const declared = op.operation.responses?.[String(status)] ?? op.operation.responses?.default;
  if (!declared) problem(where, `HTTP ${status} is not declared (${text.slice(0, 120)})`);
  const media = declared?.content?.[type];
  if (declared?.content && !media) problem(where, `content type ${type} is not declared for HTTP ${status}`);
  if (type === 'application/json') {
    try {
      answer.json = JSON.parse(text);
    } catch {
      problem(where, `not JSON: ${text.slice(0, 120)}`);
      return answer;
    }
    const json = answer.json;
    answer.key = json?.key;
    answer.accepted = status === 200 && json?.code === BODY_CODE.ok;
    if (media?.schema) {
      const errors = tools.errors(media.schema, json);
      if (errors) problem(where, `body does not match the declared schema: ${errors} in ${text.slice(0, 160)}`);
    }
    if (json?.code === BODY_CODE.serverError) problem(where, `body code 500 (${json.key})`);
    if (json?.code !== BODY_CODE.ok) {
      const leak = leakIn(String(json?.msg ?? '')) ?? leakIn(text);
      if (leak) problem(where, `refusal shows internals: ${leak}`);
      try {
        body(response);
      } catch (error) {
        problem(where, (error as Error).message);
      }
    }
  }
  return answer;
}

// ---- The cases -------------------------------------------------------------------------------------------

interface Case {
  label: string;
  parts: Parts;
  /** The parameter or body field the case is about. */
  field?: string;
}

const LYING_FILES: Array<{ label: string; name: string; type: string; content: Buffer; field?: string }> = [
  {
    label: 'HTML named .png',
    name: 'a.png',
    type: 'image/png',
    content: Buffer.from('<html><script>alert(1)</script></html>'),
  },
  {
    label: 'SVG named .png',
    name: 'a.png',
    type: 'image/png',
    content: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>'),
  },
  {
    label: 'EXE named .jpg',
    name: 'a.jpg',
    type: 'image/jpeg',
    content: Buffer.concat([Buffer.from('MZ\x90\x00\x03'), Buffer.alloc(200)]),
  },
  { label: 'PNG named .pdf', name: 'scan.pdf', type: 'application/pdf', content: PNG },
  { label: 'PDF named .png', name: 'a.png', type: 'image/png', content: TINY_PDF },
  { label: 'empty file', name: 'a.png', type: 'image/png', content: Buffer.alloc(0) },
  { label: 'file in another field', name: 'a.png', type: 'image/png', content: PNG, field: 'avatar' },
  { label: 'path in the name', name: '../../../etc/passwd.png', type: 'image/png', content: PNG },
  {
    label: 'PNG header over 1 MB',
    name: 'big.png',
    type: 'image/png',
    content: Buffer.concat([PNG, Buffer.alloc(1_200_000)]),
  },
];

function hostileCases(op: Operation, valid: Parts): Case[] {
  const cases: Case[] = [];
  for (const p of op.parameters) {
    if (p.in !== 'path' && p.in !== 'query') continue;
    for (const [label, value] of HOSTILE_TEXT) {
      const parts = { ...valid, [p.in]: { ...valid[p.in], [p.name]: value } };
      cases.push({ label: `${p.in} ${p.name}=${label}`, parts, field: p.name });
    }
    if (/^page/.test(p.name))
      cases.push({
        label: `${p.name}=1e12`,
        parts: { ...valid, query: { ...valid.query, [p.name]: '1000000000000' } },
      });
  }
  cases.push({
    label: 'unknown query parameter',
    parts: { ...valid, query: { ...valid.query, zzUnknown: "' OR 1=1 --" } },
  });
  const content = op.body?.content ?? {};
  const schema = content['application/json']?.schema && tools.deref(content['application/json'].schema);
  if (schema) {
    for (const field of Object.keys(schema.properties ?? {})) {
      for (const [label, value] of HOSTILE)
        cases.push({
          label: `body.${field}=${label}`,
          parts: { ...valid, json: { ...valid.json, [field]: value } },
          field,
        });
    }
    cases.push(
      { label: 'unknown body field', parts: { ...valid, json: { ...valid.json, zzUnknown: { $where: '1' } } } },
      { label: 'body 1000 deep', parts: { ...valid, json: deeplyNested(1000) } },
      { label: 'body an array', parts: { ...valid, json: [valid.json] } },
      { label: 'body a string', parts: { ...valid, json: "' OR 1=1 --" } },
      { label: 'body null', parts: { ...valid, json: null } },
      {
        label: 'broken JSON',
        parts: { ...valid, json: undefined, raw: { type: 'application/json', payload: '{"a":' } },
      },
      {
        label: 'empty JSON body',
        parts: { ...valid, json: undefined, raw: { type: 'application/json', payload: '' } },
      },
    );
  }
  if (content['multipart/form-data']) {
    for (const file of LYING_FILES)
      cases.push({ label: `file: ${file.label}`, parts: { ...valid, ...multipartParts(file) } });
    cases.push({
      label: 'JSON instead of a file',
      parts: { ...valid, raw: undefined, media: undefined, json: { file: 'x' } },
    });
  }
  if (['POST', 'PUT', 'PATCH', 'DELETE'].includes(op.method)) {
    const raw = (type: string | undefined, payload: string | Buffer) => ({
      ...valid,
      json: undefined,
      media: undefined,
      raw: { type, payload },
    });
    cases.push(
      { label: '10 MB body', parts: raw('application/json', TEN_MB) },
      { label: 'text/plain body', parts: raw('text/plain', JSON.stringify(valid.json ?? {})) },
      {
        label: 'XML body',
        parts: raw(
          'application/xml',
          '<?xml version="1.0"?><!DOCTYPE a [<!ENTITY x SYSTEM "file:///etc/passwd">]><a>&x;</a>',
        ),
      },
      { label: 'form body', parts: raw('application/x-www-form-urlencoded', 'a=1&b=2') },
      { label: 'bad content type', parts: raw('application/json; charset=utf-8; ===', '{}') },
    );
  }
  return cases;
}

/** Parameterless reads of the write's own domain (and of its own path): what a refused write must leave as it was. */
function readsFor(op: Operation): Operation[] {
  const domain = op.path.split('/')[2];
  return operations.filter(
    (read) =>
      read.method === 'GET' &&
      read.path.split('/')[2] === domain &&
      (!read.path.includes('{') || read.path === op.path) &&
      !read.parameters.some((p) => p.required && p.in === 'query') &&
      // JSON reads only: a file's read may be logged (the roster export is), which is a change of its own.
      Object.keys(read.operation.responses?.['200']?.content ?? {}).every((type) => type === 'application/json'),
  );
}

const volatile = new Set<string>();
async function snapshot(who: Who, op: Operation, valid: Parts): Promise<Record<string, string>> {
  const answers: Record<string, string> = {};
  for (const read of readsFor(op)) {
    if (volatile.has(read.id)) continue;
    const options = injectOptions(read, { path: valid.path, query: {} });
    const call = () => (who === 'anonymous' ? app.inject(options) : callers[who]!.inject(options));
    answers[read.id] = (await call()).body;
    sent += 1;
  }
  return answers;
}

/** GETs whose answer changes by itself (a new captcha every time): left out of the snapshots. */
async function findVolatile(): Promise<void> {
  await freshCallers();
  for (const read of operations.filter((o) => o.method === 'GET' && !o.path.includes('{'))) {
    const options = injectOptions(read, { path: {}, query: {} });
    const a = (await callers.recruiter!.inject(options)).body;
    const b = (await callers.recruiter!.inject(options)).body;
    sent += 2;
    if (a !== b) volatile.add(read.id);
  }
}

/** Reads first (they answer the ids later calls use), deletes last. */
function ordered(list: Operation[]): Operation[] {
  const rank = (op: Operation) =>
    op.method === 'GET' ? (op.path.includes('{') ? 1 : 0) : op.method === 'DELETE' ? 3 : 2;
  return [...list].sort((a, b) => rank(a) - rank(b));
}

test('every operation answers valid and hostile requests as its document says', async () => {
  const started = Date.now();
  await findVolatile();
  let snapshots = 0;
  for (const op of ordered(operations)) {
    await freshCallers();
    const baseline: Partial<Record<Who, Answer>> = {};
    for (const who of ['anonymous', ...SIGNED_IN] as Who[]) {
      baseline[who] = await send(who, op, 'valid example', validParts(op, who));
      harvest(who, op, baseline[who]!);
    }
    const candidates: Who[] = op.secured ? SIGNED_IN : ['anonymous'];
    const able = candidates.filter((who) => !GATE_KEYS.has(baseline[who]!.key ?? ''));
    // A public call may still need a proof of its own (a bind ticket): it is fuzzed anonymously all the same.
    const who = able.find((w) => baseline[w]!.accepted) ?? able[0] ?? (op.secured ? undefined : 'anonymous');
    if (!who) {
      problem(op.id, `no caller gets past login and role (${candidates.map((w) => baseline[w]!.key).join(', ')})`);
      continue;
    }
    const valid = validParts(op, who);
    if (process.env.CONFORMANCE_DEBUG === op.id) console.log(who, JSON.stringify(valid), JSON.stringify(baseline));
    const cases = hostileCases(op, valid);
    // The cases the document calls invalid come first, between two snapshots of the caller's data.
    const invalid = cases.filter((c) => conforms(op, c.parts) !== null);
    const rest = cases.filter((c) => conforms(op, c.parts) === null);
    const write = op.method !== 'GET' && who !== 'anonymous';
    // The sweeps settle first: a timer's run between the two snapshots (a copy of one's data built, a
    // request expired) is a change of their own, not the refused call's.
    if (write) await app.jobs.runAll();
    const before = write ? await snapshot(who, op, valid) : undefined;
    for (const c of invalid) await send(who, op, c.label, c.parts, c.field);
    if (before) {
      snapshots += 1;
      const after = await snapshot(who, op, valid);
      for (const read of Object.keys(before)) {
        if (before[read] !== after[read]) problem(`${op.id} [${who}]`, `a refused call changed ${read}`);
      }
    }
    for (const c of rest) {
      // An unknown query parameter changes nothing: the answer is the valid request's (asked again just before).
      const control = c.label === 'unknown query parameter' ? await send(who, op, 'valid again', valid) : undefined;
      const answer = await send(who, op, c.label, c.parts, c.field);
      if (control && control.accepted !== answer.accepted) {
        problem(`${op.id} [${who}]`, `an unknown query parameter is refused (${answer.key})`);
      }
    }
  }
  const seconds = (Date.now() - started) / 1000;
  if (process.env.CONFORMANCE_REPORT) {
    console.log(
      [
        `${operations.length} operations (${acceptedOps.size} accepted a call), ${sent} requests, ${snapshots} write snapshots, ${seconds.toFixed(1)} s`,
        ...[...tally].sort((a, b) => b[1] - a[1]).map(([outcome, n]) => `${n}\t${outcome}`),
        `never accepted: ${operations
          .filter((op) => !acceptedOps.has(op.id))
          .map((op) => `${op.id} (${firstRefusal.get(op.id)})`)
          .join(', ')}`,
      ].join('\n'),
    );
  }
  expect([...problems.values()]).toEqual([]);
});
