/**
 * Security headers on every answer (API, error envelopes, the H5 app and its files, the API docs) and CORS
 * closed unless CORS_ORIGINS names the origin.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import type { LightMyRequestResponse } from 'fastify';
import { securityHeadersPlugin } from '../src/plugins/security-headers';
import { build, injectAs } from './helpers';

const INDEX = '<!doctype html><html><head><title>职达</title></head><body><div id="app"></div></body></html>';

/** The directives of a Content-Security-Policy header, by name. */
function policy(res: LightMyRequestResponse): Record<string, string[]> {
  const header = res.headers['content-security-policy'];
  expect(typeof header).toBe('string');
  return Object.fromEntries(
    String(header)
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...values]) => [name, values]),
  );
}

function expectSecurityHeaders(res: LightMyRequestResponse): void {
  const csp = policy(res);
  expect(csp['default-src']).toEqual(["'self'"]);
  expect(csp['script-src']).toEqual(["'self'"]);
  expect(csp['script-src-attr']).toEqual(["'none'"]);
  expect(csp['object-src']).toEqual(["'none'"]);
  expect(csp['frame-ancestors']).toEqual(["'self'"]);
  expect(csp['base-uri']).toEqual(["'self'"]);
  expect(csp['img-src']).toEqual(["'self'", 'data:', 'blob:']);
  expect(res.headers['x-content-type-options']).toBe('nosniff');
  expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
  expect(res.headers['cross-origin-resource-policy']).toBe('same-origin');
}

