import { createHash } from 'node:crypto';
import { DOMParser, type Element } from '@xmldom/xmldom';
import { C14nCanonicalization } from 'xml-crypto';

const EXT = 'urn:oasis:names:specification:ubl:schema:xsd:CommonExtensionComponents-2';
const CAC = 'urn:oasis:names:specification:ubl:schema:xsd:CommonAggregateComponents-2';
const CBC = 'urn:oasis:names:specification:ubl:schema:xsd:CommonBasicComponents-2';

/** What reference 1's three XPath transforms leave out: the stamp, the QR and the UBL signature. */
function excludedElements(root: Element): Element[] {
  const qrReferences = Array.from(root.getElementsByTagNameNS(CAC, 'AdditionalDocumentReference')).filter(
    (ref) =>
      Array.from(ref.childNodes).some(
        (child) =>
          child.nodeType === child.ELEMENT_NODE &&
          (child as Element).namespaceURI === CBC &&
          (child as Element).localName === 'ID' &&
          child.textContent === 'QR',
      ),
  );
  return [
    ...Array.from(root.getElementsByTagNameNS(EXT, 'UBLExtensions')),
    ...qrReferences,
    ...Array.from(root.getElementsByTagNameNS(CAC, 'Signature')),
  ];
}

/**
 * The SHA-256 of the document as ZATCA hashes it: the three excluded elements removed but the whitespace
 * around them kept (ZATCA's samples only reproduce that way), then canonicalised. Inclusive C14N 1.0
 * gives the same bytes as the C14N 1.1 the stamp names for a whole document, and it is what xml-crypto has.
 */
export function invoiceDigest(xml: string): Buffer {
  const doc = new DOMParser({
    onError: (level, message) => {
      if (level !== 'warning') throw new Error(`ZATCA invoice hash: the XML does not parse: ${message}`);
    },
  }).parseFromString(xml, 'text/xml');
  const root = doc.documentElement;
  if (!root) throw new Error('ZATCA invoice hash: the XML has no root element');
  for (const element of excludedElements(root)) element.parentNode?.removeChild(element);
  // xml-crypto types its input as the DOM's Node: the same as xmldom's for the server, not for a project
  // that compiles with the browser's DOM library too (bench/), so the one type is named for both.
  const canonical = new C14nCanonicalization().process(
    root as unknown as Parameters<C14nCanonicalization['process']>[0],
    {},
  );
  return createHash('sha256').update(canonical, 'utf8').digest();
}

/** The invoice hash (KSA-13's PIH of the next document, reference 1's DigestValue, QR tag 6): base64. */
export function invoiceHash(xml: string): string {
  return invoiceDigest(xml).toString('base64');
}
