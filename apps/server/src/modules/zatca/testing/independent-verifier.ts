/**
 * A second opinion on stamped ZATCA documents (issue 27, A8), written apart from `signing/` on purpose:
 * it reads the stored text with its own patterns, removes the unsigned parts as text, canonicalises with
 * libxml2's C14N 1.1 (xmllint-wasm, another parser and another canonicaliser than the signer's), decodes
 * the QR and the certificate's DER itself, and verifies with the certificate found in the document.
 * Test code: it assumes the prefixes ZATCA's samples use (ext, cac, cbc, ds, xades).
 */
import { createHash, createPublicKey, verify, X509Certificate } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { validateXML } from 'xmllint-wasm';

/** The PIH of an EGS's first document (ZATCA's `Data/PIH/pih.txt`: base64 of the hex SHA-256 of "0"). */
export const FIRST_PIH = readFileSync(new URL('./sdk/Data/PIH/pih.txt', import.meta.url), 'utf8').trim();

export interface VerifierReport {
  /** what failed, in words; empty when the document checks out */
  failures: string[];
  /** recomputed from the stored bytes */
  invoiceHash: string;
  icv: string | undefined;
  pih: string | undefined;
}

export async function verifyStampedInvoice(xml: string): Promise<VerifierReport> {
  const [canonical] = await canonicalC14n11([xml]);
  return verifyAgainstCanonical(xml, canonical!);
}

/** Several documents at once: one xmllint run canonicalises them all (a run costs far more than a document). */
async function verifyStampedInvoices(xmls: readonly string[]): Promise<VerifierReport[]> {
  const canonical = await canonicalC14n11(xmls);
  return xmls.map((xml, index) => verifyAgainstCanonical(xml, canonical[index]!));
}

function verifyAgainstCanonical(xml: string, canonical: string): VerifierReport {
  const failures: string[] = [];
  const check = (ok: boolean, failure: string) => {
    if (!ok) failures.push(failure);
  };
  const digest = createHash('sha256').update(canonical, 'utf8').digest();
  const invoiceHash = digest.toString('base64');
  const report = (): VerifierReport => ({
    failures,
    invoiceHash,
    icv: textOf(
      xml,
      /<cac:AdditionalDocumentReference>\s*<cbc:ID>ICV<\/cbc:ID>\s*<cbc:UUID>([^<]*)<\/cbc:UUID>/,
    ),
    pih: textOf(
      xml,
      /<cbc:ID>PIH<\/cbc:ID>\s*<cac:Attachment>\s*<cbc:EmbeddedDocumentBinaryObject[^>]*>([^<]*)</,
    ),
  });

  const referenceDigest = textOf(xml, /<ds:Reference Id="invoiceSignedData"[\s\S]*?<ds:DigestValue>([^<]*)</);
  const propertiesDigest = textOf(
    xml,
    /<ds:Reference[^>]*URI="#xadesSignedProperties">[\s\S]*?<ds:DigestValue>([^<]*)</,
  );
  const signatureValue = textOf(xml, /<ds:SignatureValue>([^<]*)<\/ds:SignatureValue>/);
  const certificateText = textOf(xml, /<ds:X509Certificate>([^<]*)<\/ds:X509Certificate>/);
  const signedProperties = textOf(xml, /(<xades:SignedProperties[\s\S]*?<\/xades:SignedProperties>)/);
  const qr = textOf(
    xml,
    /<cbc:ID>QR<\/cbc:ID>\s*<cac:Attachment>\s*<cbc:EmbeddedDocumentBinaryObject[^>]*>([^<]*)</,
  );
  if (
    !referenceDigest ||
    !propertiesDigest ||
    !signatureValue ||
    !certificateText ||
    !signedProperties ||
    !qr
  ) {
    failures.push('the stamp or the QR is missing a part');
    return report();
  }

  const certificateDer = Buffer.from(certificateText, 'base64');
  const certificate = new X509Certificate(certificateDer);
  const certificatePem = `-----BEGIN CERTIFICATE-----\n${certificateText}\n-----END CERTIFICATE-----\n`;
  const publicKey = certificate.publicKey.export({ type: 'spki', format: 'der' });
  check(
    referenceDigest === invoiceHash,
    'reference 1 DigestValue is not the invoice hash of the stored bytes',
  );
  check(
    verify(
      'sha256',
      digest,
      { key: createPublicKey(certificatePem), dsaEncoding: 'der' },
      Buffer.from(signatureValue, 'base64'),
    ),
    "SignatureValue does not verify with the document's certificate",
  );
  const namespaced = signedProperties
    .replace(
      '<xades:SignedProperties ',
      '<xades:SignedProperties xmlns:xades="http://uri.etsi.org/01903/v1.3.2#" ',
    )
    .replace(/<ds:([A-Za-z0-9]+)/g, '<ds:$1 xmlns:ds="http://www.w3.org/2000/09/xmldsig#"');
  check(
    propertiesDigest === hexBase64(namespaced),
    'reference 2 DigestValue is not the SignedProperties digest',
  );
  check(
    textOf(signedProperties, /<xades:CertDigest>[\s\S]*?<ds:DigestValue>([^<]*)</) ===
      hexBase64(certificateText),
    'CertDigest is not the digest of the certificate in KeyInfo',
  );
  check(
    textOf(signedProperties, /<ds:X509SerialNumber>([^<]*)</) ===
      BigInt(`0x${certificate.serialNumber}`).toString(),
    "X509SerialNumber is not the certificate's serial number",
  );

  const tags = tlvTags(Buffer.from(qr, 'base64'));
  check(tags.get(6)?.toString('utf8') === invoiceHash, 'QR tag 6 is not the invoice hash');
  check(tags.get(7)?.toString('utf8') === signatureValue, 'QR tag 7 is not the SignatureValue');
  check(tags.get(8)?.equals(publicKey) === true, "QR tag 8 is not the certificate's public key");
  check(
    tags.get(9)?.equals(certificateSignature(certificateDer)) === true,
    "QR tag 9 is not the certificate's signature",
  );
  return report();
}

