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
import type { CallAnswer, CallMethod, CallResult, CallSpec } from '@common/call';
import { fillPath } from '@common/call';
import type { z } from 'zod';
import { request, type RequestOptions } from './request';

/**
 * What the app knows of a call at run time: one string, `METHOD path access answer`
 * (`GET oa/staff/:id recruiter data`); its type carries the descriptor's schemas.
 */
export type Endpoint<S extends CallSpec = CallSpec> = string & { readonly spec?: S };

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
export function requestFor(endpoint: Endpoint, input?: object): RequestOptions & { url: string } {
  // METHOD path access answer (the generator writes them so)
  const parts = endpoint.split(' ');
  const filled = fillPath(parts[1], (input ?? {}) as Record<string, unknown>);
  return {
    url: filled.path,
    method: parts[0] as CallMethod,
    data: Object.keys(filled.rest).length ? filled.rest : undefined,
    noAuth: parts[2] === 'public',
    optionalAuth: parts[2] === 'optional',
  };
}

/**
 * Sends the call; resolves the envelope and what the call resolves to. Plain parameters and promise chains
 * rather than a rest tuple and async functions: this runs in every page, and both compile into helper code.
 */
function send(endpoint: Endpoint, input?: object, options?: CallOptions) {
  // Started in a then, so that a bad input (a missing path parameter) rejects like any failed call.
  return Promise.resolve()
    .then(() => request(Object.assign(requestFor(endpoint, input), options)))
    .then((body) => {
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
      return { body, result };
    });
}

/** Calls the endpoint; resolves its data, its page (`{rows, total, ...}`), or nothing. */
export const call = ((endpoint: Endpoint, input?: object, options?: CallOptions) =>
  send(endpoint, input, options).then((sent) => sent.result)) as <S extends CallSpec>(
  endpoint: Endpoint<S>,
  ...args: Args<S>
) => Promise<CallResult<S>>;

/** The same call, with the message the server sent with its success (shown to the user as it is). */
export const callWithMessage = ((endpoint: Endpoint, input?: object, options?: CallOptions) =>
  send(endpoint, input, options).then((sent) => ({ data: sent.result, msg: sent.body.msg }))) as <S extends CallSpec>(
  endpoint: Endpoint<S>,
  ...args: Args<S>
) => Promise<{ data: CallResult<S>; msg: string }>;
