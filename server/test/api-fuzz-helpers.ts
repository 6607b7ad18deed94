/**
 * What api-fuzz.test.ts generates and checks: fast-check arbitraries of whole requests drawn from an
 * operation's documented parameters and body (valid values from openapi-conformance-helpers' `arbitraryOf`,
 * the schema's boundaries, and values of any other shape), and the checks of one answer against the document.
 */
import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { BODY_CODE } from '@common/errors';
import { body } from './helpers';
import {
  HOSTILE,
  arbitraryOf,
  leakIn,
  mediaType,
  percentEncode,
  queryString,
  type Json,
  type Operation,
  type SchemaTools,
} from './openapi-conformance-helpers';

/** One generated request, before it is encoded (what a failure prints, so it can be read and replayed). */
export interface FuzzRequest {
  path: Record<string, string>;
  query: Record<string, string | string[]>;
  body?: { json: Json } | { type?: string; payload: string | Buffer; note: string };
}

const ID_NAME = /(^id$|Id$)/;

/** Strings a careless or hostile client sends: empty, NUL, lone surrogates, bidi, long, injections, numbers as text. */
export const oddString: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    '',
    ' ',
    '\u0000',
    'a\u0000b',
    '\ud800',
    '\udfff',
    'x\ud83d',
    '😀',
    '\u202e\u200b',
    '𠮷𠮷𠮷',
    "' OR 1=1 --",
    '<script>alert(1)</script>',
    '../../../etc/passwd',
    '%00',
    '${7*7}',
    '__proto__',
    'constructor',
    'NaN',
    'Infinity',
    '-0',
    '1e308',
    '9'.repeat(30),
    '-1',
    '0',
    '2147483648',
    '1.5',
    'null',
    'true',
    '[]',
    '{}',
  ),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.nat({ max: 20_000 }).map((n) => 'x'.repeat(n)),
  fc.nat({ max: 3_000 }).map((n) => '字'.repeat(n)),
);

/** Numbers at and past every bound an id or an amount has (NaN and Infinity travel as null in JSON). */
export const oddNumber: fc.Arbitrary<number> = fc.oneof(
  fc.constantFrom(0, -1, -0, 1.5, 2 ** 31 - 1, 2 ** 31, 2 ** 53 + 2, -(2 ** 53), 1e308, -1e308, Number.MIN_VALUE),
  fc.integer(),
  fc.double(),
);

/** A value of any shape: what a field of another type receives. */
export const oddValue: fc.Arbitrary<Json> = fc.oneof(
  oddString,
  oddNumber,
  fc.boolean(),
  fc.constant(null),
  fc.jsonValue({ maxDepth: 2 }),
  fc.array(oddString, { maxLength: 3 }),
  fc.dictionary(oddString, oddString, { maxKeys: 3 }),
  fc.constantFrom(...HOSTILE.map(([, value]) => value)),
);

/** Values at a schema's bounds and one step past them (lengths, ranges, item counts, an enum's neighbours). */
function boundaryOf(tools: SchemaTools, schema: Json): fc.Arbitrary<Json> {
  const s = tools.deref(schema) ?? {};
  const values: Json[] = [null];
  if (s.type === 'integer' || s.type === 'number') {
    for (const bound of [s.minimum, s.maximum].filter((b) => typeof b === 'number'))
      values.push(bound - 1, bound, bound + 1);
    values.push(0, -1, 2 ** 31, 1e21);
  } else if (s.type === 'string' || (s.type === undefined && (s.pattern || s.maxLength))) {
    for (const n of [s.minLength, s.maxLength].filter((b) => typeof b === 'number')) {
      values.push('x'.repeat(Math.max(n - 1, 0)), '字'.repeat(n), '😀'.repeat(n + 1));
    }
    values.push('', ' ');
  } else if (s.type === 'array') {
    values.push(
      [],
      Array.from({ length: (s.maxItems ?? 50) + 1 }, () => 1),
      {},
    );
  } else if (s.type === 'object') {
    values.push({}, []);
  }
  if (Array.isArray(s.enum)) values.push('', String(s.enum[0]).toUpperCase(), `${s.enum[0]} `);
  return fc.constantFrom(...values);
}

