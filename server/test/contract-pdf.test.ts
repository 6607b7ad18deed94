/**
 * The contract documents as a reader sees them: poppler's pdftotext holds every field, a page renders, and
 * pdfsig reports the platform's signature valid, and invalid once one signed byte changed; our own check
 * agrees, and tells our certificate from another. The files' info and the certificate name the product and
 * the company of record (PRODUCT_NAME, COMPANY_OF_RECORD), never a placeholder or pdfkit's own name.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  loadPlatformCertificate,
  renderContractPdf,
  renderEvidencePdf,
  signPdf,
  verifySignedPdf,
} from '../src/modules/contracts/document';
import { loadConfig } from '../src/core/config';
import { manualClock } from '../src/core/clock';
import { contractBody, contractsWorld, read, sent, signBody, signCode, signaturePng } from './contracts-helpers';
import { call } from './positions-helpers';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'contract-pdf-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

const { applicationId: _applicationId, ...fields } = contractBody(1);
const text = { ...fields, kind: 'electronic' as const, contractNo: 'HT20260501000042' };
const signature = Buffer.from(signaturePng().split(',')[1], 'base64');
const meta = { reason: 'Labour contract', name: '职达 JobReach', location: 'CN', contactInfo: 'test' };

function write(name: string, content: Buffer): string {
  const file = path.join(dir, name);
  fs.writeFileSync(file, content);
  return file;
}

const squeeze = (value: string) => value.replace(/\s+/g, '');

async function signedContract(dataDir = path.join(dir, 'data')) {
  const certificate = loadPlatformCertificate({ dataDir });
  const pdf = await renderContractPdf({
    text,
    partyA: { companyName: text.partyAName, signedAt: '2026-05-01T03:00:00.000Z' },
    partyB: { name: text.partyBName, signatureImage: signature, signedAt: '2026-05-02T03:30:00.000Z' },
  });
  return { certificate, signed: await signPdf(pdf, certificate, meta) };
}

test('the text holds every field, and the signing times', async () => {
  const { signed } = await signedContract();
  const content = squeeze(execFileSync('pdftotext', [write('c.pdf', signed), '-'], { encoding: 'utf8' }));
  for (const value of [
    text.contractNo,
    text.partyAName,
    text.partyAAddress,
    text.partyAPhone,
    text.partyBName,
    text.partyBPosition,
    text.partyBIdNumber,
    text.partyBContactAddress,
    text.partyBRegisteredAddress,
    text.partyBPhone,
    text.bankName,
    text.bankCard,
    text.terms,
    '20,000',
    '16,000',
    '每月15日',
    '2029年05月31日',
    '2026-05-0211:30',
  ]) {
    expect(content).toContain(squeeze(String(value)));
  }
});

test('a page renders to an image', async () => {
  const { signed } = await signedContract();
  const file = write('render.pdf', signed);
  execFileSync('pdftoppm', ['-r', '40', '-png', '-f', '1', '-l', '1', file, path.join(dir, 'page')]);
  const png = fs.readdirSync(dir).find((name) => name.startsWith('page') && name.endsWith('.png'));
  expect(png).toBeDefined();
  expect(fs.statSync(path.join(dir, png!)).size).toBeGreaterThan(10_000);
});

test('pdfsig: valid as signed, invalid with one byte changed; our check agrees', async () => {
  const { certificate, signed } = await signedContract();
  const valid = spawnSync('pdfsig', [write('signed.pdf', signed)], { encoding: 'utf8' }).stdout;
  expect(valid).toContain('Signature is Valid');
  expect(valid).toContain('职达 JobReach Platform Signing');
  expect(verifySignedPdf(signed, certificate)).toEqual({
    signed: true,
    intact: true,
    byPlatform: true,
    signedAt: expect.any(String),
    contractNo: text.contractNo,
  });

  const tampered = Buffer.from(signed);
  const at = tampered.indexOf('/MediaBox');
  tampered[at + 1] = 'N'.charCodeAt(0);
  const invalid = spawnSync('pdfsig', [write('tampered.pdf', tampered)], { encoding: 'utf8' }).stdout;
  expect(invalid).not.toContain('Signature is Valid');
  expect(verifySignedPdf(tampered, certificate)).toMatchObject({ signed: true, intact: false });
});

test('another certificate is not ours; an unsigned or garbage file is not signed', async () => {
  const { signed } = await signedContract();
  const other = loadPlatformCertificate({ dataDir: path.join(dir, 'other') });
  expect(verifySignedPdf(signed, other)).toMatchObject({ intact: true, byPlatform: false });
  const unsigned = await renderContractPdf({ text });
  expect(verifySignedPdf(unsigned, other)).toMatchObject({ signed: false, contractNo: text.contractNo });
  expect(verifySignedPdf(Buffer.from('%PDF-1.4 /ByteRange [0 10 20 30] nonsense'), other).signed).toBe(false);
});

test('the certificate is generated once and read back; a configured one is used as given', () => {
  const dataDir = path.join(dir, 'once');
  const first = loadPlatformCertificate({ dataDir });
  expect(loadPlatformCertificate({ dataDir }).fingerprint).toBe(first.fingerprint);
  expect(fs.statSync(path.join(dataDir, 'signing.p12')).mode & 0o777).toBe(0o600);
  const configured = loadPlatformCertificate({
    dataDir: path.join(dir, 'unused'),
    p12Base64: first.p12.toString('base64'),
    passphrase: first.passphrase,
  });
  expect(configured.fingerprint).toBe(first.fingerprint);
  expect(fs.existsSync(path.join(dir, 'unused', 'signing.p12'))).toBe(false);
});

test('the evidence report lists the trail', async () => {
  const certificate = loadPlatformCertificate({ dataDir: path.join(dir, 'data') });
  const pdf = await renderEvidencePdf({
    contractNo: text.contractNo,
    title: '劳动合同书',
    partyA: text.partyAName,
    partyB: text.partyBName,
    partyBIdMasked: '1101**********002X',
    sentTextHash: 'a'.repeat(64),
    signedPdfHash: 'b'.repeat(64),
    certificateFingerprint: certificate.fingerprint,
    events: [
      {
        event: '甲方盖章并发送',
        actor: '甲方',
        at: '2026-05-01T03:00:00.000Z',
        ip: '10.0.0.1',
        userAgent: 'Chrome',
        documentHash: 'a'.repeat(64),
      },
      {
        event: '乙方签署',
        actor: '乙方',
        at: '2026-05-02T03:30:00.000Z',
        ip: '10.0.0.2',
        userAgent: 'WeChat',
        documentHash: null,
      },
    ],
    generatedAt: '2026-05-03T00:00:00.000Z',
  });
  const content = squeeze(execFileSync('pdftotext', [write('e.pdf', pdf), '-'], { encoding: 'utf8' }));
  for (const value of [
    '电子合同证据报告',
    '甲方盖章并发送',
    '乙方签署',
    '10.0.0.2',
    '平台存证模式',
    certificate.fingerprint.slice(0, 32),
  ]) {
    expect(content).toContain(squeeze(value));
  }
});

describe('the names the documents carry', () => {
  /** pdfinfo's Author, Producer and Creator lines (poppler decodes the UTF-16 strings). */
  function info(pdf: Buffer, name: string): Record<string, string> {
    const out = execFileSync('pdfinfo', [write(name, pdf)], { encoding: 'utf8' });
    return Object.fromEntries(
      out
        .split('\n')
        .map((line) => /^(Author|Producer|Creator):\s*(.*)$/.exec(line))
        .filter((match): match is RegExpExecArray => Boolean(match))
        .map((match) => [match[1], match[2].trim()]),
    );
  }

  test('the signed PDF and the evidence report name the product and the company of record, as configured', async () => {
    const clock = manualClock(Date.parse('2026-05-01T02:00:00Z'));
    const world = await contractsWorld(clock, {
      PRODUCT_NAME: '职达 JobReach',
      COMPANY_OF_RECORD: '杭州职达网络科技有限公司',
    });
    try {
      const id = await sent(world);
      await read(world, id);
      const code = await signCode(world, id);
      expect(await call(world.seeker, 'POST', `contracts/${id}/sign`, signBody(code))).toMatchObject({ code: 200 });
      const pdf = (await world.seeker.inject({ method: 'GET', url: `/api/contracts/${id}/pdf` })).rawPayload;
      const evidence = (await world.seeker.inject({ method: 'GET', url: `/api/contracts/${id}/evidence` })).rawPayload;
      for (const [name, file] of [
        ['named.pdf', pdf],
        ['named-evidence.pdf', evidence],
      ] as const) {
        expect(info(file, name)).toEqual({
          Author: '杭州职达网络科技有限公司',
          Producer: '职达 JobReach',
          Creator: '职达 JobReach',
        });
        const report = spawnSync('pdfsig', [write(name, file)], { encoding: 'utf8' }).stdout;
        expect(report).toContain('Signature is Valid');
        expect(report).toContain('职达 JobReach Platform Signing');
        expect(report).toContain('O=杭州职达网络科技有限公司');
        expect(report).not.toMatch(/JobMarket/i);
        expect(file.toString('latin1')).not.toMatch(/JobMarket|PDFKit/i);
      }
    } finally {
      await world.app.close();
    }
  });

  test('unconfigured: the product 职达 JobReach, for the company too', async () => {
    expect(loadConfig({ DATA_DIR: path.join(dir, 'config') }).signing.names).toEqual({
      product: '职达 JobReach',
      company: '职达 JobReach',
    });
    expect(loadConfig({ DATA_DIR: path.join(dir, 'config'), PRODUCT_NAME: 'JobReach' }).signing.names).toEqual({
      product: 'JobReach',
      company: 'JobReach',
    });
    const { signed } = await signedContract(path.join(dir, 'unconfigured'));
    expect(info(signed, 'unconfigured.pdf')).toMatchObject({ Author: '职达 JobReach', Producer: '职达 JobReach' });
  });
});
