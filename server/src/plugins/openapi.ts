/**
 * OpenAPI document built from the routes' zod schemas: UI at /api/docs, JSON at /api/docs/json.
 * Register before the routes (swagger collects them as they are added).
 *
 * The routes declare their successes; what every route can also answer is added here, once (`withRefusals`):
 * the refusal envelope (the `Refusal` component) next to each success on HTTP 200, and the transport
 * statuses that can happen (404 with a path parameter, 413/415 where a body can be sent, 429 where the
 * per-address limit counts). server/test/openapi-conformance.test.ts sends every operation valid and
 * hostile requests and checks each answer against this document.
 */
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { version } from '../../../package.json';
import { NOT_BLANK as NOT_BLANK_PATTERN } from '@common/validation';
import { refusalSchema } from '../http/envelope';

const REFUSAL = { $ref: '#/components/schemas/Refusal' };
const json = (schema: object) => ({ 'application/json': { schema } });

/** Transport refusals keep their HTTP status; the body is the same envelope. */
const TRANSPORT = {
  404: 'Unknown resource, or a path parameter the router cannot read',
  413: 'The body or the file is too large',
  415: 'A content type (or a file type) this operation does not take',
  429: 'Too many calls from this address (or of this kind) for now',
} as const;

/** Methods whose requests may carry a body (Fastify reads it, so 413 and 415 can happen). */
const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

type Json = Record<string, unknown>;
type TransformInput = Parameters<typeof jsonSchemaTransform>[0] & { route: RouteOptions };

/**
 * The document of one route: its own schemas (fastify-type-provider-zod), plus what every route answers
 * besides its success. Answers of a route without a 200 schema are files (the route's `produces` types).
 */
function withRefusals(input: TransformInput): ReturnType<typeof jsonSchemaTransform> {
  const out = jsonSchemaTransform(input);
  const schema = out.schema as Json | undefined;
  if (!schema || schema.hide) return out;
  const { route } = input;
  const methods = [route.method].flat().map((method) => String(method).toUpperCase());
  const response: Json = { ...((schema.response as Json | undefined) ?? {}) };

  const success = response[200] as Json | undefined;
  if (success) {
    response[200] = {
      description: 'Success (body code 200), or a refusal on HTTP 200 (body code 401, 403, 502)',
      content: json({ oneOf: [success, REFUSAL] }),
    };
  } else {
    const produces = (schema.produces as string[] | undefined) ?? ['application/octet-stream'];
    response[200] = {
      description: 'The file, or a refusal on HTTP 200 (application/json, body code 401, 403, 502)',
      content: {
        ...Object.fromEntries(produces.map((type) => [type, { schema: { type: 'string', format: 'binary' } }])),
        ...json(REFUSAL),
      },
    };
  }
  const statuses: Array<keyof typeof TRANSPORT> = [];
  if (route.url.includes(':')) statuses.push(404);
  if (methods.some((method) => BODY_METHODS.has(method))) statuses.push(413, 415);
  if ((route.config as { rateLimit?: unknown } | undefined)?.rateLimit !== false) statuses.push(429);
  for (const status of statuses) {
    response[status] ??= { description: TRANSPORT[status], content: json(REFUSAL) };
  }

  // A multipart route reads its file itself (no body schema): say what to send.
  const consumes = schema.consumes as string[] | undefined;
  const body =
    schema.body ??
    (consumes?.includes('multipart/form-data')
      ? {
          type: 'object',
          description: 'The file in field `file`; text fields (if the operation names any) before it',
          properties: { file: { type: 'string', format: 'binary' } },
          required: ['file'],
          additionalProperties: { type: 'string' },
        }
      : undefined);
  return { ...out, schema: { ...schema, response, ...(body ? { body } : {}) } };
}

/** Formats zod names its string checks by (`startsWith` -> 'starts_with'); the pattern beside says it. */
const ZOD_FORMATS = new Set(['starts_with', 'ends_with', 'includes', 'lowercase', 'uppercase', 'regex']);

/** requiredString's "not blank" pattern, as the document writes it. */
const NOT_BLANK = NOT_BLANK_PATTERN.source;
const refusesBlanks = (pattern: string) =>
  ['', ' ', '   ', '\t'].every((blank) => !new RegExp(pattern, 'u').test(blank));

