/**
 * What openapi-conformance.test.ts needs to read the OpenAPI document as Schemathesis would: its operations,
 * a JSON Schema validator for its schemas (ajv, the copy Fastify itself uses), valid examples and fast-check
 * arbitraries derived from its schemas, the hostile values sent to every parameter and field, and the
 * checks of an answer's text (no stack trace, SQL or file path).
 */
import path from 'node:path';
import fc from 'fast-check';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Json = any;

/** The part of ajv 8 used here (the root `ajv` is another major version, so its types do not apply). */
interface AjvValidate {
  (value: unknown): boolean;
  errors?: Array<{ instancePath: string; message?: string; params: unknown }> | null;
}
interface AjvInstance {
  addSchema(schema: object): unknown;
  compile(schema: object): AjvValidate;
}

/** The ajv (8) and ajv-formats that Fastify compiles its own schemas with: no package added for the test. */
const Ajv = require(require.resolve('ajv', { paths: [path.dirname(require.resolve('@fastify/ajv-compiler'))] })) as {
  default: new (options: object) => AjvInstance;
};
const addFormats = require('ajv-formats') as { default: (ajv: AjvInstance) => void };

const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'patch'] as const;

interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required?: boolean;
  allowEmptyValue?: boolean;
  schema: Json;
}

export interface Operation {
  /** 'GET /api/positions/{id}' */
  id: string;
  method: string;
  path: string;
  operation: Json;
  parameters: Parameter[];
  /** The request body's media types and schemas (undefined: the operation takes none). */
  body?: { required: boolean; content: Record<string, Json> };
  secured: boolean;
}

export function operationsOf(document: Json): Operation[] {
  const operations: Operation[] = [];
  for (const [route, item] of Object.entries<Json>(document.paths ?? {})) {
    for (const method of HTTP_METHODS) {
      const operation = item[method];
      if (!operation) continue;
      const parameters = [...(item.parameters ?? []), ...(operation.parameters ?? [])] as Parameter[];
      const body = operation.requestBody
        ? { required: operation.requestBody.required === true, content: operation.requestBody.content ?? {} }
        : undefined;
      operations.push({
        id: `${method.toUpperCase()} ${route}`,
        method: method.toUpperCase(),
        path: route,
        operation,
        parameters,
        body,
        secured: Array.isArray(operation.security) && operation.security.length > 0,
      });
    }
  }
  return operations;
}

