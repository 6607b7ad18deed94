/**
 * Registers a route from its descriptor (common/call.ts): method, path, access, request and response schemas
 * and the OpenAPI words all come from `common/<domain>.ts`, so the route file adds only what runs here: the
 * handler and, where a route needs them, hooks and route config (rate limits, the public cache, body limits).
 *
 *   route(app, oaCalls.staffFacets, async (request) => ok(await staff.facets(me(request))));
 *
 * The handler's request is typed from the descriptor's schemas and its answer must match the descriptor's
 * (`ok(data)` for `data`, `page(rows, total)` for `page`, `done()` for `done`; a `file` or `stream` answer
 * is sent on the reply).
 */
import type { Call, CallAccess, CallSpec } from '@common/call';
import type {
  FastifyContextConfig,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  onRequestHookHandler,
  preHandlerHookHandler,
  RawServerDefault,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AuthRequirement } from './caller';
import { doneSchema, okSchema, pageSchema, type DoneBody, type OkBody, type PageBody } from './envelope';

type Out<S> = S extends z.ZodType ? z.output<S> : unknown;
type In<S> = S extends z.ZodType ? z.input<S> : unknown;

/** The request a handler of this call receives (params, query and body as the schemas parse them). */
export type CallRequest<S extends CallSpec> = FastifyRequest<{
  Params: Out<S['params']>;
  Querystring: Out<S['query']>;
  Body: Out<S['body']>;
}>;

/** What a handler of this call answers. */
export type CallReply<S extends CallSpec> = S['answer'] extends 'data'
  ? OkBody<In<S['response']>>
  : S['answer'] extends 'page'
    ? PageBody<In<S['response']>> &
        (S['pageExtra'] extends z.ZodRawShape ? z.input<z.ZodObject<S['pageExtra']>> : unknown)
    : S['answer'] extends 'done'
      ? DoneBody
      : FastifyReply;

export type CallHandler<S extends CallSpec> = (
  request: CallRequest<S>,
  reply: FastifyReply,
) => Promise<CallReply<S>> | CallReply<S>;

/** What a route file may add to its descriptor: hooks and route config that only the server knows. */
export interface RouteExtras {
  config?: Omit<FastifyContextConfig, 'auth'>;
  onRequest?: onRequestHookHandler | onRequestHookHandler[];
  preHandler?: preHandlerHookHandler | preHandlerHookHandler[];
  bodyLimit?: number;
  /** Another path answering the same call (a spelling older clients send), left out of the document. */
  alias?: string;
  /** HTTP statuses other than 200 that answer the success's body too (the health check's 503). */
  alsoAnswersWith?: readonly number[];
}

/** The auth plugin's requirement for an access level (plugins/auth.ts reads `config.auth`). */
const REQUIREMENTS: Record<CallAccess, AuthRequirement | undefined> = {
  public: undefined,
  optional: undefined,
  user: true,
  seeker: { identity: 'seeker' },
  recruiter: { identity: 'recruiter' },
  operator: { role: 'operator' },
};

/** The Fastify schema of a descriptor: tags, words, request schemas, and the success in its envelope. */
export function routeSchema(call: Call) {
  const success =
    call.answer === 'data'
      ? okSchema(call.response ?? z.unknown())
      : call.answer === 'page'
        ? pageSchema(call.response ?? z.unknown()).extend(call.pageExtra ?? {})
        : call.answer === 'done'
          ? doneSchema
          : undefined;
  return {
    tags: [call.tag],
    summary: call.summary,
    ...(call.description ? { description: call.description } : {}),
    ...(call.params ? { params: call.params } : {}),
    ...(call.query ? { querystring: call.query } : {}),
    ...(call.body ? { body: call.body } : {}),
    ...(call.upload ? { consumes: ['multipart/form-data'] } : {}),
    ...(call.produces ? { produces: [...call.produces] } : {}),
    ...(success ? { response: { 200: success } } : {}),
  };
}

/** The app a route file receives (`FastifyPluginAsyncZod`). */
type ZodApp = FastifyInstance<RawServerDefault, never, never, never, ZodTypeProvider> | FastifyInstance;

export function route<S extends Call>(app: ZodApp, call: S, handler: CallHandler<S>, extras: RouteExtras = {}): void {
  const requirement = REQUIREMENTS[call.access];
  const schema = routeSchema(call);
  const success = schema.response?.[200];
  const response =
    success && extras.alsoAnswersWith
      ? { 200: success, ...Object.fromEntries(extras.alsoAnswersWith.map((status) => [status, success])) }
      : schema.response;
  const options = {
    method: call.method,
    config: { ...extras.config, ...(requirement ? { auth: requirement } : {}) },
    ...(extras.onRequest ? { onRequest: extras.onRequest } : {}),
    ...(extras.preHandler ? { preHandler: extras.preHandler } : {}),
    ...(extras.bodyLimit ? { bodyLimit: extras.bodyLimit } : {}),
    handler: handler as never,
  };
  (app as FastifyInstance).route({ ...options, url: call.path, schema: { ...schema, response } });
  if (extras.alias)
    (app as FastifyInstance).route({ ...options, url: extras.alias, schema: { ...schema, hide: true } });
}
