/**
 * Security headers on every answer (@fastify/helmet) and CORS closed by default (@fastify/cors).
 *
 * The H5 app is served by this server under /admin-pc/ and talks to /api on the same origin. Its
 * Content-Security-Policy lets it run only our own scripts (no inline script, no eval, no third-party host),
 * so injected markup cannot run code or send data elsewhere; `frame-ancestors 'self'` keeps other sites from
 * framing it (click-jacking); `nosniff` keeps an upload from being run as a script or a page. Each allowance
 * is explained where it is written and in docs/decisions.md (Security headers).
 *
 * CORS: browsers need none for the app (same origin); other origins are refused unless listed exactly in
 * CORS_ORIGINS.
 *
 * Registered before auth, the rate limit and the routes: their onRequest hooks may answer (401, 429, a CORS
 * preflight) and those answers carry the headers too. Routes still set their own Cache-Control,
 * Content-Disposition and the like; helmet sets none of those.
 */
import type { IncomingMessage } from 'node:http';
import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

export interface SecurityHeadersOptions {
  /** Exact origins whose pages may call the API from a browser (CORS_ORIGINS); empty: none. */
  corsOrigins: string[];
  /**
   * PUBLIC_BASE_URL: an H5 build whose API base (TARO_APP_API_BASE) is that origin calls it and opens its
   * socket there, which may not be the origin the page was loaded from.
   */
  publicBaseUrl?: string;
  /** Origins images may come from besides this server (object storage, a CDN), e.g. https://cdn.example.com. */
  imgOrigins: string[];
}

/** A Host header worth echoing into the policy: a name or an IP, an optional port, nothing else. */
const PLAIN_HOST = /^(?:[a-z0-9-]+(?:\.[a-z0-9-]+)*|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;

/** The host each raw request was addressed to (as Fastify reads it, TRUST_PROXY included). */
const socketHosts = new WeakMap<IncomingMessage, string>();

/**
 * ws:// and wss:// of the host the page was loaded from: the app's chat socket (/api/ws). CSP 3 lets 'self'
 * cover them, but Safari before 15.4 (iOS >= 12 is supported) does not, so they are named.
 */
function socketSources(req: IncomingMessage): string {
  const host = socketHosts.get(req);
  return host ? `ws://${host} wss://${host}` : '';
}

function originSources(url: string | undefined): string[] {
  if (!url) return [];
  const origin = new URL(url).origin;
  return [origin, origin.replace(/^http/, 'ws')];
}

/**
 * For the few answers Fastify sends before any hook runs (a path the router cannot read: plugins/errors.ts
 * handleFrameworkError). Their body is a fixed JSON envelope that loads nothing, so the strictest policy fits.
 */
export const NO_HOOK_SECURITY_HEADERS = {
  'content-security-policy': "default-src 'none'; frame-ancestors 'self'",
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'SAMEORIGIN',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'cross-origin-resource-policy': 'same-origin',
} as const;

export const securityHeadersPlugin = fp(
  async (app: FastifyInstance, options: SecurityHeadersOptions) => {
    app.addHook('onRequest', async (request) => {
      if (PLAIN_HOST.test(request.host)) socketHosts.set(request.raw, request.host);
    });

    await app.register(helmet, {
      contentSecurityPolicy: {
        // Every directive is listed here: the policy is exactly what this file says.
        useDefaults: false,
        directives: {
          'default-src': ["'self'"],
          // Our bundles only (js/ and the boot script, dist/h5/boot.js); no inline script,
          // no eval, no inline event handler.
          'script-src': ["'self'"],
          'script-src-attr': ["'none'"],
          // 'unsafe-inline' is needed (without it Chromium reports violations on every page): Taro's H5 runtime
          // and NutUI add <style> elements at run time, style attributes come through markup (the page loader,
          // src/lib/platform/page-loader.ts), index.html paints its first frame with a <style>, and swagger-ui at
          // /api/docs does the same. A nonce cannot reach elements made at run time. Styles cannot run script.
          'style-src': ["'self'", "'unsafe-inline'"],
          // data: for the SVGs inlined in our CSS and the favicon; blob: for images previewed before upload
          // (URL.createObjectURL); imgOrigins for a CDN or object storage serving uploads.
          'img-src': ["'self'", 'data:', 'blob:', ...options.imgOrigins],
          // data: for the weui icon font (toasts, icons) that Taro's components inline in the styles they add.
          'font-src': ["'self'", 'data:'],
          // The API and its socket: same origin, and PUBLIC_BASE_URL's when the build points there. blob:
          // because Taro's H5 uploadFile reads the picked file (a blob: URL) with XMLHttpRequest before sending it.
          'connect-src': ["'self'", 'blob:', socketSources, ...originSources(options.publicBaseUrl)],
          'object-src': ["'none'"],
          'base-uri': ["'self'"],
          'form-action': ["'self'"],
          'frame-ancestors': ["'self'"],
          // No upgrade-insecure-requests: servers on plain http (a LAN address, a demo) would have every
          // asset upgraded to an https that does not answer. Behind TLS, helmet's default HSTS does the job.
        },
      },
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
      // The resources stay same-origin, unless other origins are allowed to use the API: their pages then
      // show its images (/api/uploads) too.
      crossOriginResourcePolicy: { policy: options.corsOrigins.length > 0 ? 'cross-origin' : 'same-origin' },
    });

    const allowed = new Set(options.corsOrigins);
    await app.register(cors, {
      // false answers no CORS header at all, so the browser refuses; an unknown origin's preflight is a 404.
      origin: (origin, callback) => callback(null, origin !== undefined && allowed.has(origin)),
      methods: ['GET', 'HEAD', 'POST', 'PUT', 'DELETE'],
      allowedHeaders: ['Authorization', 'Content-Type', 'Accept-Language'],
      // Bearer tokens, no cookies.
      credentials: false,
      maxAge: 600,
    });
  },
  { name: 'security-headers' },
);
