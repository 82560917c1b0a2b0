export interface UblExtensionsFields {
  invoiceHash: string;
  signedPropertiesDigest: string;
  signatureValue: string;
  /** base64 DER text */
  certificate: string;
  /** xades:SignedProperties exactly as its digest was taken (see signed-properties.ts) */
  signedProperties: string;
}

const XPATH_TRANSFORM = 'http://www.w3.org/TR/1999/REC-xpath-19991116';

/**
 * The stamp's `ext:UBLExtensions`, laid out line for line as in ZATCA's signed samples (the layout of
 * SignedProperties inside it is part of reference 2's digest). All values are base64 or already escaped.
 */
export function ublExtensionsText(f: UblExtensionsFields): string {
  const pad = (depth: number) => ' '.repeat(4 * depth);
  const transform = (xpath: string) => [
    `${pad(9)}<ds:Transform Algorithm="${XPATH_TRANSFORM}">`,
    `${pad(10)}<ds:XPath>${xpath}</ds:XPath>`,
    `${pad(9)}</ds:Transform>`,
  ];
  return [
    '<ext:UBLExtensions>',
    `${pad(1)}<ext:UBLExtension>`,
    `${pad(2)}<ext:ExtensionURI>urn:oasis:names:specification:ubl:dsig:enveloped:xades</ext:ExtensionURI>`,
    `${pad(2)}<ext:ExtensionContent>`,
    `${pad(3)}<sig:UBLDocumentSignatures xmlns:sig="urn:oasis:names:specification:ubl:schema:xsd:CommonSignatureComponents-2" xmlns:sac="urn:oasis:names:specification:ubl:schema:xsd:SignatureAggregateComponents-2" xmlns:sbc="urn:oasis:names:specification:ubl:schema:xsd:SignatureBasicComponents-2">`,
    `${pad(4)}<sac:SignatureInformation>`,
    `${pad(5)}<cbc:ID>urn:oasis:names:specification:ubl:signature:1</cbc:ID>`,
    `${pad(5)}<sbc:ReferencedSignatureID>urn:oasis:names:specification:ubl:signature:Invoice</sbc:ReferencedSignatureID>`,
    `${pad(5)}<ds:Signature xmlns:ds="http://www.w3.org/2000/09/xmldsig#" Id="signature">`,
    `${pad(6)}<ds:SignedInfo>`,
    `${pad(7)}<ds:CanonicalizationMethod Algorithm="http://www.w3.org/2006/12/xml-c14n11"/>`,
    `${pad(7)}<ds:SignatureMethod Algorithm="http://www.w3.org/2001/04/xmldsig-more#ecdsa-sha256"/>`,
    `${pad(7)}<ds:Reference Id="invoiceSignedData" URI="">`,
    `${pad(8)}<ds:Transforms>`,
    ...transform('not(//ancestor-or-self::ext:UBLExtensions)'),
    ...transform('not(//ancestor-or-self::cac:Signature)'),
    ...transform("not(//ancestor-or-self::cac:AdditionalDocumentReference[cbc:ID='QR'])"),
    `${pad(9)}<ds:Transform Algorithm="http://www.w3.org/2006/12/xml-c14n11"/>`,
    `${pad(8)}</ds:Transforms>`,
    `${pad(8)}<ds:DigestMethod Algorithm="http://www.w3.org/2001/04/xmlenc#sha256"/>`,
    `${pad(8)}<ds:DigestValue>${f.invoiceHash}</ds:DigestValue>`,
    `${pad(7)}</ds:Reference>`,
    `${pad(7)}<ds:Reference Type="http://www.w3.org/2000/09/xmldsig#SignatureProperties" URI="#xadesSignedProperties">`,
    `${pad(8)}<ds:DigestMethod Algorithm="http://www.w3.org/2001/04/xmlenc#sha256"/>`,
    `${pad(8)}<ds:DigestValue>${f.signedPropertiesDigest}</ds:DigestValue>`,
    `${pad(7)}</ds:Reference>`,
    `${pad(6)}</ds:SignedInfo>`,
    `${pad(6)}<ds:SignatureValue>${f.signatureValue}</ds:SignatureValue>`,
    `${pad(6)}<ds:KeyInfo>`,
    `${pad(7)}<ds:X509Data>`,
    `${pad(8)}<ds:X509Certificate>${f.certificate}</ds:X509Certificate>`,
    `${pad(7)}</ds:X509Data>`,
    `${pad(6)}</ds:KeyInfo>`,
    `${pad(6)}<ds:Object>`,
    `${pad(7)}<xades:QualifyingProperties xmlns:xades="http://uri.etsi.org/01903/v1.3.2#" Target="signature">`,
    `${pad(8)}${f.signedProperties}`,
    `${pad(7)}</xades:QualifyingProperties>`,
    `${pad(6)}</ds:Object>`,
    `${pad(5)}</ds:Signature>`,
    `${pad(4)}</sac:SignatureInformation>`,
    `${pad(3)}</sig:UBLDocumentSignatures>`,
    `${pad(2)}</ext:ExtensionContent>`,
    `${pad(1)}</ext:UBLExtension>`,
    '</ext:UBLExtensions>',
  ].join('\n');
}