/** A table's rows by the word a path or a field calls them: 'companies' -> 'company', 'chat_messages' -> 'message'. */
function stemOf(table: string): string {
  return table.split('_').at(-1)!.replace(/ies$/, 'y').replace(/s$/, '');
}

export class RequestArbitraries {
  private readonly all: number[];

  constructor(
    private readonly tools: SchemaTools,
    /** Ids of rows of every table (the callers' own and everybody else's), by table. */
    private readonly idsByTable: Map<string, number[]>,
    /** Small files, right and lying about their type. */
    private readonly files: Buffer[],
  ) {
    this.all = [...new Set([...idsByTable.values()].flat())];
  }

  /**
   * The ids an id parameter or field names: `positionId` a position's; `{id}` those of the nearest path
   * segment that names a table (`/api/experience/del/{id}`: resume_experiences); else any table's.
   */
  private idsFor(name: string, path = ''): number[] {
    const segments = path.slice(0, path.indexOf(`{${name}}`) >>> 0).split('/');
    const words = [...(name === 'id' ? [] : [name.replace(/Id$/, '')]), ...segments.reverse()]
      .map((word) => word.toLowerCase())
      .filter((word) => word && !word.startsWith('{') && word !== 'api');
    for (const word of words) {
      const ids = [...this.idsByTable]
        .filter(([table]) => word.includes(stemOf(table)) || stemOf(table).includes(word))
        .flatMap(([, list]) => list);
      if (ids.length) return ids;
    }
    return this.all;
  }

  /** A field's valid value, with real ids for an id (the caller's own and others'). */
  private validField(schema: Json, name: string, path?: string): fc.Arbitrary<Json> {
    const s = this.tools.deref(schema) ?? {};
    const numeric = s.type === 'integer' || s.type === 'number';
    if (!numeric || !ID_NAME.test(name)) return arbitraryOf(this.tools, schema);
    const own = this.idsFor(name, path);
    return fc.oneof(
      { weight: 4, arbitrary: fc.constantFrom(...(own.length ? own : [1])) },
      { weight: 1, arbitrary: fc.constantFrom(...(this.all.length ? this.all : [1])) },
      { weight: 1, arbitrary: arbitraryOf(this.tools, schema) },
    );
  }

  /** A value at the field's bounds or of another shape. */
  private oddField(schema: Json): fc.Arbitrary<Json> {
    return fc.oneof(boundaryOf(this.tools, schema), oddValue);
  }

  /** A field's value: mostly valid, else at its bounds or of another shape. */
  field(schema: Json, name: string, path?: string): fc.Arbitrary<Json> {
    return fc.oneof(
      { weight: 4, arbitrary: this.validField(schema, name, path) },
      { weight: 2, arbitrary: this.oddField(schema) },
    );
  }

  /** A path or query value as text (arrays: a repeated query key). */
  private text(schema: Json, name: string, path?: string): fc.Arbitrary<string | string[]> {
    const asText = (value: Json): string | string[] =>
      Array.isArray(value)
        ? value.map((item) => (typeof item === 'object' && item !== null ? JSON.stringify(item) : String(item)))
        : typeof value === 'object' && value !== null
          ? JSON.stringify(value)
          : String(value);
    return this.field(schema, name, path).map(asText);
  }

  /** A path or query value of the wrong kind as text: odd strings, a repeated key, bounds and other shapes. */
  private oddText(schema: Json): fc.Arbitrary<string | string[]> {
    return fc.oneof(
      oddString,
      fc.array(oddString, { minLength: 2, maxLength: 3 }),
      this.oddField(schema).map((value) => (typeof value === 'string' ? value : (JSON.stringify(value) ?? 'null'))),
    );
  }

