/**
 * The anonymous PDF check (`POST /api/contracts/verify`): it vouches only for a file whose signature covers
 * every byte but its own /Contents, holding nothing but the signature and zero padding (poppler's pdfsig
 * agrees); and it is cheap to be asked: a size limit, a per-address rate, and the check in a worker thread
 * with a time limit, so the rest of the API answers while it runs.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { manualClock } from '../src/core/clock';
import { VERIFY_MAX_MB, VERIFY_PER_MINUTE } from '../src/modules/contracts/contracts.routes';
import { verifyLimits } from '../src/modules/contracts/document/verify-pool';
import { TINY_PDF, contractsWorld, multipart, read, sent, signBody, signCode } from './contracts-helpers';
import { body } from './helpers';
import { call } from './positions-helpers';

let app: FastifyInstance;
let signedPdf: Buffer;
let address = 0;
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'contracts-verify-'));

beforeAll(async () => {
  const world = await contractsWorld(manualClock(Date.parse('2026-05-01T02:00:00Z')));
  app = world.app;
  const id = await sent(world);
  await read(world, id);
  const code = await signCode(world, id);
  expect(await call(world.seeker, 'POST', `contracts/${id}/sign`, signBody(code))).toMatchObject({ code: 200 });
  signedPdf = (await world.seeker.inject({ method: 'GET', url: `/api/contracts/${id}/pdf` })).rawPayload;
});
afterAll(async () => {
  await app.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

/** Each call from its own address, so the per-address rate only counts where a test means it to. */
function verify(content: Buffer, remoteAddress = `203.0.113.${++address}`) {
  return app.inject({
    method: 'POST',
    url: '/api/contracts/verify',
    remoteAddress,
    ...multipart({ name: 'c.pdf', content, type: 'application/pdf' }),
  });
}

function pdfsig(content: Buffer): string {
  const file = path.join(dir, `${Math.random().toString(16).slice(2)}.pdf`);
  fs.writeFileSync(file, content);
  // pdfsig exits non-zero for a bad signature: its report is what counts.
  try {
    return execFileSync('pdfsig', [file], { encoding: 'utf8' });
  } catch (error) {
    return String((error as { stdout?: string }).stdout ?? '');
  }
}

/** The last signature's [a, b, c, d] and the offsets of its /Contents hex digits. */
function signatureHole(pdf: Buffer) {
  const text = pdf.toString('latin1');
  const matches = [...text.matchAll(/\/ByteRange\s*\[\s*(\d+)\s+(\d+)\s+(\d+)\s+(\d+)\s*\]/g)];
  const last = matches[matches.length - 1];
  const [a, b, c, d] = last.slice(1).map(Number);
  return { text, match: last, range: [a, b, c, d], hexStart: b + 1, hexEnd: c - 1 };
}

describe('what verify vouches for', () => {
  test('a JPG (even named .pdf) is refused as not a PDF, in words, never read as an altered signature', async () => {
    // A JPEG's first bytes (SOI, APP0 JFIF), then bytes a careless reader might take for a signature.
    const jpg = Buffer.concat([
      Buffer.from('ffd8ffe000104a46494600010100000100010000', 'hex'),
      Buffer.from('/ByteRange [0 10 20 30] /Contents <3082>', 'latin1'),
      Buffer.from('ffd9', 'hex'),
    ]);
    for (const [language, words] of [
      ['zh-CN', '不是 PDF'],
      ['en', 'not a PDF'],
    ]) {
      const form = multipart({ name: 'photo.pdf', content: jpg, type: 'image/jpeg' });
      const response = await app.inject({
        method: 'POST',
        url: '/api/contracts/verify',
        remoteAddress: `203.0.113.${++address}`,
        payload: form.payload,
        headers: { ...form.headers, 'accept-language': language },
      });
      expect(response.json()).toMatchObject({ key: 'contracts.verifyNotPdf', msg: expect.stringContaining(words) });
      expect(response.json().data).toBeUndefined();
    }
  });

  test('the file as the product made it: signed, intact, ours; pdfsig: valid, total document signed', async () => {
    expect(body(await verify(signedPdf)).data).toMatchObject({ signed: true, intact: true, ours: true });
    const report = pdfsig(signedPdf);
    expect(report).toContain('Signature Validation: Signature is Valid.');
    expect(report).toContain('- Total document signed');
    expect(report).not.toMatch(/not total document signed/i);
  });

  test('bytes written into the zero padding after the signature: not intact, not ours', async () => {
    const { text, hexEnd } = signatureHole(signedPdf);
    const at = hexEnd - 64;
    expect(text.slice(at, hexEnd)).toMatch(/^0+$/);
    const tampered = Buffer.from(signedPdf);
    tampered.write('DEADBEEFCAFE0123', at, 'latin1');
    expect(body(await verify(tampered)).data).toMatchObject({ intact: false, ours: false, contractNo: null });
    expect(pdfsig(tampered)).toMatch(/not total document signed/i);
  });

  test('a byte other than a hex digit in the padding: not intact', async () => {
    const { hexEnd } = signatureHole(signedPdf);
    const tampered = Buffer.from(signedPdf);
    tampered.write(' ', hexEnd - 10, 'latin1');
    expect(body(await verify(tampered)).data).toMatchObject({ intact: false, ours: false });
  });

  test('bytes appended after %%EOF: not intact, not ours', async () => {
    const appended = Buffer.concat([signedPdf, Buffer.from('\n1 0 obj (appended) endobj\n%%EOF\n', 'latin1')]);
    expect(body(await verify(appended)).data).toMatchObject({ intact: false, ours: false });
    expect(pdfsig(appended)).toMatch(/not total document signed/i);
  });

  test('a changed /ByteRange (the hole widened, or the file cut short): not intact', async () => {
    const { match, range } = signatureHole(signedPdf);
    const [, b, c, d] = range;
    const rewrite = (numbers: number[]) => {
      const replacement = `/ByteRange [${numbers.join(' ')}]`.padEnd(match[0].length, ' ');
      expect(replacement.length).toBe(match[0].length);
      const changed = Buffer.from(signedPdf);
      changed.write(replacement, match.index!, 'latin1');
      return changed;
    };
    for (const numbers of [
      [0, b - 10, c, d],
      [0, b, c + 10, d - 10],
      [0, b, c, d - 10],
    ]) {
      expect(body(await verify(rewrite(numbers))).data).toMatchObject({ intact: false, ours: false });
    }
  });
});

