/**
 * Checking a PDF's signature (no library reads a CMS signature back). It runs in a worker thread
 * (contract-verify-worker.ts), so it imports nothing but node-forge and node:crypto: no path aliases.
 *
 * A signature only vouches for the bytes it covers, so the last /ByteRange must cover the whole file but
 * exactly its own /Contents hex string: it starts at 0, its gap is the `<...>` right after `/Contents`, and
 * its second range ends at the end of the file. The hex string must hold the CMS's DER and nothing after it
 * but zero padding: otherwise bytes could be written into the file (the padding) without touching what is
 * signed. Then the CMS's message digest must equal the SHA-256 of the covered bytes, the signature over the
 * signed attributes must verify with the signer's certificate, and whether that certificate is ours is its
 * fingerprint. Garbage in answers `signed: false`, never an error.
 */
import { createHash, createVerify } from 'node:crypto';
import forge from 'node-forge';

export interface SignedPdfCheck {
  /** The file carries a signature we could read. */
  signed: boolean;
  /** The signature covers the whole file but its own hole, which holds only it, and those bytes are unchanged. */
  intact: boolean;
  /** Signed with the platform's certificate. */
  byPlatform: boolean;
  signedAt: string | null;
  contractNo: string | null;
}

/**
 * forge reads a UTF8String name's value as its raw bytes but UTF-8-encodes it again when it writes the name
 * (certificateToAsn1, a signer's issuer), so a certificate named 职达 would be written back other than it is
 * (another fingerprint, an issuer that matches nothing). Decoding the values once after reading makes the
 * round trip exact. Marked, so a certificate is decoded only once.
 */
export function readableNames(cert: forge.pki.Certificate): forge.pki.Certificate {
  const marked = cert as forge.pki.Certificate & { namesDecoded?: boolean };
  if (marked.namesDecoded) return cert;
  for (const attribute of [...cert.subject.attributes, ...cert.issuer.attributes]) {
    if ((attribute.valueTagClass as unknown) === forge.asn1.Type.UTF8 && typeof attribute.value === 'string') {
      attribute.value = forge.util.decodeUtf8(attribute.value);
    }
  }
  marked.namesDecoded = true;
  return cert;
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

/**
 * Whether [a, b, c, d] leaves out exactly a `/Contents <hex>` string and nothing else: a = 0, the byte at b
 * opens the hex string right after the /Contents key, the one before c closes it, c + d is the file's end.
 */
function holeIsContents(text: string, [a, b, c, d]: number[]): boolean {
  if (a !== 0 || b <= 0 || c <= b + 1 || c + d !== text.length) return false;
  if (text[b] !== '<' || text[c - 1] !== '>') return false;
  return /\/Contents\s*$/.test(text.slice(Math.max(0, b - 32), b));
}

export function verifySignedPdf(pdf: Buffer, cert: { fingerprint: string }): SignedPdfCheck {
  const text = pdf.toString('latin1');
  const contractNo = infoContractNo(text);
  const ranges = [...text.matchAll(/\/ByteRange\s*\[\s*(\d+)\s+(\d+)\s+(\d+)\s+(\d+)\s*\]/g)];
  const last = ranges[ranges.length - 1];
  if (!last) return { ...NONE, contractNo };
  const range = last.slice(1).map(Number);
  const [a, b, c, d] = range;
  try {
    const hex = text.slice(b + 1, c - 1);
    const hexOnly = hex.length % 2 === 0 && /^[0-9A-Fa-f]*$/.test(hex);
    const buffer = forge.util.createBuffer(forge.util.hexToBytes(hexOnly ? hex : hex.replace(/[^0-9A-Fa-f]/g, '')));
    const total = buffer.length();
    // The hole is zero-padded after the DER: parse the one object at its start, then look at what is left.
    const asn1 = forge.asn1.fromDer(buffer, { parseAllBytes: false } as unknown as boolean);
    const derHexLength = (total - buffer.length()) * 2;
    const onlyPadding = hexOnly && /^0*$/.test(hex.slice(derHexLength));
    const message = forge.pkcs7.messageFromAsn1(asn1) as forge.pkcs7.PkcsSignedData & {
      rawCapture: { authenticatedAttributes: forge.asn1.Asn1[]; signature: string };
    };
    const signer = readableNames(message.certificates[0]);
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
    const signerDer = Buffer.from(forge.asn1.toDer(forge.pki.certificateToAsn1(signer)).getBytes(), 'binary');
    const signedAt = timeAttr ? forge.asn1.utcTimeToDate(timeAttr.value as string).toISOString() : null;
    return {
      signed: true,
      intact: holeIsContents(text, range) && onlyPadding && digestMatches && signatureValid,
      byPlatform: createHash('sha256').update(signerDer).digest('hex') === cert.fingerprint,
      signedAt,
      contractNo,
    };
  } catch {
    return { ...NONE, contractNo };
  }
}
