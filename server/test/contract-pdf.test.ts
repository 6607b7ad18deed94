/**
 * The contract documents as a reader sees them: poppler's pdftotext holds every field, a page renders, and
 * pdfsig reports the platform's signature valid, and invalid once one signed byte changed; our own check
 * agrees, and tells our certificate from another.
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
import { contractBody, signaturePng } from './contracts-helpers';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'contract-pdf-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

const { applicationId: _applicationId, ...fields } = contractBody(1);
const text = { ...fields, kind: 'electronic' as const, contractNo: 'HT20260501000042' };
const signature = Buffer.from(signaturePng().split(',')[1], 'base64');
const meta = { reason: 'Labour contract', name: 'JobMarket Platform', location: 'CN', contactInfo: 'test' };

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
  expect(valid).toContain('JobMarket Platform Signing');
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
