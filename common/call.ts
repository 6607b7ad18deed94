/**
 * One descriptor per API call: method, path, who may call it, the request and response schemas and what the
 * success answers. The server registers each route from its descriptor (server/src/http/route.ts: the route
 * file adds only the handler and its hooks), the OpenAPI document is built from the same schemas, and the app
 * calls through `src/api/<domain>.ts`, generated from these descriptors with type-only imports
 * (`npm run api:client`), so no app call site writes a URL or a response type, and no schema that only the
 * server needs travels in the app's bundles.
 *
 * Each domain declares its calls in `common/<domain>.ts` with `defineCalls('<tag>', { name: {...} })`.
 */
import type { z } from 'zod';

export type CallMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * Who may call:
 * - `public`: anyone; the app sends no token;
 * - `optional`: anyone; the app sends the token when it has one (public data with the caller's extras);
 * - `user`: any logged-in user; `seeker` / `recruiter`: a logged-in user in that identity;
 * - `operator`: a platform operator.
 */
export type CallAccess = 'public' | 'optional' | 'user' | 'seeker' | 'recruiter' | 'operator';

/**
 * What a success answers:
 * - `data`: `{code, msg, data}` with `data` of the response schema;
 * - `page`: `{code, msg, rows, total}` with rows of the response schema (plus `pageExtra` fields);
 * - `done`: `{code, msg}`;
 * - `file`: the bytes of a file (`produces` names its media types); refusals are the usual envelope;
 * - `stream`: NDJSON lines (`produces`), for the assistant's answers; refusals before it starts are the envelope.
 */
export type CallAnswer = 'data' | 'page' | 'done' | 'file' | 'stream';

/** An object schema (path parameters, query strings). */
export type ObjectSchema = z.ZodObject<z.ZodRawShape>;

export interface CallSpec {
  method: CallMethod;
  /** Under `/api`, in Fastify's form: `/oa/staff/:id`. */
  path: string;
  access: CallAccess;
  answer: CallAnswer;
  params?: ObjectSchema;
  query?: ObjectSchema;
  /** A JSON body. A multipart upload (field `file`) says `upload: true` instead. */
  body?: z.ZodType;
  upload?: true;
  /** `data`: the data; `page`: one row. */
  response?: z.ZodType;
  /** `page` answers that carry more than rows and total (e.g. counts per status). */
  pageExtra?: z.ZodRawShape;
  /** `file` and `stream`: the media types of the answer. */
  produces?: readonly string[];
  summary: string;
  description?: string;
}

/** A call as the server and the generator see it: its spec, its OpenAPI tag and its name in the domain. */
export type Call<S extends CallSpec = CallSpec> = S & { readonly tag: string; readonly name: string };

/**
 * Declares a domain's calls: `export const oaCalls = /* @__PURE__ *\/ defineCalls('oa', () => ({ staffFacets:
 * { method: 'GET', ... } }))`. The calls come from a function and the call is marked pure so that the app's
 * bundler, which sees the descriptors only through type imports, drops them with every schema they name
 * (an object written in place would count as run at load: `pageQuery.extend(...)` is a call).
 */
export function defineCalls<const T extends Record<string, CallSpec>>(
  tag: string,
  calls: () => T,
): { readonly [K in keyof T]: T[K] & { readonly tag: string; readonly name: K & string } } {
  const named: Record<string, Call> = {};
  for (const [name, spec] of Object.entries(calls())) named[name] = { ...spec, tag, name };
  return named as never;
}

type Out<S> = S extends z.ZodType ? z.output<S> : unknown;
type Shape<S> = S extends z.ZodType ? z.output<S> : object;

/** The one object the app passes: path parameters, query and body fields side by side. */
export type CallInput<S extends CallSpec> = Shape<S['params']> & Shape<S['query']> & Shape<S['body']>;

/** What the app's `call` resolves to. */
export type CallResult<S extends CallSpec> = S['answer'] extends 'data'
  ? Out<S['response']>
  : S['answer'] extends 'page'
    ? { rows: Out<S['response']>[]; total: number } & (S['pageExtra'] extends z.ZodRawShape
        ? z.output<z.ZodObject<S['pageExtra']>>
        : unknown)
    : void;

/** The names of a path's parameters: `/oa/projects/:id/members/:staffId` -> ['id', 'staffId']. */
export function pathParamNames(path: string): string[] {
  return [...path.matchAll(/:([A-Za-z0-9_]+)/g)].map((m) => m[1]);
}

/**
 * The path with its parameters filled in (each one URL-encoded), and the input left over. A parameter the
 * input lacks is an error in the caller, not a request to send.
 */
export function fillPath(
  path: string,
  input: Record<string, unknown>,
): { path: string; rest: Record<string, unknown> } {
  const rest = { ...input };
  const filled = path.replace(/:([A-Za-z0-9_]+)/g, (_, name: string) => {
    const value = rest[name];
    if (value === undefined || value === null || value === '') throw new Error(`${path}: no value for :${name}`);
    delete rest[name];
    return encodeURIComponent(String(value));
  });
  return { path: filled, rest };
}
