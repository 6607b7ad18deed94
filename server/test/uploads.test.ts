/** POST uploads: images by magic bytes (JPG/JPEG/PNG, 1 MB), stored under DATA_DIR/uploads, served at /api/uploads/<name>. */
import { MSG, t } from '@common/messages';
import { UPLOADS_PER_DAY } from '@common/uploads';
import type { FastifyInstance } from 'fastify';
import fs from 'node:fs';
import path from 'node:path';
import { body, build, injectAs, type TestCaller } from './helpers';

let app: FastifyInstance;
let caller: TestCaller;
beforeAll(async () => {
  app = await build({ env: { SEED_DEMO: 'false' } });
  caller = await injectAs(app, 'seeker');
});
afterAll(async () => {
  await app.close();
});

/** A tiny real PNG (1x1). */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
/** JPEG signature with a JFIF header, enough for magic-byte detection. */
const JPEG = Buffer.concat([
  Buffer.from([
    0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x00, 0x00, 0x01, 0x00, 0x01, 0x00,
    0x00,
  ]),
  Buffer.alloc(200, 0x11),
  Buffer.from([0xff, 0xd9]),
]);
const GIF = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');

function multipart(parts: Array<{ name: string; filename?: string; type?: string; content: Buffer | string }>) {
  const boundary = '----jobmarketTestBoundary7MA4YWxkTrZu0gW';
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition = `form-data; name="${part.name}"${part.filename ? `; filename="${part.filename}"` : ''}`;
    const head = `--${boundary}\r\nContent-Disposition: ${disposition}\r\n${part.type ? `Content-Type: ${part.type}\r\n` : ''}\r\n`;
    chunks.push(
      Buffer.from(head),
      Buffer.isBuffer(part.content) ? part.content : Buffer.from(part.content),
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

const upload = (
  file: { filename?: string; type?: string; content: Buffer | string; name?: string },
  who: TestCaller | null = caller,
) => {
  const { payload, headers } = multipart([
    { name: file.name ?? 'file', filename: file.filename ?? 'a.png', type: file.type, content: file.content },
  ]);
  return app.inject({
    method: 'POST',
    url: '/api/uploads',
    payload,
    headers: { ...headers, ...(who ? who.headers : {}) },
  });
};

describe('POST uploads', () => {
  it('stores a PNG under DATA_DIR/uploads with a random name and serves it back', async () => {
    const res = await upload({ filename: 'avatar.png', type: 'image/png', content: PNG });
    expect(res.statusCode).toBe(200);
    const json = body(res);
    expect(json.msg).toBe(t('zh-Hans', MSG.upload.done));
    expect(json.data).toEqual({
      url: expect.stringMatching(/^\/api\/uploads\/[0-9a-f]{32}\.png$/),
      name: expect.any(String),
      size: PNG.length,
      mime: 'image/png',
    });
    expect(fs.readFileSync(path.join(app.config.dataDir, 'uploads', json.data.name))).toEqual(PNG);
    const served = await app.inject({ method: 'GET', url: json.data.url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.rawPayload).toEqual(PNG);
  });

  it('decides the kind by content: a JPEG named .png is stored as .jpg, whatever the declared type', async () => {
    const json = body(await upload({ filename: 'photo.png', type: 'image/png', content: JPEG }));
    expect(json.data).toMatchObject({ mime: 'image/jpeg', url: expect.stringMatching(/\.jpg$/) });
    const jpeg = body(await upload({ filename: 'photo.jpeg', type: 'application/octet-stream', content: JPEG }));
    expect(jpeg.code).toBe(200);
  });

  it('answers HTTP 415 for another kind, even when named and typed as an image', async () => {
    const gif = await upload({ filename: 'x.png', type: 'image/png', content: GIF });
    expect(gif.statusCode).toBe(415);
    expect(body(gif)).toEqual({ code: 415, msg: t('zh-Hans', MSG.validation.imageType) });
    const svg = await upload({
      filename: 'x.jpg',
      type: 'image/jpeg',
      content: '<svg xmlns="http://www.w3.org/2000/svg"/>',
    });
    expect(svg.statusCode).toBe(415);
    const html = await upload({ filename: 'x.png', content: '<html><script>alert(1)</script></html>' });
    expect(html.statusCode).toBe(415);
    expect(fs.readdirSync(path.join(app.config.dataDir, 'uploads')).filter((n) => !/\.(png|jpg)$/.test(n))).toEqual([]);
  });

  it('answers HTTP 413 above 1 MB and accepts exactly 1 MB', async () => {
    const big = Buffer.concat([PNG, Buffer.alloc(1_048_576 - PNG.length + 1)]);
    const res = await upload({ content: big });
    expect(res.statusCode).toBe(413);
    expect(body(res)).toEqual({ code: 413, msg: t('zh-Hans', MSG.validation.imageSize) });
    const exact = Buffer.concat([PNG, Buffer.alloc(1_048_576 - PNG.length)]);
    expect((await upload({ content: exact })).statusCode).toBe(200);
  });

  it('over real HTTP too: a file beyond 1 MB is 413 and nothing is stored, however it arrives', async () => {
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    const dir = path.join(app.config.dataDir, 'uploads');
    const before = fs.existsSync(dir) ? fs.readdirSync(dir).sort() : [];
    for (const size of [1_048_577, 1_600_000, 50 * 1_048_576]) {
      const form = new FormData();
      form.append('file', new Blob([PNG, new Uint8Array(size - PNG.length)], { type: 'image/png' }), 'big.png');
      const res = await fetch(`${address}/api/uploads`, { method: 'POST', body: form, headers: caller.headers });
      expect(res.status).toBe(413);
      expect(await res.json()).toMatchObject({ code: 413, msg: t('zh-Hans', MSG.validation.imageSize) });
    }
    expect(fs.existsSync(dir) ? fs.readdirSync(dir).sort() : []).toEqual(before);
  });

  it('stops an account at UPLOADS_PER_DAY files in 24 hours, with a message; others go on', async () => {
    const busy = await injectAs(app, 'seeker');
    for (let i = 0; i < UPLOADS_PER_DAY; i += 1) expect((await upload({ content: PNG }, busy)).statusCode).toBe(200);
    const dir = path.join(app.config.dataDir, 'uploads');
    const stored = fs.readdirSync(dir).length;
    const refused = await upload({ content: PNG }, busy);
    expect(refused.statusCode).toBe(429);
    expect(body(refused)).toEqual({
      code: 429,
      msg: t('zh-Hans', MSG.upload.dailyLimit, { max: UPLOADS_PER_DAY }),
    });
    expect(fs.readdirSync(dir)).toHaveLength(stored);
    expect((await upload({ content: PNG })).statusCode).toBe(200);
  });

  it('needs a login, a multipart body and the field "file"', async () => {
    expect(body(await upload({ content: PNG }, null))).toEqual({
      code: 401,
      msg: t('zh-Hans', MSG.errors.notLoggedIn),
    });
    expect(body(await upload({ content: PNG, name: 'avatar' }))).toEqual({
      code: 502,
      msg: t('zh-Hans', MSG.upload.noFile),
    });
    const json = await caller.inject({ method: 'POST', url: '/api/uploads', payload: { file: 'x' } });
    expect(body(json)).toEqual({ code: 502, msg: t('zh-Hans', MSG.upload.noFile) });
    expect(body(await upload({ content: Buffer.alloc(0) })).code).toBe(502);
  });

  it('serves only stored names: anything else is HTTP 404', async () => {
    expect(
      (await app.inject({ method: 'GET', url: '/api/uploads/0123456789abcdef0123456789abcdef.png' })).statusCode,
    ).toBe(404);
    expect((await app.inject({ method: 'GET', url: '/api/uploads/..%2F..%2Fapp.db' })).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: '/api/uploads/secret.key' })).statusCode).toBe(404);
  });

  it('the uploaded URL is accepted as the avatar', async () => {
    const { url } = body(await upload({ content: PNG })).data;
    const res = body(await caller.inject({ method: 'PUT', url: '/api/user/profile', payload: { avatar: url } }));
    expect(res.data.avatar).toBe(url);
  });
});
