/**
 * Signing a PDF with the platform certificate.
 *
 * Signing: @signpdf/placeholder-plain adds the signature dictionary (it edits pdfkit 0.20's classic xref
 * table; @signpdf/placeholder-pdfkit only fits pdfkit 0.11), PlatformSigner (below: @signpdf/signer-p12's
 * signing with the certificate's names read back exactly) makes a detached PKCS#7 (CMS, SHA-256, with the
 * signing time), @signpdf/signpdf fills it in over the whole file (`adbe.pkcs7.detached`: no
 * signing-certificate-v2 attribute, which a PAdES baseline signature would carry; the licensed provider's
 * signatures are PAdES).
 *
 * Checking such a signature is verify-pdf.ts (it runs in a worker thread).
 */
import { plainAddPlaceholder } from '@signpdf/placeholder-plain';
import signpdf from '@signpdf/signpdf';
import { Signer } from '@signpdf/utils';
import forge from 'node-forge';
import type { PlatformCertificate } from './platform-certificate';
import { readableNames } from './verify-pdf';

export interface SignMeta {
  reason: string;
  name: string;
  location: string;
  contactInfo: string;
}

/**
 * @signpdf/signer-p12's signing, with the certificate's names read back exactly (readableNames). signer-p12
 * itself cannot be used: node-forge reads a UTF-8 name (职达) as raw bytes and writes it back re-encoded, so
 * the signer's issuer would match no certificate and every signature would read invalid.
 * A detached PKCS#7 over the file, SHA-256, with the content type, signing time and message digest.
 */
class PlatformSigner extends Signer {
  constructor(private readonly cert: PlatformCertificate) {
    super();
  }

  override async sign(pdfBuffer: Buffer, signingTime?: Date): Promise<Buffer> {
    const asn1 = forge.asn1.fromDer(forge.util.createBuffer(this.cert.p12.toString('binary')));
    const p12 = forge.pkcs12.pkcs12FromAsn1(asn1, false, this.cert.passphrase);
    const certificate = p12.getBags({ bagType: forge.pki.oids.certBag })[forge.pki.oids.certBag]?.[0]?.cert;
    const key = p12.getBags({ bagType: forge.pki.oids.pkcs8ShroudedKeyBag })[forge.pki.oids.pkcs8ShroudedKeyBag]?.[0]
      ?.key;
    if (!certificate || !key) throw new Error('the PKCS#12 holds no certificate and key');
    readableNames(certificate);
    const p7 = forge.pkcs7.createSignedData();
    p7.content = forge.util.createBuffer(pdfBuffer.toString('binary'));
    p7.addCertificate(certificate);
    p7.addSigner({
      key,
      certificate,
      digestAlgorithm: forge.pki.oids.sha256,
      authenticatedAttributes: [
        { type: forge.pki.oids.contentType, value: forge.pki.oids.data },
        { type: forge.pki.oids.signingTime, value: (signingTime ?? new Date()) as unknown as string },
        { type: forge.pki.oids.messageDigest },
      ],
    });
    p7.sign({ detached: true });
    return Buffer.from(forge.asn1.toDer(p7.toAsn1()).getBytes(), 'binary');
  }
}

export async function signPdf(pdf: Buffer, cert: PlatformCertificate, meta: SignMeta): Promise<Buffer> {
  const prepared = plainAddPlaceholder({
    pdfBuffer: pdf,
    ...meta,
    signatureLength: 8192,
    appName: cert.names.product,
  });
  return signpdf.sign(prepared, new PlatformSigner(cert));
}
