/** The H5 app under /admin-pc/: files, SPA fallback for deep links, caching and compression. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { manualClock } from '../src/core/clock';
import { homeFirstScreen } from '../src/plugins/first-screen';
import { body, build, injectAs } from './helpers';
import { approvedPosition, recruiterWithCompany } from './positions-helpers';

/** The first-data block of a served page, parsed (undefined without one). */
function firstData(html: string): Record<string, unknown> | undefined {
  const match = /<script type="application\/json" id="first-data">(.*?)<\/script><\/head>/s.exec(html);
  return match ? JSON.parse(match[1]) : undefined;
}

const APP_SCRIPT = '<script defer="defer" src="/admin-pc/js/app.1a2b3c4d.js"></script>';
const INDEX = `<!doctype html><html><head><title>职达</title>${APP_SCRIPT}</head><body><div id="app"></div></body></html>`;
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

  it('answers index.html at /admin-pc/, with the first page of positions (none yet)', async () => {
    const res = await app.inject({ method: 'GET', url: '/admin-pc/' });
    expect(res.statusCode).toBe(200);
    expect(firstData(res.body)).toEqual({
      'positions?pageNum=1&pageSize=10': { code: 200, msg: expect.any(String), rows: [], total: 0 },
      'commonmenu/list': { code: 200, msg: expect.any(String), data: [] },
    });
    expect(res.body.replace(/<script type="application\/json" id="first-data">.*?<\/script>/, '')).toBe(INDEX);
    // No positions: nothing to paint, the app shows its own empty state.
    expect(res.body).not.toContain('first-screen');
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

describe('the first screen comes with the page', () => {
  const clock = manualClock();
  let app: FastifyInstance;
  let h5Dir: string;
  let positionId: number;
  const hostile = '前端</script><script>x</script>';

  beforeAll(async () => {
    h5Dir = fs.mkdtempSync(path.join(os.tmpdir(), 'jobmarket-h5-'));
    fs.writeFileSync(path.join(h5Dir, 'index.html'), INDEX);
    app = await build({ clock, env: { H5_DIR: h5Dir, SEED_DEMO: 'false', RATE_LIMIT_PER_MINUTE: '10' } });
    const operator = await injectAs(app, 'operator');
    const recruiter = await recruiterWithCompany(app);
    positionId = await approvedPosition(recruiter, operator, clock, { title: hostile });
  });
  afterAll(async () => {
    await app.close();
    fs.rmSync(h5Dir, { recursive: true, force: true });
  });

  it('home carries the anonymous first page of positions and the shortcut menu, exactly as the API answers them', async () => {
    const page = await app.inject({ method: 'GET', url: '/admin-pc/pages/index/index' });
    const list = await app.inject({ method: 'GET', url: '/api/positions?pageNum=1&pageSize=10' });
    const menu = await app.inject({ method: 'GET', url: '/api/commonmenu/list' });
    expect(firstData(page.body)).toEqual({
      'positions?pageNum=1&pageSize=10': list.json(),
      'commonmenu/list': menu.json(),
    });
  });

  it("home's and a job's first screens are painted from that data before any script runs, texts escaped", async () => {
    const page = await app.inject({ method: 'GET', url: '/admin-pc/' });
    const screen = /<body><div id="first-screen" aria-hidden="true">(.*?)<\/div><div id="app">/s.exec(page.body)?.[1];
    expect(screen).toContain('找工作，上职达');
    expect(screen).toContain('前端&lt;/script&gt;&lt;script&gt;x&lt;/script&gt;');
    expect(screen).toContain('杭州测试科技有限公司');
    // A job's first screen: its title and texts, escaped as well.
    const detail = await app.inject({ method: 'GET', url: `/admin-pc/pages/job_detail/index?id=${positionId}` });
    const job = /<body><div id="first-screen" aria-hidden="true">(.*?)<\/div><div id="app">/s.exec(detail.body)?.[1];
    expect(job).toContain('前端&lt;/script&gt;&lt;script&gt;x&lt;/script&gt;');
    expect(job).toContain('负责H5页面开发');
    expect(job).toContain('本科');
    // Logo tiles are left empty for the app's logo or drawn building, never a name's first character.
    for (const painted of [screen, job]) {
      expect(painted).toMatch(/<span class="fs-j?logo"><\/span>/);
      expect(painted).not.toMatch(/<span class="fs-j?logo">[^<]/);
    }
    // Labels, never codes: a job open to any education reads 学历不限.
    const open = await approvedPosition(await recruiterWithCompany(app), await injectAs(app, 'operator'), clock, {
      education: 'unlimited',
    });
    const openJob = await app.inject({ method: 'GET', url: `/admin-pc/pages/job_detail/index?id=${open}` });
    expect(openJob.body).toContain('<span class="fs-jtag">学历不限</span>');
    expect(openJob.body).not.toContain('>unlimited<');
    // With a painted screen the app's scripts are parked for src/boot.js to start after that paint.
    for (const body of [page.body, detail.body]) {
      expect(body).toContain('<script type="text/plain" data-src="/admin-pc/js/app.1a2b3c4d.js"></script>');
      expect(body).not.toContain(APP_SCRIPT);
    }
    // Other pages carry neither.
    expect((await app.inject({ method: 'GET', url: '/admin-pc/pages/resume/index' })).body).toBe(INDEX);
  });

  it("home's first screen keeps the shortcut grid's place: a row per four shortcuts, two when unknown, none for none", async () => {
    const rows = (await app.inject({ method: 'GET', url: '/api/positions' })).json().rows;
    const menuHeight = (shortcuts: number | undefined) =>
      /class="fs-menu" style="height:([\d.]+)rem"/.exec(homeFirstScreen(rows, shortcuts))?.[1];
    expect(menuHeight(8)).toBe('7.62');
    expect(menuHeight(5)).toBe('7.62');
    expect(menuHeight(4)).toBe('4.11');
    expect(menuHeight(9)).toBe('11.13');
    expect(menuHeight(undefined)).toBe('7.62');
    expect(homeFirstScreen(rows, 0)).not.toContain('fs-menu"');
  });

  it('a job detail carries the job; an unknown or malformed id carries nothing', async () => {
    const page = await app.inject({ method: 'GET', url: `/admin-pc/pages/job_detail/index?id=${positionId}` });
    expect(firstData(page.body)?.[`positions/${positionId}`]).toMatchObject({ code: 200, data: { id: positionId } });
    for (const id of ['999999', 'abc', '1%20OR%201', '']) {
      const other = await app.inject({ method: 'GET', url: `/admin-pc/pages/job_detail/index?id=${id}` });
      expect(other.body).toBe(INDEX);
    }
  });

  it('user text cannot end the script element (the title is escaped, the JSON still reads back)', async () => {
    const page = await app.inject({ method: 'GET', url: `/admin-pc/pages/job_detail/index?id=${positionId}` });
    // The first data's element and the parked app script's: no other.
    expect(page.body.match(/<\/script>/g)).toHaveLength(2);
    expect(page.body).not.toContain('<script>x');
    expect((firstData(page.body)?.[`positions/${positionId}`] as { data: { title: string } }).data.title).toBe(hostile);
  });

  it("the server's own calls are not counted against the visitors' address", async () => {
    for (let i = 0; i < 15; i += 1)
      expect((await app.inject({ method: 'GET', url: '/admin-pc/' })).statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: '/api/positions?pageNum=1&pageSize=10' })).statusCode).toBe(200);
    // The marker is a secret of the process: a visitor who sends the header is counted like anyone.
    const forged = { 'x-internal-call': 'guess' };
    const answers = [];
    for (let i = 0; i < 12; i += 1) {
      answers.push(
        (
          await app.inject({
            method: 'GET',
            url: '/api/commonmenu/list',
            headers: forged,
            remoteAddress: '198.51.100.9',
          })
        ).statusCode,
      );
    }
    expect(answers).toContain(429);
  });
});
