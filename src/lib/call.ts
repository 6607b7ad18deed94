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

/**
 * What the app knows of a call at run time: one string, `METHOD path access answer`
 * (`GET oa/staff/:id recruiter data`); its type carries the descriptor's schemas.
 */
export type Endpoint<S extends CallSpec = CallSpec> = string & { readonly spec?: S };

/** The parts of an endpoint's text. */
export function endpointParts(endpoint: Endpoint): {
  method: CallMethod;
  path: string;
  access: CallAccess;
  answer: CallAnswer;
} {
  const [method, path, access, answer] = endpoint.split(' ');
  return { method: method as CallMethod, path, access: access as CallAccess, answer: answer as CallAnswer };
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
  const { method, path: template, access } = endpointParts(endpoint);
  const { path, rest } = fillPath(template, input as Record<string, unknown>);
  const hasFields = Object.keys(rest).length > 0;
  return {
    url: path,
    method,
    data: hasFields ? rest : undefined,
    noAuth: access === 'public',
    optionalAuth: access === 'optional',
  };
}

/** Sends the call; resolves the envelope and what the call resolves to (written plainly: it is in every page). */
async function send<S extends CallSpec>(endpoint: Endpoint<S>, args: Args<S>) {
  const body = await request(Object.assign(requestFor(endpoint, args[0]), args[1]));
  const answer = endpoint.split(' ')[3] as CallAnswer;
  let result: unknown;
  if (answer === 'data') result = body.data;
  else if (answer === 'page') {
    const page = Object.assign({}, body) as unknown as Record<string, unknown>;
    delete page.code;
    delete page.msg;
    page.rows = page.rows ?? [];
    page.total = page.total ?? 0;
    result = page;
  }
  return { body, result: result as CallResult<S> };
}

export async function call<S extends CallSpec>(endpoint: Endpoint<S>, ...args: Args<S>): Promise<CallResult<S>> {
  return (await send(endpoint, args)).result;
}

/** The same call, with the message the server sent with its success (shown to the user as it is). */
export async function callWithMessage<S extends CallSpec>(
  endpoint: Endpoint<S>,
  ...args: Args<S>
): Promise<{ data: CallResult<S>; msg: string }> {
  const { body, result } = await send(endpoint, args);
  return { data: result, msg: body.msg };
}
