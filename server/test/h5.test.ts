/** The H5 app under /admin-pc/: files, SPA fallback for deep links, caching and compression. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { body, build } from './helpers';

const INDEX = '<!doctype html><html><head><title>职达</title></head><body><div id="app"></div></body></html>';
const ASSET = `console.log(${JSON.stringify('职位列表'.repeat(500))});`;

describe('with an H5 build', () => {
  let app: FastifyInstance;
  let h5Dir: string;

  beforeAll(async () => {
    h5Dir = fs.mkdtempSync(path.join(os.tmpdir(), 'jobmarket-h5-'));
    fs.mkdirSync(path.join(h5Dir, 'js'));
    fs.writeFileSync(path.join(h5Dir, 'index.html'), INDEX);
    fs.writeFileSync(path.join(h5Dir, 'js', 'app.3f9a1c2e.js'), ASSET);
    fs.writeFileSync(path.join(h5Dir, 'favicon.ico'), 'icon');
    app = await build({ env: { H5_DIR: h5Dir, SEED_DEMO: 'false' } });
  });
  afterAll(async () => {
    await app.close();
    fs.rmSync(h5Dir, { recursive: true, force: true });
  });

  it('answers index.html for a deep link, not cached', async () => {
    const res = await app.inject({ method: 'GET', url: '/admin-pc/pages/job_detail/index?id=3' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body).toBe(INDEX);
  });

  it('answers index.html at /admin-pc/', async () => {
    const res = await app.inject({ method: 'GET', url: '/admin-pc/' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe(INDEX);
  });

  it('redirects / and /admin-pc to /admin-pc/', async () => {
    for (const url of ['/', '/admin-pc']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(302);
      expect(res.headers.location).toBe('/admin-pc/');
    }
    expect((await app.inject({ method: 'GET', url: '/admin-pc?x=1' })).headers.location).toBe('/admin-pc/?x=1');
  });

  it('serves hashed assets immutable and compressed', async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/admin-pc/js/app.3f9a1c2e.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(res.rawPayload).toString()).toBe(ASSET);

    const br = await app.inject({
      method: 'GET',
      url: '/admin-pc/js/app.3f9a1c2e.js',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(br.headers['content-encoding']).toBe('br');
  });

  it('serves a precompressed sibling when the build made one', async () => {
    const file = path.join(h5Dir, 'js', 'vendor.0a1b2c3d.js');
    fs.writeFileSync(file, ASSET);
    fs.writeFileSync(`${file}.gz`, require('node:zlib').gzipSync(ASSET));
    const res = await app.inject({
      method: 'GET',
      url: '/admin-pc/js/vendor.0a1b2c3d.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(gunzipSync(res.rawPayload).toString()).toBe(ASSET);
  });

  it('revalidates files without a hash', async () => {
    const res = await app.inject({ method: 'GET', url: '/admin-pc/favicon.ico' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('answers 404 for a missing asset instead of the page', async () => {
    const res = await app.inject({ method: 'GET', url: '/admin-pc/js/missing.12345678.js' });
    expect(res.statusCode).toBe(404);
  });

  it('keeps /api unknown routes as the JSON 404 envelope', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/admin-pc/whatever' });
    expect(res.statusCode).toBe(404);
    expect(body(res).code).toBe(404);
  });
});

describe('without an H5 build', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await build({ env: { SEED_DEMO: 'false' } });
  });
  afterAll(async () => {
    await app.close();
  });

  it('explains how to build instead of failing', async () => {
    const res = await app.inject({ method: 'GET', url: '/admin-pc/pages/index/index' });
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.body).toContain('npm run build:h5');
    expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
  });
});
