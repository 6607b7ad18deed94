/**
 * Signing a PDF with the platform certificate.
 *
 * Signing: @signpdf/placeholder-plain adds the signature dictionary (it edits pdfkit 0.20's classic xref
 * table; @signpdf/placeholder-pdfkit only fits pdfkit 0.11), @signpdf/signer-p12 makes a detached PKCS#7
 * (CMS, SHA-256, with the signing time), @signpdf/signpdf fills it in over the whole file
 * (`adbe.pkcs7.detached`: signer-p12 adds no signing-certificate-v2 attribute, which a PAdES baseline
 * signature would carry; the licensed provider's signatures are PAdES).
 *
 * Checking such a signature is verify-pdf.ts (it runs in a worker thread).
 */
import { plainAddPlaceholder } from '@signpdf/placeholder-plain';
import signpdf from '@signpdf/signpdf';
import { P12Signer } from '@signpdf/signer-p12';
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