  request(op: Operation): fc.Arbitrary<FuzzRequest> {
    // A path segment is one text; an empty one is another route's path, not this operation's.
    const segment = (value: string | string[]) => (Array.isArray(value) ? value.join(',') : value);
    const path: Record<string, fc.Arbitrary<string>> = {};
    const validQuery: Record<string, fc.Arbitrary<string | string[]>> = {};
    const oddQuery: Record<string, fc.Arbitrary<string | string[]>> = {};
    const requiredQuery: string[] = [];
    for (const p of op.parameters) {
      if (p.in === 'path') {
        path[p.name] = fc
          .oneof(
            { weight: 3, arbitrary: this.text(p.schema, p.name, op.path) },
            { weight: 1, arbitrary: this.oddText(p.schema) },
          )
          .map(segment)
          .filter((v) => v !== '');
      }
      if (p.in === 'query') {
        validQuery[p.name] = this.text(p.schema, p.name);
        oddQuery[p.name] = this.oddText(p.schema);
        if (p.required) requiredQuery.push(p.name);
      }
    }
    const names = Object.keys(validQuery);
    const valid = fc.record(validQuery, { requiredKeys: requiredQuery });
    const queryArb = fc.oneof(
      { weight: 4, arbitrary: valid },
      {
        // Valid but for one parameter.
        weight: names.length ? 3 : 0,
        arbitrary: fc
          .tuple(valid, fc.constantFrom(...(names.length ? names : [''])))
          .chain(([value, name]) => (oddQuery[name] ?? oddString).map((odd) => ({ ...value, [name]: odd }))),
      },
      // Any parameter odd or left out, or unknown ones added.
      {
        weight: 1,
        arbitrary: fc.record(
          Object.fromEntries(names.map((name) => [name, fc.oneof(validQuery[name], oddQuery[name])])),
          { requiredKeys: [] },
        ),
      },
      {
        weight: 1,
        arbitrary: fc
          .tuple(valid, fc.dictionary(oddString, oddString, { maxKeys: 3 }))
          .map(([known, extra]) => ({ ...extra, ...known })),
      },
    );
    return fc.record(
      { path: fc.record(path), query: queryArb, body: this.body(op) },
      { requiredKeys: ['path', 'query'] },
    ) as fc.Arbitrary<FuzzRequest>;
  }

