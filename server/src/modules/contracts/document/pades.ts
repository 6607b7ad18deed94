/**
 * Signing a PDF with the platform certificate and checking such a signature.
 *
 * Signing: @signpdf/placeholder-plain adds the signature dictionary (it edits pdfkit 0.20's classic xref
 * table; @signpdf/placeholder-pdfkit only fits pdfkit 0.11), @signpdf/signer-p12 makes a detached PKCS#7
 * (CMS, SHA-256, with the signing time), @signpdf/signpdf fills it in over the whole file
 * (`adbe.pkcs7.detached`: signer-p12 adds no signing-certificate-v2 attribute, which a PAdES baseline
 * signature would carry; the licensed provider's signatures are PAdES).
 *
 * Checking (no library reads a CMS signature back): the last /ByteRange must cover the whole file except
 * the /Contents hole; the CMS's message digest must equal the SHA-256 of the covered bytes; the signature
 * over the signed attributes must verify with the signer's certificate; whether that certificate is ours is
 * its fingerprint. Garbage in answers `signed: false`, never an error.
 */
import { createHash, createVerify } from 'node:crypto';
import { plainAddPlaceholder } from '@signpdf/placeholder-plain';
import signpdf from '@signpdf/signpdf';
import { P12Signer } from '@signpdf/signer-p12';
import forge from 'node-forge';
import type { PlatformCertificate } from './platform-certificate';

export interface SignMeta {
  reason: string;
  name: string;
  location: string;
  contactInfo: string;
}

export async function signPdf(pdf: Buffer, cert: PlatformCertificate, meta: SignMeta): Promise<Buffer> {
  const prepared = plainAddPlaceholder({ pdfBuffer: pdf, ...meta, signatureLength: 8192, appName: 'JobMarket' });
  return signpdf.sign(prepared, new P12Signer(cert.p12, { passphrase: cert.passphrase }));
}

export interface SignedPdfCheck {
  /** The file carries a signature we could read. */
  signed: boolean;
  /** The signature covers the whole file and the covered bytes are unchanged. */
  intact: boolean;
  /** Signed with the platform's certificate. */
  byPlatform: boolean;
  signedAt: string | null;
  contractNo: string | null;
}

const NONE: SignedPdfCheck = { signed: false, intact: false, byPlatform: false, signedAt: null, contractNo: null };

function attributeValue(attributes: forge.asn1.Asn1[], oid: string): forge.asn1.Asn1 | undefined {
  for (const attribute of attributes) {
    const [type, values] = attribute.value as forge.asn1.Asn1[];
    if (forge.asn1.derToOid(type.value as string) === oid) return (values.value as forge.asn1.Asn1[])[0];
  }
  return undefined;
}

/** The info entry `ContractNo`: a literal string, or (as pdfkit writes it) a reference to one. */
function infoContractNo(text: string): string | null {
  const entry = /\/ContractNo\s*(?:\(([A-Za-z0-9-]+)\)|(\d+)\s+(\d+)\s+R)/.exec(text);
  if (!entry) return null;
  if (entry[1]) return entry[1];
  const object = new RegExp(`(?:^|\\s)${entry[2]}\\s+${entry[3]}\\s+obj\\s*\\(([A-Za-z0-9-]+)\\)`).exec(text);
  return object?.[1] ?? null;
}

export function verifySignedPdf(pdf: Buffer, cert: PlatformCertificate): SignedPdfCheck {
  const text = pdf.toString('latin1');
  const contractNo = infoContractNo(text);
  const ranges = [...text.matchAll(/\/ByteRange\s*\[\s*(\d+)\s+(\d+)\s+(\d+)\s+(\d+)\s*\]/g)];
  const last = ranges[ranges.length - 1];
  if (!last) return { ...NONE, contractNo };
  const [a, b, c, d] = last.slice(1).map(Number);
  try {
    // The hole is zero-padded after the DER: parse the one object at its start.
    const der = forge.util.hexToBytes(text.slice(b + 1, c - 1));
    const asn1 = forge.asn1.fromDer(der, { parseAllBytes: false } as unknown as boolean);
    const message = forge.pkcs7.messageFromAsn1(asn1) as forge.pkcs7.PkcsSignedData & {
      rawCapture: { authenticatedAttributes: forge.asn1.Asn1[]; signature: string };
    };
    const signer = message.certificates[0];
    const attributes = message.rawCapture.authenticatedAttributes;
    const digestAttr = attributeValue(attributes, forge.pki.oids.messageDigest);
    const timeAttr = attributeValue(attributes, forge.pki.oids.signingTime);
    const signedBytes = Buffer.concat([pdf.subarray(a, a + b), pdf.subarray(c, c + d)]);
    const digestMatches =
      digestAttr !== undefined &&
      Buffer.from(digestAttr.value as string, 'binary').equals(createHash('sha256').update(signedBytes).digest());
    const setDer = forge.asn1
      .toDer(forge.asn1.create(forge.asn1.Class.UNIVERSAL, forge.asn1.Type.SET, true, attributes))
      .getBytes();
    const signatureValid = createVerify('sha256')
      .update(Buffer.from(setDer, 'binary'))
      .verify(forge.pki.certificateToPem(signer), Buffer.from(message.rawCapture.signature, 'binary'));
    const coversAll = a === 0 && c + d === pdf.length && b < c;
    const signerDer = Buffer.from(forge.asn1.toDer(forge.pki.certificateToAsn1(signer)).getBytes(), 'binary');
    const signedAt = timeAttr ? forge.asn1.utcTimeToDate(timeAttr.value as string).toISOString() : null;
    return {
      signed: true,
      intact: coversAll && digestMatches && signatureValid,
      byPlatform: createHash('sha256').update(signerDer).digest('hex') === cert.fingerprint,
      signedAt,
      contractNo,
    };
  } catch {
    return { ...NONE, contractNo };
  }
}