describe('security headers', () => {
  let app: FastifyInstance;
  let h5Dir: string;

  beforeAll(async () => {
    h5Dir = fs.mkdtempSync(path.join(os.tmpdir(), 'jobmarket-h5-'));
    fs.mkdirSync(path.join(h5Dir, 'js'));
    fs.writeFileSync(path.join(h5Dir, 'index.html'), INDEX);
    fs.writeFileSync(path.join(h5Dir, 'js', 'app.3f9a1c2e.js'), 'console.log(1);');
    app = await build({ env: { H5_DIR: h5Dir, SEED_DEMO: 'false' } });
  });
  afterAll(async () => {
    await app.close();
    fs.rmSync(h5Dir, { recursive: true, force: true });
  });

  it('are on an API answer, the socket allowed on the host the page came from', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/health', headers: { host: 'jobs.example.com' } });
    expect(res.statusCode).toBe(200);
    expectSecurityHeaders(res);
    expect(policy(res)['connect-src']).toEqual(["'self'", 'blob:', 'ws://jobs.example.com', 'wss://jobs.example.com']);
    expect(res.headers['x-powered-by']).toBeUndefined();
  });

  it('never echo a Host header that is not a plain host name', async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { host: "evil.example.com 'unsafe-eval'" },
    });
    expect(res.statusCode).toBe(200);
    expect(policy(res)['connect-src']).toEqual(["'self'", 'blob:']);
  });

  it('keep the Cache-Control a route or the auth plugin sets', async () => {
    const caller = await injectAs(app, 'seeker');
    const res = await caller.inject({ method: 'GET', url: '/api/user/userInfos' });
    expect(res.statusCode).toBe(200);
    expectSecurityHeaders(res);
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('are on the 404 envelope of an unknown route and of a path the router cannot read', async () => {
    const unknown = await app.inject({ method: 'GET', url: '/api/no-such-service' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ code: 404 });
    expectSecurityHeaders(unknown);

    // Answered before any hook: a fixed policy, the strictest (a JSON envelope loads nothing).
    const unreadable = await app.inject({ method: 'GET', url: '/api/positions/%E0%A4%A' });
    expect(unreadable.statusCode).toBe(404);
    expect(unreadable.json()).toMatchObject({ code: 404 });
    expect(policy(unreadable)).toEqual({ 'default-src': ["'none'"], 'frame-ancestors': ["'self'"] });
    expect(unreadable.headers['x-content-type-options']).toBe('nosniff');
    expect(unreadable.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  });

  it('are on the H5 index and its files, which keep their own caching', async () => {
    const index = await app.inject({ method: 'GET', url: '/admin-pc/pages/job_detail/index?id=3' });
    expect(index.statusCode).toBe(200);
    expect(index.body).toBe(INDEX);
    expect(index.headers['cache-control']).toBe('no-cache');
    expectSecurityHeaders(index);

    const asset = await app.inject({ method: 'GET', url: '/admin-pc/js/app.3f9a1c2e.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expectSecurityHeaders(asset);
  });

  it('are on the API docs, which the same policy lets run (their scripts and styles are files)', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/docs/' });
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toMatch(/<script>|<script [^>]*>[^<\s]/);
    expectSecurityHeaders(res);
  });
});

describe('CORS', () => {
  const preflight = (target: FastifyInstance, origin: string) =>
    target.inject({
      method: 'OPTIONS',
      url: '/api/positions',
      headers: { origin, 'access-control-request-method': 'PUT', 'access-control-request-headers': 'authorization' },
    });

  it('is closed by default: no origin may call the API from a browser', async () => {
    const app = await build({ env: { SEED_DEMO: 'false' } });
    try {
      const get = await app.inject({ method: 'GET', url: '/api/health', headers: { origin: 'https://evil.example' } });
      expect(get.statusCode).toBe(200);
      expect(get.headers['access-control-allow-origin']).toBeUndefined();

      const res = await preflight(app, 'https://evil.example');
      expect(res.headers['access-control-allow-origin']).toBeUndefined();
      expect(res.headers['access-control-allow-methods']).toBeUndefined();
      expect(res.statusCode).toBe(404);
      expectSecurityHeaders(res);
    } finally {
      await app.close();
    }
  });

  it('lets exactly the origins of CORS_ORIGINS in, preflight included', async () => {
    const app = await build({ env: { SEED_DEMO: 'false', CORS_ORIGINS: 'https://admin.example.com' } });
    try {
      const res = await preflight(app, 'https://admin.example.com');
      expect(res.statusCode).toBe(204);
      expect(res.headers['access-control-allow-origin']).toBe('https://admin.example.com');
      expect(String(res.headers['access-control-allow-methods'])).toMatch(/\bPUT\b/);
      expect(String(res.headers['access-control-allow-headers'])).toMatch(/authorization/i);
      expect(res.headers['access-control-allow-credentials']).toBeUndefined();

      const get = await app.inject({
        method: 'GET',
        url: '/api/health',
        headers: { origin: 'https://admin.example.com' },
      });
      expect(get.headers['access-control-allow-origin']).toBe('https://admin.example.com');
      expect(String(get.headers.vary)).toMatch(/origin/i);
      // Its pages show the API's images too.
      expect(get.headers['cross-origin-resource-policy']).toBe('cross-origin');

      for (const other of [
        'https://evil.example',
        'https://admin.example.com.evil.example',
        'http://admin.example.com',
      ]) {
        const refused = await preflight(app, other);
        expect(refused.headers['access-control-allow-origin']).toBeUndefined();
        expect(refused.statusCode).toBe(404);
      }
    } finally {
      await app.close();
    }
  });
});

describe('the policy', () => {
  it('allows the image origins and PUBLIC_BASE_URL it is given', async () => {
    const app = Fastify();
    await app.register(securityHeadersPlugin, {
      corsOrigins: [],
      publicBaseUrl: 'https://api.example.com',
      imgOrigins: ['https://bucket.cos.ap-guangzhou.myqcloud.com'],
    });
    app.get('/x', async () => 'x');
    try {
      const res = await app.inject({ method: 'GET', url: '/x', headers: { host: 'jobs.example.com:8443' } });
      const csp = policy(res);
      expect(csp['img-src']).toEqual(["'self'", 'data:', 'blob:', 'https://bucket.cos.ap-guangzhou.myqcloud.com']);
      expect(csp['connect-src']).toEqual([
        "'self'",
        'blob:',
        'ws://jobs.example.com:8443',
        'wss://jobs.example.com:8443',
        'https://api.example.com',
        'wss://api.example.com',
      ]);
      expect(csp['style-src']).toEqual(["'self'", "'unsafe-inline'"]);
      expect(csp['upgrade-insecure-requests']).toBeUndefined();
    } finally {
      await app.close();
    }
  });
});