  private body(op: Operation): fc.Arbitrary<FuzzRequest['body']> {
    const content = op.body?.content ?? {};
    const raw = fc.constantFrom<FuzzRequest['body']>(
      { type: 'application/json', payload: '{"a":', note: 'broken JSON' },
      { type: 'application/json', payload: '', note: 'empty JSON' },
      { type: 'text/plain', payload: 'x', note: 'text' },
      { type: 'application/x-www-form-urlencoded', payload: 'a=1&a=2', note: 'form' },
      { type: 'multipart/form-data', payload: '--x\r\n', note: 'multipart without a boundary' },
      { type: undefined, payload: '\u0000\u00ff', note: 'no content type' },
    );
    if (content['multipart/form-data']) {
      return fc.oneof(
        { weight: 6, arbitrary: this.multipart() },
        { weight: 1, arbitrary: oddValue.map((json) => ({ json })) },
        { weight: 1, arbitrary: raw },
      );
    }
    const schema = content['application/json']?.schema;
    if (!schema) {
      return fc.oneof(
        { weight: 6, arbitrary: fc.constant(undefined) },
        { weight: 1, arbitrary: oddValue.map((json) => ({ json })) },
      );
    }
    const s = this.tools.deref(schema) ?? {};
    const properties: Record<string, Json> = s.properties ?? {};
    const required: string[] = s.required ?? [];
    const requiredKeys = required.filter((key) => key in properties);
    const keys = Object.keys(properties);
    const valid = keys.length
      ? fc.record(Object.fromEntries(keys.map((key) => [key, this.validField(properties[key], key)])), { requiredKeys })
      : arbitraryOf(this.tools, schema);
    const mixed = fc.record(Object.fromEntries(keys.map((key) => [key, this.field(properties[key], key)])), {
      requiredKeys,
    });
    const json: fc.Arbitrary<Json> = fc.oneof(
      { weight: 3, arbitrary: valid },
      {
        // Valid but for one field, so the odd value is what validation or the service meets.
        weight: keys.length ? 3 : 0,
        arbitrary: fc
          .tuple(valid, fc.constantFrom(...(keys.length ? keys : [''])))
          .chain(([value, key]) => this.oddField(properties[key] ?? {}).map((odd) => ({ ...value, [key]: odd }))),
      },
      { weight: 2, arbitrary: mixed },
      {
        // A required field left out.
        weight: required.length ? 1 : 0,
        arbitrary: fc.tuple(mixed, fc.nat()).map(([value, i]) => {
          const copy = { ...value };
          delete copy[required[i % Math.max(required.length, 1)]];
          return copy;
        }),
      },
      {
        // Fields the document does not name, prototype keys among them.
        weight: 1,
        arbitrary: fc
          .tuple(
            mixed,
            fc.dictionary(fc.oneof(oddString, fc.constantFrom('__proto__', 'constructor')), oddValue, {
              minKeys: 1,
              maxKeys: 3,
            }),
          )
          .map(([value, extra]) => ({ ...extra, ...value })),
      },
      // Another shape altogether: an array of the object, a string, a number, null.
      {
        weight: 1,
        arbitrary: fc.oneof(
          mixed.map((value) => [value]),
          oddValue,
        ),
      },
    );
    return fc.oneof(
      { weight: 10, arbitrary: json.map((value) => ({ json: value })) },
      { weight: 1, arbitrary: raw },
      { weight: op.body?.required ? 1 : 0, arbitrary: fc.constant(undefined) },
    );
  }

  /** A small multipart body: a file of a right or a wrong type under a lying name, in the right field or another. */
  private multipart(): fc.Arbitrary<FuzzRequest['body']> {
    return fc
      .record({
        field: fc.constantFrom('file', 'file', 'avatar', '', 'file[]'),
        name: fc.constantFrom(
          'a.png',
          'a.jpg',
          'scan.pdf',
          'staff.xlsx',
          '../../etc/passwd.png',
          'a\u0000.png',
          '名字.png',
          '',
          'x'.repeat(300),
        ),
        type: fc.constantFrom(
          'image/png',
          'image/jpeg',
          'application/pdf',
          'text/html',
          'image/svg+xml',
          'application/octet-stream',
          '',
        ),
        content: fc.oneof(
          fc.constantFrom(...this.files),
          fc.uint8Array({ maxLength: 512 }).map((bytes) => Buffer.from(bytes)),
        ),
        fields: fc.dictionary(fc.constantFrom('name', 'kind', 'type', 'note', 'file'), oddString, { maxKeys: 2 }),
        // A body that ends inside the file (a dropped connection, a careless client).
        truncated: fc.nat({ max: 5 }).map((n) => n === 0),
      })
      .map(({ field, name, type, content, fields, truncated }) => {
        const boundary = '----fuzz7MA4YWxkTrZu0gW';
        const parts: Buffer[] = Object.entries(fields).map(([key, value]) =>
          Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${key}"\r\n\r\n${value}\r\n`),
        );
        parts.push(
          Buffer.from(
            `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${name}"\r\n` +
              `${type ? `Content-Type: ${type}\r\n` : ''}\r\n`,
          ),
          content,
          Buffer.from(truncated ? '' : `\r\n--${boundary}--\r\n`),
        );
        return {
          type: `multipart/form-data; boundary=${boundary}`,
          payload: Buffer.concat(parts),
          note: `multipart${truncated ? ' (truncated)' : ''} ${field}=${JSON.stringify(name).slice(0, 40)} ${type || '(no type)'} ${content.length} bytes (${content.subarray(0, 8).toString('hex')})`,
        };
      });
  }
}

