/**
 * OpenAPI document built from the routes' zod schemas: UI at /api/docs, JSON at /api/docs/json.
 * Register before the routes (swagger collects them as they are added).
 */
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { version } from '../../../package.json';

export const openapiPlugin = fp(
  async (app: FastifyInstance, options: { publicBaseUrl?: string }) => {
    await app.register(swagger, {
      openapi: {
        openapi: '3.0.3',
        info: {
          title: 'Job marketplace API',
          version,
          description:
            'Envelope: HTTP 200 with {code, msg, data} or, for lists, {code, msg, rows, total} (pageNum/pageSize, ' +
            'default 10, max 50). Body codes: 200 ok, 401 not logged in / token expired or revoked, 403 not allowed, ' +
            '502 refused (msg is for the user), 500 unexpected. HTTP 404/413/415/429 keep their status. ' +
            'Messages follow the user language, else Accept-Language (zh-Hans default, en).',
        },
        servers: options.publicBaseUrl ? [{ url: options.publicBaseUrl }] : [],
        components: {
          securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
        },
      },
      transform: jsonSchemaTransform,
    });
    await app.register(swaggerUi, { routePrefix: '/api/docs' });
  },
  { name: 'openapi' },
);