/** A PDF just under the limit whose one "signature" is a long hex string: costly to parse, never ours. */
function costlyPdf(): Buffer {
  const hex = VERIFY_MAX_MB * 1024 * 1024 - 4096;
  const head = `%PDF-1.3\n1 0 obj <</ByteRange [0 100 ${100 + hex + 2} 20]`;
  const filler = ' '.repeat(100 - head.length - '/Contents '.length);
  return Buffer.from(`${head}${filler}/Contents <${'30'.repeat(hex / 2)}>>> endobj\n%%EOF\n`, 'latin1');
}

describe('what verify costs', () => {
  test(`a file over ${VERIFY_MAX_MB} MB is 413 with the envelope; the product's PDFs are far below`, async () => {
    expect(signedPdf.length).toBeLessThan((VERIFY_MAX_MB * 1024 * 1024) / 8);
    const over = Buffer.concat([TINY_PDF, Buffer.alloc(VERIFY_MAX_MB * 1024 * 1024, 0x20)]);
    for (const response of [await verify(over), await verify(Buffer.concat([over, over]))]) {
      expect(response.statusCode).toBe(413);
      expect(response.json()).toMatchObject({ code: 413, key: 'contracts.verifyTooLarge' });
      expect(response.json().msg).toContain(String(VERIFY_MAX_MB));
    }
  });

  test(`${VERIFY_PER_MINUTE} checks a minute per address, then 429 with the envelope`, async () => {
    const from = '198.51.100.77';
    for (let i = 0; i < VERIFY_PER_MINUTE; i++) expect((await verify(TINY_PDF, from)).statusCode).toBe(200);
    const refused = await verify(TINY_PDF, from);
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBeDefined();
    expect(refused.json()).toMatchObject({ code: 429, msg: expect.any(String) });
    expect((await verify(TINY_PDF, '198.51.100.78')).statusCode).toBe(200);
  });

  test('while a costly check runs, the health check answers first', async () => {
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as AddressInfo;
    // The first fetch of a process loads the HTTP client: not what is measured.
    await (await fetch(`http://127.0.0.1:${port}/api/health`)).text();
    const { payload, headers } = multipart({ name: 'big.pdf', content: costlyPdf(), type: 'application/pdf' });
    const answered: string[] = [];
    let healthMs = 0;
    const verified = new Promise<number>((resolve, reject) => {
      const request = http.request(
        { host: '127.0.0.1', port, method: 'POST', path: '/api/contracts/verify', headers },
        (response) => {
          response.resume();
          response.on('end', () => {
            answered.push('verify');
            resolve(response.statusCode ?? 0);
          });
        },
      );
      request.on('error', reject);
      // Once the whole body is sent (and the server has had time to read it), ask for the health check.
      request.end(payload, () => {
        setTimeout(() => {
          const started = performance.now();
          void fetch(`http://127.0.0.1:${port}/api/health`).then(async (response) => {
            await response.text();
            healthMs = performance.now() - started;
            answered.push('health');
          }, reject);
        }, 50);
      });
    });
    expect(await verified).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(answered).toEqual(['health', 'verify']);
    // Loosely: it did not wait for the check (a few milliseconds on an idle host).
    expect(healthMs).toBeLessThan(500);
  });

  test('a check over its time limit is refused, and the next check answers', async () => {
    const limit = verifyLimits.timeMs;
    verifyLimits.timeMs = 1;
    try {
      const refused = await verify(costlyPdf());
      expect(refused.json()).toMatchObject({ code: 502, key: 'contracts.verifyFailed' });
    } finally {
      verifyLimits.timeMs = limit;
    }
    expect(body(await verify(signedPdf)).data).toMatchObject({ intact: true, ours: true });
  });
});