/** The request as light-my-request takes it. */
export function injectOptions(op: Operation, request: FuzzRequest) {
  const url = op.path.replace(/\{(\w+)\}/g, (_, name: string) => percentEncode(request.path[name] ?? ''));
  const search = queryString(request.query);
  const options: {
    method: string;
    url: string;
    payload?: string | Buffer;
    headers?: Record<string, string>;
  } = { method: op.method, url: search ? `${url}?${search}` : url };
  if (request.body && 'json' in request.body) {
    options.payload = JSON.stringify(request.body.json) ?? 'null';
    options.headers = { 'content-type': 'application/json' };
  } else if (request.body) {
    options.payload = request.body.payload;
    if (request.body.type) options.headers = { 'content-type': request.body.type };
  }
  return options;
}

/** A request as a failure prints it (long strings shortened, a multipart body by its note). */
export function describe(op: Operation, request: FuzzRequest): string {
  const short = (value: Json): Json =>
    typeof value === 'string' && value.length > 80
      ? `${value.slice(0, 40)}…(${value.length} chars)`
      : Array.isArray(value)
        ? value.slice(0, 5).map(short)
        : value && typeof value === 'object'
          ? Object.fromEntries(
              Object.entries(value)
                .slice(0, 12)
                .map(([k, v]) => [k, short(v)]),
            )
          : value;
  const body = request.body && ('json' in request.body ? short(request.body.json) : request.body.note);
  return `${op.id} ${JSON.stringify({ path: short(request.path), query: short(request.query), body })}`.slice(0, 900);
}

/** Whether an operation may answer this 5xx: only the health check's documented 503 (a dependency down). */
function allowedServerError(op: Operation, status: number): boolean {
  return op.id === 'GET /api/health' && status === 503;
}

/**
 * What is wrong with one answer (empty: nothing): no 5xx and no body code 500; a status and a content type
 * the operation declares; a JSON answer is the `{ code, msg, ... }` envelope valid against the declared
 * schema, and a refusal carries its catalogue key with that key's text and no internals.
 */
export function answerProblems(tools: SchemaTools, op: Operation, response: LightMyRequestResponse): string[] {
  const found: string[] = [];
  const status = response.statusCode;
  const text = response.body;
  if (status >= 500 && !allowedServerError(op, status)) found.push(`HTTP ${status} ${text.slice(0, 200)}`);
  const declared = op.operation.responses?.[String(status)] ?? op.operation.responses?.default;
  const type = mediaType(response.headers['content-type']);
  if (!declared) found.push(`HTTP ${status} is not declared (${text.slice(0, 120)})`);
  const media = declared?.content?.[type];
  if (declared?.content && !media) found.push(`content type "${type}" is not declared for HTTP ${status}`);
  if (type !== 'application/json') return found;
  let json: Json;
  try {
    json = JSON.parse(text);
  } catch {
    return [...found, `not JSON: ${text.slice(0, 120)}`];
  }
  if (!json || typeof json !== 'object' || typeof json.code !== 'number' || typeof json.msg !== 'string') {
    return [...found, `not the envelope: ${text.slice(0, 160)}`];
  }
  if (json.code === BODY_CODE.serverError) found.push(`body code 500 (${json.key})`);
  if (media?.schema) {
    const errors = tools.errors(media.schema, json);
    if (errors) found.push(`answer does not match the document: ${errors} in ${text.slice(0, 160)}`);
  }
  if (json.code !== BODY_CODE.ok) {
    const leak = leakIn(json.msg) ?? leakIn(text);
    if (leak) found.push(`refusal shows internals: ${leak}`);
    try {
      body(response);
    } catch (error) {
      found.push((error as Error).message);
    }
  }
  return found;
}