/** Every `$ref` in the document that points at nothing. */
export function danglingRefs(document: Json): string[] {
  const dangling = new Set<string>();
  const visit = (value: Json) => {
    if (Array.isArray(value)) return value.forEach(visit);
    if (!value || typeof value !== 'object') return;
    if (typeof value.$ref === 'string') {
      let target: Json = document;
      for (const part of value.$ref.replace(/^#\//, '').split('/')) {
        target = target?.[part.replace(/~1/g, '/').replace(/~0/g, '~')];
      }
      if (!value.$ref.startsWith('#/') || target === undefined) dangling.add(value.$ref);
    }
    Object.values(value).forEach(visit);
  };
  visit(document);
  return [...dangling];
}

// ---- Schemas ----------------------------------------------------------------------------------------------

const COMPONENTS_ID = 'https://openapi.test/components';

/** OpenAPI 3.0 schema -> JSON Schema (draft-07): `nullable` becomes a null branch, refs point at the components. */
function toJsonSchema(schema: Json): Json {
  if (Array.isArray(schema)) return schema.map(toJsonSchema);
  if (!schema || typeof schema !== 'object') return schema;
  const out: Json = {};
  for (const [key, value] of Object.entries<Json>(schema)) {
    if (key === '$ref') out.$ref = String(value).replace('#/components/schemas/', `${COMPONENTS_ID}#/definitions/`);
    else if (key === 'properties')
      out.properties = Object.fromEntries(Object.entries(value).map(([k, v]) => [k, toJsonSchema(v)]));
    else if (['items', 'additionalProperties', 'not', 'allOf', 'anyOf', 'oneOf'].includes(key))
      out[key] = typeof value === 'object' ? toJsonSchema(value) : value;
    else if (key !== 'nullable' && key !== 'example' && key !== 'discriminator') out[key] = value;
  }
  // OpenAPI 3.0's boolean exclusive bounds (zod's `positive()`) are draft-07's numbers.
  for (const [flag, bound] of [
    ['exclusiveMinimum', 'minimum'],
    ['exclusiveMaximum', 'maximum'],
  ]) {
    if (out[flag] === true) {
      out[flag] = out[bound];
      delete out[bound];
    } else if (out[flag] === false) delete out[flag];
  }
  return schema.nullable === true ? { anyOf: [out, { type: 'null' }] } : out;
}

export interface SchemaTools {
  /** The schema a `$ref` points at (followed until it is not a ref). */
  deref(schema: Json): Json;
  /** Errors of `value` against an OpenAPI schema (null: valid); `coerce` for path and query strings. */
  errors(schema: Json, value: unknown, coerce?: boolean): string | null;
}

export function schemaTools(document: Json): SchemaTools {
  const components = Object.fromEntries(
    Object.entries<Json>(document.components?.schemas ?? {}).map(([name, schema]) => [name, toJsonSchema(schema)]),
  );
  const make = (coerce: boolean) => {
    const ajv = new Ajv.default({ strict: false, allErrors: false, coerceTypes: coerce });
    addFormats.default(ajv);
    ajv.addSchema({ $id: COMPONENTS_ID, definitions: components });
    return ajv;
  };
  const plain = make(false);
  const coercing = make(true);
  const compiled = new Map<Json, Map<boolean, AjvValidate>>();
  return {
    deref(schema) {
      let current = schema;
      for (let i = 0; current?.$ref && i < 10; i += 1) {
        current = document.components.schemas[String(current.$ref).split('/').pop()!];
      }
      return current;
    },
    errors(schema, value, coerce = false) {
      let byMode = compiled.get(schema);
      if (!byMode) compiled.set(schema, (byMode = new Map()));
      let validate = byMode.get(coerce);
      if (!validate) {
        validate = (coerce ? coercing : plain).compile(toJsonSchema(schema));
        byMode.set(coerce, validate);
      }
      // Coercion writes into the value: validate a copy.
      const subject = coerce ? structuredClone(value) : value;
      if (validate(subject)) return null;
      const error = validate.errors?.[0];
      return `${error?.instancePath || '/'} ${error?.message} ${JSON.stringify(error?.params)}`;
    },
  };
}

/** The parameters of one location as an object schema (what the query or the path must hold). */
export function parametersSchema(parameters: Parameter[], location: Parameter['in']): Json {
  const own = parameters.filter((p) => p.in === location);
  return {
    type: 'object',
    properties: Object.fromEntries(own.map((p) => [p.name, p.schema])),
    required: own.filter((p) => p.required || location === 'path').map((p) => p.name),
  };
}

// ---- Valid examples ---------------------------------------------------------------------------------------

/** Values the test knows are real, by field name: ids and codes the API answered earlier. */
type IdHints = (name: string) => Json | undefined;

const DAY = 86_400_000;

/**
 * One value the schema accepts, as a client would fill a form: enums' first value, patterns' first match
 * (fast-check, fixed seed), dates a few days ahead, ids the test has seen, every optional property too.
 */
export function exampleOf(tools: SchemaTools, schema: Json, name = '', ids: IdHints = () => undefined): Json {
  const s = tools.deref(schema) ?? {};
  // A value the API itself answered under this name (a region code, an id) is the most real example.
  const known = name && !/(^id$|Id$)/.test(name) ? ids(name) : undefined;
  if (known !== undefined && tools.errors(schema, known) === null) return known;
  if (s.oneOf || s.anyOf) return exampleOf(tools, (s.oneOf ?? s.anyOf)[0], name, ids);
  if (s.allOf) return exampleOf(tools, mergeAllOf(tools, s), name, ids);
  if (Array.isArray(s.enum)) return s.enum.find((value: unknown) => value !== '' && value !== null) ?? s.enum[0];
  if (s.default !== undefined) return s.default;
  switch (s.type) {
    case 'integer':
    case 'number': {
      const hint = /(^id$|Id$)/.test(name) ? ids(name) : undefined;
      const id = typeof hint === 'number' ? hint : undefined;
      const min = (s.minimum ?? 1) + (s.exclusiveMinimum === true ? 1 : 0);
      const max = s.maximum ?? Number.MAX_SAFE_INTEGER;
      return Math.min(Math.max(id ?? Math.max(min, 1), min), max);
    }
    case 'boolean':
      return true;
    case 'array': {
      const count = Math.max(s.minItems ?? 1, 1);
      return Array.from({ length: Math.min(count, s.maxItems ?? count) }, () =>
        exampleOf(tools, s.items ?? {}, name, ids),
      );
    }
    case 'object':
    case undefined:
      if (!s.properties) return s.type === 'object' ? {} : 'x';
      return Object.fromEntries(
        Object.entries<Json>(s.properties).map(([key, value]) => [key, exampleOf(tools, value, key, ids)]),
      );
    default:
      return stringExample(s);
  }
}

function mergeAllOf(tools: SchemaTools, schema: Json): Json {
  const { allOf, ...rest } = schema;
  const parts = (allOf as Json[]).map((part) => tools.deref(part));
  const patterns = [rest.pattern, ...parts.map((part) => part.pattern)].filter(Boolean);
  return { ...Object.assign({}, ...parts), ...rest, ...(patterns.length ? { pattern: patterns[0], patterns } : {}) };
}

function formatted(format: string | undefined): string | undefined {
  const soon = new Date(Date.now() + 3 * DAY);
  switch (format) {
    case 'date':
      return soon.toISOString().slice(0, 10);
    case 'date-time':
      return soon.toISOString();
    case 'email':
      return 'someone@example.com';
    case 'uri':
    case 'url':
      return 'https://example.com/back';
    default:
      return undefined;
  }
}

/**
 * Strings matching every pattern. fast-check cannot generate through lookaheads (the password rule's
 * "a letter and a digit"): it generates from the pattern without them and keeps what the whole pattern takes.
 */
function matching(patterns: string[]): fc.Arbitrary<string> {
  const all = patterns.map((p) => new RegExp(p, 'u'));
  // The longest pattern is the most specific (a phone number's, not "not blank"): generate from it.
  const [longest] = [...patterns].sort((a, b) => b.length - a.length);
  const generator = new RegExp(longest.replace(/\(\?[=!](?:[^()]|\([^()]*\))*\)/g, ''), 'u');
  return fc.stringMatching(generator).filter((value) => all.every((re) => re.test(value)));
}

function lengthOk(s: Json, value: string): boolean {
  return value.length >= (s.minLength ?? 0) && value.length <= (s.maxLength ?? Infinity);
}

function stringExample(s: Json): string {
  const format = formatted(s.format);
  if (format !== undefined) return format;
  const patterns: string[] = s.patterns ?? (s.pattern ? [s.pattern] : []);
  if (patterns.length) {
    // A date or a time a few days ahead where the pattern takes one (an interview, a deadline).
    const soon = [formatted('date-time')!, formatted('date')!, formatted('date-time')!.replace('.000Z', '+08:00')];
    const dated = soon.find((value) => patterns.every((p) => new RegExp(p, 'u').test(value)));
    if (dated !== undefined) return dated;
    const found = fc
      .sample(matching(patterns), { seed: 42, numRuns: 200 })
      .find((value) => lengthOk(s, value) && /\S/.test(value));
    if (found !== undefined) return found;
  }
  const min = Math.max(s.minLength ?? 1, 1);
  const max = s.maxLength ?? 8;
  return '测试内容abcdefgh'.repeat(Math.ceil(min / 12)).slice(0, Math.max(min, Math.min(max, 6)));
}

// ---- Arbitraries ------------------------------------------------------------------------------------------

/**
 * Values the document calls valid, for the document-vs-validation property: a value the document accepts
 * must pass the route's zod schema (or fail only a rule the document cannot state).
 */
export function arbitraryOf(tools: SchemaTools, schema: Json, depth = 0): fc.Arbitrary<Json> {
  const s = tools.deref(schema) ?? {};
  const nullable = (arb: fc.Arbitrary<Json>) => (s.nullable ? fc.option(arb, { nil: null }) : arb);
  if (s.oneOf || s.anyOf)
    return nullable(fc.oneof(...(s.oneOf ?? s.anyOf).map((part: Json) => arbitraryOf(tools, part, depth))));
  if (s.allOf) return arbitraryOf(tools, mergeAllOf(tools, s), depth);
  if (Array.isArray(s.enum)) return fc.constantFrom(...s.enum);
  switch (s.type) {
    case 'integer': {
      const min = Math.max((s.minimum ?? -1e6) + (s.exclusiveMinimum === true ? 1 : 0), -Number.MAX_SAFE_INTEGER);
      const max = Math.min(s.maximum ?? 1e6, Number.MAX_SAFE_INTEGER);
      return nullable(fc.integer({ min: Math.max(min, -1e9), max: Math.min(max, Math.max(min, -1e9) + 2e9) }));
    }
    case 'number':
      return nullable(
        fc
          .double({ min: s.minimum ?? -1e6, max: s.maximum ?? 1e6, noNaN: true, noDefaultInfinity: true })
          .filter((n) => s.exclusiveMinimum !== true || n > s.minimum),
      );
    case 'boolean':
      return nullable(fc.boolean());
    case 'array':
      return nullable(
        fc.array(arbitraryOf(tools, s.items ?? {}, depth + 1), {
          minLength: s.minItems ?? 0,
          maxLength: Math.min(s.maxItems ?? 3, Math.max(s.minItems ?? 0, 3)),
        }),
      );
    case 'object':
    case undefined: {
      if (!s.properties || depth > 6) return fc.constant(s.type === 'object' ? {} : 'x');
      const required = new Set<string>(s.required ?? []);
      return nullable(
        fc.record(
          Object.fromEntries(
            Object.entries<Json>(s.properties).map(([key, value]) => [key, arbitraryOf(tools, value, depth + 1)]),
          ),
          { requiredKeys: Object.keys(s.properties).filter((key) => required.has(key)) },
        ),
      );
    }
    default:
      return nullable(stringArbitrary(s));
  }
}

function stringArbitrary(s: Json): fc.Arbitrary<string> {
  const min = s.minLength ?? 0;
  const max = Math.min(s.maxLength ?? min + 12, min + 40);
  switch (s.format) {
    case 'date':
      return fc
        .date({ min: new Date('1950-01-01'), max: new Date('2090-12-31'), noInvalidDate: true })
        .map((d) => d.toISOString().slice(0, 10));
    case 'date-time':
      return fc
        .date({ min: new Date('2000-01-01'), max: new Date('2090-12-31'), noInvalidDate: true })
        .map((d) => d.toISOString());
    case 'uri':
    case 'url':
      return fc.webUrl().filter((value) => lengthOk(s, value));
    default:
  }
  const patterns: string[] = s.patterns ?? (s.pattern ? [s.pattern] : []);
  if (patterns.length) {
    return matching(patterns).filter((value) => lengthOk(s, value));
  }
  return fc.string({ minLength: min, maxLength: max, unit: 'grapheme' });
}

// ---- Hostile values ---------------------------------------------------------------------------------------

/** Nested objects `depth` deep: {"a":{"a":...}} */
export function deeplyNested(depth: number): Json {
  let value: Json = 1;
  for (let i = 0; i < depth; i += 1) value = { a: value };
  return value;
}

/** What every parameter and body field is sent, one at a time, in place of its valid value. */
export const HOSTILE: Array<[string, Json]> = [
  ['sql', "' OR 1=1 --"],
  ['sql-union', '1 UNION SELECT password_hash FROM users --'],
  ['script', '<script>alert(1)</script>'],
  ['nul', 'a\u0000b'],
  ['lone-surrogate', '\ud800'],
  ['10KB', 'x'.repeat(10_240)],
  ['huge', 1e308],
  // Past Number.MAX_SAFE_INTEGER: exact in a double, beyond what an integer id may be.
  ['beyond-safe', 2 ** 53 + 2],
  // Past PostgreSQL's integer columns (SQLite takes it).
  ['2^31', 2_147_483_648],
  ['negative', -1],
  ['fraction', 1.5],
  ['empty', ''],
  ['bool', true],
  ['null', null],
  ['object', { $gt: '' }],
  ['array', ['a', 'b']],
  ['deep-1000', deeplyNested(1000)],
];

/** The same as query or path text. */
export const HOSTILE_TEXT: Array<[string, string | string[]]> = [
  ['sql', "' OR 1=1 --"],
  ['script', '<script>alert(1)</script>'],
  ['nul', 'a\u0000b'],
  ['lone-surrogate', '\ud800'],
  ['10KB', 'x'.repeat(10_240)],
  ['1e12', '1e12'],
  ['2^31', '2147483648'],
  ['huge', '99999999999999999999999'],
  ['negative', '-1'],
  ['fraction', '1.5'],
  ['NaN', 'NaN'],
  ['empty', ''],
  ['traversal', '../../../etc/passwd'],
  ['array', ['1', '2']],
];

/**
 * Percent-encoding of any string, lone surrogates included (encodeURIComponent throws on them): what a
 * client that does not check its strings sends.
 */
export function percentEncode(value: string): string {
  let out = '';
  for (let i = 0; i < value.length; i += 1) {
    const code = value.charCodeAt(i);
    if (code >= 0xd800 && code <= 0xdfff) {
      const pair = code <= 0xdbff ? value.charCodeAt(i + 1) : NaN;
      if (pair >= 0xdc00 && pair <= 0xdfff) {
        out += encodeURIComponent(value[i] + value[i + 1]);
        i += 1;
      } else {
        // CESU-style bytes of the lone surrogate: invalid UTF-8, as a careless encoder sends it.
        out +=
          `%${(0xe0 | (code >> 12)).toString(16)}%${(0x80 | ((code >> 6) & 0x3f)).toString(16)}%${(0x80 | (code & 0x3f)).toString(16)}`.toUpperCase();
      }
    } else {
      out += encodeURIComponent(value[i]);
    }
  }
  return out;
}

/** The query string of an object: arrays as repeated keys, objects as JSON text. */
export function queryString(query: Record<string, unknown>): string {
  const parts: string[] = [];
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) {
      const text = item !== null && typeof item === 'object' ? JSON.stringify(item) : String(item);
      parts.push(`${percentEncode(key)}=${percentEncode(text)}`);
    }
  }
  return parts.join('&');
}

