/**
 * Every route as Fastify registers it, for tests that walk the whole API (the authorization matrix, the
 * OpenAPI conformance): an onRoute hook on each root instance, added before app.ts registers anything, so
 * it sees every route of every plugin (also those the OpenAPI document hides). In a test file:
 *
 *   jest.mock('fastify', () => jest.requireActual('./route-log').fastifyWithRouteLog());
 *   import { routeLog } from './route-log';
 */
import type { RouteOptions } from 'fastify';

export const routeLog: RouteOptions[] = [];

export function fastifyWithRouteLog() {
  const actual = jest.requireActual('fastify');
  const withRouteLog = (options: unknown) => {
    const app = actual(options);
    app.addHook('onRoute', (route: RouteOptions) => routeLog.push(route));
    return app;
  };
  return Object.assign(withRouteLog, actual, { default: withRouteLog, fastify: withRouteLog });
}