/**
 * Tidies zod's output: drops formats that are no OpenAPI or JSON Schema format (validators and generators
 * stop at them), and the "not blank" pattern where another pattern of the string refuses blanks already
 * (a phone number reads `pattern: ^1[3-9]\d{9}$`, not an allOf of both).
 */
function tidied<T>(value: T): T {
  if (Array.isArray(value)) return value.map(tidied) as T;
  if (!value || typeof value !== 'object') return value;
  const out: Json = Object.fromEntries(
    Object.entries(value)
      .filter(([key, item]) => !(key === 'format' && ZOD_FORMATS.has(String(item))))
      .map(([key, item]) => [key, tidied(item)]),
  );
  const parts = out.allOf as Json[] | undefined;
  if (Array.isArray(parts) && parts.every((part) => Object.keys(part).every((k) => k === 'type' || k === 'pattern'))) {
    const patterns = parts.map((part) => String(part.pattern));
    const others = patterns.filter((pattern) => pattern !== NOT_BLANK);
    const kept = others.some(refusesBlanks) ? others : patterns;
    if (kept.length === 1) {
      delete out.allOf;
      out.pattern = kept[0];
    } else out.allOf = kept.map((pattern) => ({ type: 'string', pattern }));
  }
  return out as T;
}

/** The document's components: the zod registry's (recursive schemas such as RegionNode), and Refusal. */
function withComponents(input: Parameters<typeof jsonSchemaTransformObject>[0]) {
  const document = tidied(jsonSchemaTransformObject(input)) as Json & {
    components: { schemas: Json };
    paths?: Record<string, Record<string, { parameters?: Json[] }>>;
  };
  // An empty value is the parameter left out (http/params.ts parseQuery): allowed where it may be left out,
  // and no value of a required one.
  for (const item of Object.values(document.paths ?? {})) {
    for (const operation of Object.values(item)) {
      for (const parameter of operation.parameters ?? []) {
        if (parameter.in !== 'query') continue;
        if (!parameter.required) parameter.allowEmptyValue = true;
        else if ((parameter.schema as Json | undefined)?.type === 'string') (parameter.schema as Json).minLength ??= 1;
      }
    }
  }
  const refusal = z.toJSONSchema(refusalSchema, { target: 'openapi-3.0', io: 'output' }) as Json;
  delete refusal.$schema;
  const schemas: Json = { ...document.components.schemas, Refusal: refusal };
  // The registry's input twins (`RegionNodeInput`) are listed whether or not a request uses them.
  const text = JSON.stringify(document.paths ?? {});
  for (const name of Object.keys(schemas)) {
    if (name.endsWith('Input') && !text.includes(`"#/components/schemas/${name}"`)) delete schemas[name];
  }
  return { ...document, components: { ...document.components, schemas } };
}

export const openapiPlugin = fp(
  async (app: FastifyInstance, options: { publicBaseUrl?: string }) => {
    await app.register(swagger, {
      openapi: {
        openapi: '3.0.3',
        info: {
          title: 'Job marketplace API',
          version,
          description:
            'Envelope: HTTP 200 with {code: 200, msg, data} or, for lists, {code: 200, msg, rows, total} (pageNum/pageSize, ' +
            'default 10, max 50). A refusal is the Refusal envelope {code, msg, key}: on HTTP 200 with body code 401 (not ' +
            'logged in / token expired or revoked), 403 (not allowed), 502 (refused, msg is for the user: validation ' +
            'failures too), 500 (unexpected); HTTP 404/413/415/429 keep their status with the same code in the body. ' +
            'Clients branch on key, never on msg. Text holding NUL or a lone UTF-16 surrogate is refused everywhere ' +
            '(key validation.characters). Unknown query parameters and body fields are ignored; an empty query value ' +
            'is the parameter left out. Lengths count UTF-16 units as JavaScript does (an emoji counts 2). ' +
            'Messages follow the user language, else Accept-Language (zh-Hans default, en).',
        },
        servers: options.publicBaseUrl ? [{ url: options.publicBaseUrl }] : [],
        components: {
          securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
        },
      },
      transform: withRefusals as never,
      transformObject: withComponents as never,
    });
    await app.register(swaggerUi, { routePrefix: '/api/docs' });
  },
  { name: 'openapi' },
);