/** As Fastify's query parser reads it (repeated keys become arrays): what ajv checks against the document. */
export function parsedQuery(query: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(query)
      .filter(([, value]) => value !== undefined)
      .map(([key, value]) => [
        key,
        Array.isArray(value)
          ? value.map(String)
          : value !== null && typeof value === 'object'
            ? JSON.stringify(value)
            : String(value),
      ]),
  );
}

// ---- Answers ----------------------------------------------------------------------------------------------

/** Internals that must never reach a client: a stack frame, SQL, a driver's words, a file path. */
const LEAKS: Array<[string, RegExp]> = [
  ['stack frame', /\bat \S+ \(?[^)\s]*:\d+:\d+\)?/],
  ['error class', /\b(TypeError|ReferenceError|RangeError|SyntaxError|SqliteError|DatabaseError|ZodError)\b/],
  [
    'SQL',
    /\b(select\s.+\sfrom|insert\s+into|update\s+\S+\s+set|delete\s+from)\b|\bSQLITE_|\bsyntax error at\b|\brelation "/i,
  ],
  ['file path', /(\/(work|home|tmp|usr|var|app|srv|opt)\/|node_modules|[A-Z]:\\|\.(ts|js):\d+)/],
];

export function leakIn(text: string): string | undefined {
  for (const [what, pattern] of LEAKS) {
    const match = pattern.exec(text);
    if (match) return `${what}: ${match[0]}`;
  }
  return undefined;
}

/** The media type of a Content-Type header, without parameters. */
export function mediaType(header: unknown): string {
  return String(header ?? '')
    .split(';')[0]
    .trim()
    .toLowerCase();
}

/** The schema of the value at `path` inside `schema` (objects' properties, arrays' items, a union's first branch). */
export function schemaAt(tools: SchemaTools, schema: Json, path: PropertyKey[]): Json | undefined {
  let current = schema;
  for (const part of path) {
    let s = tools.deref(current);
    while (s && (s.anyOf || s.oneOf)) s = tools.deref((s.anyOf ?? s.oneOf)[0]);
    current = typeof part === 'number' ? s?.items : s?.properties?.[String(part)];
    if (current === undefined) return undefined;
  }
  return current;
}

/** `value` with `path` set to `item` (copies along the path). */
export function setAt(value: Json, path: PropertyKey[], item: Json): Json {
  if (path.length === 0) return item;
  const [head, ...rest] = path;
  const copy = Array.isArray(value) ? [...value] : { ...(value ?? {}) };
  copy[head as string] = setAt(copy[head as string], rest, item);
  return copy;
}