/** Verifies each document and the chain: ICVs 1..n in the given order, each PIH the previous invoice hash. */
export async function verifyChain(xmls: readonly string[]): Promise<string[]> {
  const failures: string[] = [];
  let previousHash = FIRST_PIH;
  for (const [index, report] of (await verifyStampedInvoices(xmls)).entries()) {
    failures.push(...report.failures.map((f) => `document ${index + 1}: ${f}`));
    if (report.icv !== String(index + 1)) failures.push(`document ${index + 1}: ICV is ${report.icv}`);
    if (report.pih !== previousHash)
      failures.push(`document ${index + 1}: PIH is not the previous document's hash`);
    previousHash = report.invoiceHash;
  }
  return failures;
}

function textOf(text: string, pattern: RegExp): string | undefined {
  return pattern.exec(text)?.[1];
}

function hexBase64(text: string): string {
  return Buffer.from(createHash('sha256').update(text, 'utf8').digest('hex'), 'utf8').toString('base64');
}

/**
 * Cuts the three elements the stamp's XPath transforms exclude, leaving the text around them as it is, and
 * the comments (C14N 1.1 without comments drops them; xmllint's --c14n11 would keep them).
 */
function withoutUnsignedParts(xml: string): string {
  return xml
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/<ext:UBLExtensions\s*\/>|<ext:UBLExtensions>[\s\S]*?<\/ext:UBLExtensions>/, '')
    .replace(
      /<cac:AdditionalDocumentReference>\s*<cbc:ID>QR<\/cbc:ID>[\s\S]*?<\/cac:AdditionalDocumentReference>/,
      '',
    )
    .replace(/<cac:Signature>[\s\S]*?<\/cac:Signature>/, '');
}

/** xmllint prints its documents' canonical forms back to back; each ends with ZATCA's root end tag. */
const ROOT_END = '</Invoice>';
const BATCH = 200;

async function canonicalC14n11(xmls: readonly string[]): Promise<string[]> {
  const canonical: string[] = [];
  for (let start = 0; start < xmls.length; start += BATCH) {
    const batch = xmls.slice(start, start + BATCH);
    const result = await validateXML({
      xml: batch.map((xml, index) => ({
        fileName: `document-${index}.xml`,
        contents: withoutUnsignedParts(xml),
      })),
      normalization: 'c14n',
      modifyArguments: (args) => args.map((arg) => (arg === '--c14n' ? '--c14n11' : arg)),
      maxMemoryPages: 16 * 1024,
    });
    if (!result.valid) throw new Error(`xmllint could not canonicalise: ${result.rawOutput}`);
    // The output ends with a newline that is not part of any canonical form.
    const forms = result.normalized.replace(/\n$/, '').split(ROOT_END).slice(0, -1);
    if (forms.length !== batch.length)
      throw new Error(`expected ${batch.length} documents rooted in <Invoice>`);
    canonical.push(...forms.map((form) => form + ROOT_END));
  }
  return canonical;
}

function tlvTags(bytes: Buffer): Map<number, Buffer> {
  const tags = new Map<number, Buffer>();
  for (let at = 0; at + 2 <= bytes.length; ) {
    const tag = bytes.readUInt8(at);
    const length = bytes.readUInt8(at + 1);
    tags.set(tag, bytes.subarray(at + 2, at + 2 + length));
    at += 2 + length;
  }
  return tags;
}

/** Certificate ::= SEQUENCE { tbsCertificate, signatureAlgorithm, signatureValue BIT STRING }. */
function certificateSignature(der: Buffer): Buffer {
  const certificate = derChildren(derElement(der, 0).content);
  const bitString = certificate[2];
  if (bitString?.tag !== 0x03) throw new Error('the certificate has no signature BIT STRING');
  return bitString.content.subarray(1); // the leading byte counts unused bits (0 for a DER signature)
}

interface DerElement {
  tag: number;
  content: Buffer;
  end: number;
}

function derElement(bytes: Buffer, at: number): DerElement {
  const tag = bytes.readUInt8(at);
  const first = bytes.readUInt8(at + 1);
  const lengthBytes = first & 0x80 ? first & 0x7f : 0;
  const length = lengthBytes ? bytes.readUIntBE(at + 2, lengthBytes) : first;
  const start = at + 2 + lengthBytes;
  return { tag, content: bytes.subarray(start, start + length), end: start + length };
}

function derChildren(content: Buffer): DerElement[] {
  const children: DerElement[] = [];
  for (let at = 0; at < content.length; ) {
    const child = derElement(content, at);
    children.push(child);
    at = child.end;
  }
  return children;
}
