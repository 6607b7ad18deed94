/**
 * Calls the API through an endpoint of `src/api/<domain>.ts` (generated from the descriptors in
 * `common/<domain>.ts`): the endpoint names the method, the path and who may call it, and its type carries
 * the request and response schemas, so a call site writes neither a URL nor a response type:
 *
 *   const { rows, total } = await call(staffList, { keyword, pageNum });
 *
 * The input is one object: the path's parameters (`:id`) are taken from it, the rest goes in the query
 * (GET, DELETE) or the body (POST, PUT). Envelope rules, the token and refusals are `request.ts`'s.
 */
import type { CallAccess, CallAnswer, CallMethod, CallResult, CallSpec } from '@common/call';
import { fillPath } from '@common/call';
import type { z } from 'zod';
import { request, type RequestOptions } from './request';

/** What the app knows of a call at run time (strings only); its type carries the descriptor's schemas. */
export interface Endpoint<S extends CallSpec = CallSpec> {
  readonly method: CallMethod;
  /** Without the leading slash: `oa/staff/:id`. */
  readonly path: string;
  readonly access: CallAccess;
  readonly answer: CallAnswer;
  /** Type only: the descriptor this endpoint was generated from. */
  readonly spec?: S;
}

/**
 * What the caller passes. `z.input` says which fields may be left out (a default, an optional field);
 * `z.output` gives coerced query fields (`pageNum`) their real type instead of `unknown`.
 */
type Fields<T> = T extends z.ZodType ? z.input<T> & Partial<z.output<T>> : object;
export type EndpointInput<S extends CallSpec> = Fields<S['params']> & Fields<S['query']> & Fields<S['body']>;

/** The input may be left out when nothing in it is required. */
type Args<S extends CallSpec> =
  object extends EndpointInput<S>
    ? [input?: EndpointInput<S>, options?: CallOptions]
    : [input: EndpointInput<S>, options?: CallOptions];

/** `silent`: the caller shows a refusal itself; `timeout` in ms. */
export type CallOptions = Pick<RequestOptions, 'silent' | 'timeout'>;

/** The request the endpoint and input make (exported for the upload, download and stream helpers). */
export function requestFor(endpoint: Endpoint, input: object = {}): RequestOptions & { url: string } {
  const { path, rest } = fillPath(endpoint.path, input as Record<string, unknown>);
  const hasFields = Object.keys(rest).length > 0;
  return {
    url: path,
    method: endpoint.method,
    data: hasFields ? rest : undefined,
    noAuth: endpoint.access === 'public',
    optionalAuth: endpoint.access === 'optional',
  };
}

export async function call<S extends CallSpec>(endpoint: Endpoint<S>, ...[input, options]: Args<S>) {
  const body = await request({ ...requestFor(endpoint, input), ...options });
  if (endpoint.answer === 'page') {
    const { code: _code, msg: _msg, ...page } = body as unknown as Record<string, unknown>;
    return { ...page, rows: (page.rows as unknown[]) ?? [], total: (page.total as number) ?? 0 } as CallResult<S>;
  }
  return (endpoint.answer === 'data' ? body.data : undefined) as CallResult<S>;
}

/** The same call, with the message the server sent with its success (shown to the user as it is). */
export async function callWithMessage<S extends CallSpec>(
  endpoint: Endpoint<S>,
  ...[input, options]: Args<S>
): Promise<{ data: CallResult<S>; msg: string }> {
  const body = await request({ ...requestFor(endpoint, input), ...options });
  return { data: (endpoint.answer === 'data' ? body.data : undefined) as CallResult<S>, msg: body.msg };
}
