/**
 * The platform's signing certificate (evidence mode: our own, not a licensed CA's). Configured with
 * SIGN_P12 / SIGN_P12_PASSPHRASE, or generated once into DATA_DIR/signing.p12 with its passphrase in
 * DATA_DIR/signing.p12.pass (both 0600): RSA 2048, self-signed, ten years, its subject the product
 * (PRODUCT_NAME) and the company of record (COMPANY_OF_RECORD) as UTF8Strings (PrintableString cannot hold
 * 职达; forge needs verify-pdf.ts's readableNames to write such names back as they were read). Two processes starting together: the file is created exclusively and the loser reads the winner's.
 * The names the platform's documents carry travel with the certificate (`names`), so whatever seals a PDF
 * also names it.
 */
import { createHash, generateKeyPairSync, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import forge from 'node-forge';
import { PRODUCT_NAME_DEFAULT } from '../../../core/config';
import { readableNames } from './verify-pdf';

/** Who the platform's documents name: the product (Producer, Creator) and the company of record (Author). */
export interface PlatformNames {
  product: string;
  company: string;
}

/** The configuration's defaults, for callers without one (tests, tools). */
export const DEFAULT_PLATFORM_NAMES: PlatformNames = { product: PRODUCT_NAME_DEFAULT, company: PRODUCT_NAME_DEFAULT };

export interface PlatformCertificate {
  p12: Buffer;
  passphrase: string;
  certificatePem: string;
  /** SHA-256 (hex) of the certificate's DER. */
  fingerprint: string;
  /** The names the documents it seals carry (from the configuration, not read from the certificate). */
  names: PlatformNames;
}

const P12_FILE = 'signing.p12';
const PASS_FILE = 'signing.p12.pass';

function generate(passphrase: string, names: PlatformNames): Buffer {
  // Node's native key generation (forge's pure-JS one takes seconds); forge builds the certificate and p12.
  const pair = generateKeyPairSync('rsa', {
    modulusLength: 2048,
    publicKeyEncoding: { type: 'spki', format: 'pem' },
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  });
  const keys = {
    privateKey: forge.pki.privateKeyFromPem(pair.privateKey),
    publicKey: forge.pki.publicKeyFromPem(pair.publicKey),
  };
  const cert = forge.pki.createCertificate();
  cert.publicKey = keys.publicKey;
  cert.serialNumber = `01${randomBytes(8).toString('hex')}`;
  cert.validity.notBefore = new Date(Date.now() - 60_000);
  cert.validity.notAfter = new Date(Date.now() + 10 * 365 * 86_400_000);
  // UTF8String (forge encodes the value on writing); a parsed certificate goes through readableNames first.
  const utf8 = (value: string) => ({ value, valueTagClass: forge.asn1.Type.UTF8 });
  const subject = [
    { name: 'commonName', ...utf8(`${names.product} Platform Signing`) },
    { name: 'organizationName', ...utf8(names.company) },
    { name: 'countryName', value: 'CN' },
  ];
  cert.setSubject(subject as forge.pki.CertificateField[]);
  cert.setIssuer(subject as forge.pki.CertificateField[]);
  cert.setExtensions([
    { name: 'basicConstraints', cA: false },
    { name: 'keyUsage', digitalSignature: true, nonRepudiation: true },
  ]);
  cert.sign(keys.privateKey, forge.md.sha256.create());
  const p12 = forge.pkcs12.toPkcs12Asn1(keys.privateKey, [cert], passphrase, { algorithm: '3des' });
  return Buffer.from(forge.asn1.toDer(p12).getBytes(), 'binary');
}

/** Reads the certificate out of a PKCS#12 (throws when the passphrase or the file is wrong). */
export function readCertificate(
  p12: Buffer,
  passphrase: string,
  names: PlatformNames = DEFAULT_PLATFORM_NAMES,
): PlatformCertificate {
  const asn1 = forge.asn1.fromDer(forge.util.createBuffer(p12.toString('binary')));
  const parsed = forge.pkcs12.pkcs12FromAsn1(asn1, false, passphrase);
  const bag = parsed.getBags({ bagType: forge.pki.oids.certBag })[forge.pki.oids.certBag]?.[0];
  if (!bag?.cert) throw new Error('the PKCS#12 holds no certificate');
  const der = Buffer.from(forge.asn1.toDer(forge.pki.certificateToAsn1(readableNames(bag.cert))).getBytes(), 'binary');
  return {
    p12,
    passphrase,
    certificatePem: forge.pki.certificateToPem(bag.cert),
    fingerprint: createHash('sha256').update(der).digest('hex'),
    names,
  };
}

export function loadPlatformCertificate(options: {
  dataDir: string;
  p12Base64?: string;
  passphrase?: string;
  names?: PlatformNames;
}): PlatformCertificate {
  const names = options.names ?? DEFAULT_PLATFORM_NAMES;
  if (options.p12Base64) {
    return readCertificate(
      Buffer.from(options.p12Base64.replace(/\s+/g, ''), 'base64'),
      options.passphrase ?? '',
      names,
    );
  }
  const file = path.join(options.dataDir, P12_FILE);
  const passFile = path.join(options.dataDir, PASS_FILE);
  if (!fs.existsSync(file)) {
    fs.mkdirSync(options.dataDir, { recursive: true });
    const passphrase = randomBytes(24).toString('base64url');
    const p12 = generate(passphrase, names);
    // The passphrase first: a reader that finds the p12 always finds its passphrase.
    const tempPass = `${passFile}.${process.pid}.tmp`;
    fs.writeFileSync(tempPass, passphrase, { mode: 0o600 });
    try {
      fs.linkSync(tempPass, passFile);
      fs.writeFileSync(file, p12, { flag: 'wx', mode: 0o600 });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    } finally {
      fs.rmSync(tempPass, { force: true });
    }
  }
  // Another process may still be writing the file it won the race for: wait briefly for it.
  for (let attempt = 0; ; attempt += 1) {
    try {
      return readCertificate(fs.readFileSync(file), fs.readFileSync(passFile, 'utf8').trim(), names);
    } catch (error) {
      if (attempt >= 50) throw error;
      Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 100);
    }
  }
}
