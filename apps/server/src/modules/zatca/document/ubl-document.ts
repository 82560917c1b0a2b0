import { halalas, type ZatcaQrFields } from '@sufra/domain';
import { documentTime } from './document-time';
import type { Seller, TaxDocument } from './tax-document';
import { allowance, invoiceLine, totals } from './ubl-amounts';
import { indent, text } from './ubl-text';

const NAMESPACES = [
  'xmlns="urn:oasis:names:specification:ubl:schema:xsd:Invoice-2"',
  'xmlns:cac="urn:oasis:names:specification:ubl:schema:xsd:CommonAggregateComponents-2"',
  'xmlns:cbc="urn:oasis:names:specification:ubl:schema:xsd:CommonBasicComponents-2"',
  'xmlns:ext="urn:oasis:names:specification:ubl:schema:xsd:CommonExtensionComponents-2"',
].join(' ');

/** 388 a simplified invoice, 381 a credit note, 383 a debit note; KSA-2 `0200000`: simplified, no flag. */
const TYPE_CODE = { invoice: '388', 'credit-note': '381', 'debit-note': '383' } as const;
const PAYMENT_MEANS_CODE = { cash: '10', card: '48' } as const;

function billingReference(doc: TaxDocument): string[] {
  if (doc.kind === 'invoice') return [];
  const invoice = doc.kind === 'credit-note' ? doc.creditedInvoiceNumber : doc.debitedInvoiceNumber;
  return [
    '<cac:BillingReference>',
    '    <cac:InvoiceDocumentReference>',
    `        <cbc:ID>${text(invoice)}</cbc:ID>`,
    '    </cac:InvoiceDocumentReference>',
    '</cac:BillingReference>',
  ];
}

function chain(doc: TaxDocument): string[] {
  return [
    '<cac:AdditionalDocumentReference>',
    '    <cbc:ID>ICV</cbc:ID>',
    `    <cbc:UUID>${doc.icv}</cbc:UUID>`,
    '</cac:AdditionalDocumentReference>',
    '<cac:AdditionalDocumentReference>',
    '    <cbc:ID>PIH</cbc:ID>',
    '    <cac:Attachment>',
    `        <cbc:EmbeddedDocumentBinaryObject mimeCode="text/plain">${text(doc.pih)}</cbc:EmbeddedDocumentBinaryObject>`,
    '    </cac:Attachment>',
    '</cac:AdditionalDocumentReference>',
    // The stamp's places (signing/stamp.ts fills them): the QR, then the signature's reference.
    '<cac:AdditionalDocumentReference>',
    '    <cbc:ID>QR</cbc:ID>',
    '    <cac:Attachment>',
    '        <cbc:EmbeddedDocumentBinaryObject mimeCode="text/plain"></cbc:EmbeddedDocumentBinaryObject>',
    '    </cac:Attachment>',
    '</cac:AdditionalDocumentReference>',
    '<cac:Signature>',
    '    <cbc:ID>urn:oasis:names:specification:ubl:signature:Invoice</cbc:ID>',
    '    <cbc:SignatureMethod>urn:oasis:names:specification:ubl:dsig:enveloped:xades</cbc:SignatureMethod>',
    '</cac:Signature>',
  ];
}

function supplier(seller: Seller): string[] {
  const a = seller.address;
  return [
    '<cac:AccountingSupplierParty>',
    '    <cac:Party>',
    '        <cac:PartyIdentification>',
    `            <cbc:ID schemeID="CRN">${text(seller.crNumber)}</cbc:ID>`,
    '        </cac:PartyIdentification>',
    '        <cac:PostalAddress>',
    `            <cbc:StreetName>${text(a.street)}</cbc:StreetName>`,
    `            <cbc:BuildingNumber>${text(a.buildingNumber)}</cbc:BuildingNumber>`,
    ...(a.additionalNumber
      ? [`            <cbc:PlotIdentification>${text(a.additionalNumber)}</cbc:PlotIdentification>`]
      : []),
    `            <cbc:CitySubdivisionName>${text(a.district)}</cbc:CitySubdivisionName>`,
    `            <cbc:CityName>${text(a.city)}</cbc:CityName>`,
    `            <cbc:PostalZone>${text(a.postalCode)}</cbc:PostalZone>`,
    '            <cac:Country>',
    `                <cbc:IdentificationCode>${a.country}</cbc:IdentificationCode>`,
    '            </cac:Country>',
    '        </cac:PostalAddress>',
    '        <cac:PartyTaxScheme>',
    `            <cbc:CompanyID>${text(seller.vatNumber)}</cbc:CompanyID>`,
    '            <cac:TaxScheme>',
    '                <cbc:ID>VAT</cbc:ID>',
    '            </cac:TaxScheme>',
    '        </cac:PartyTaxScheme>',
    '        <cac:PartyLegalEntity>',
    `            <cbc:RegistrationName>${text(seller.name)}</cbc:RegistrationName>`,
    '        </cac:PartyLegalEntity>',
    '    </cac:Party>',
    '</cac:AccountingSupplierParty>',
    // UBL requires the element; a simplified document names no buyer (BR-KSA-10 excludes it, KSA-25/71 are
    // for summary and EDU/HEA documents), so it stays empty.
    '<cac:AccountingCustomerParty/>',
  ];
}

function paymentMeans(doc: TaxDocument): string[] {
  return [
    '<cac:PaymentMeans>',
    `    <cbc:PaymentMeansCode>${PAYMENT_MEANS_CODE[doc.paymentMeans]}</cbc:PaymentMeansCode>`,
    // KSA-10, the reason a credit or debit note is issued, has its place here (BR-KSA-17)
    ...(doc.kind !== 'invoice' ? [`    <cbc:InstructionNote>${text(doc.reason)}</cbc:InstructionNote>`] : []),
    '</cac:PaymentMeans>',
  ];
}

/**
 * The unsigned UBL 2.1 document in the layout of ZATCA's simplified samples, with the stamp's places held
 * (`ext:UBLExtensions`, the QR reference, `cac:Signature`) for `stampInvoice`. Serialised once: the stamp
 * hashes these exact bytes, so nothing may re-format them afterwards.
 */
export function unsignedUbl(doc: TaxDocument): string {
  const time = documentTime(doc.issuedAt);
  const body = [
    '<cbc:ProfileID>reporting:1.0</cbc:ProfileID>',
    `<cbc:ID>${text(doc.number)}</cbc:ID>`,
    `<cbc:UUID>${text(doc.uuid)}</cbc:UUID>`,
    `<cbc:IssueDate>${time.issueDate}</cbc:IssueDate>`,
    `<cbc:IssueTime>${time.issueTime}</cbc:IssueTime>`,
    `<cbc:InvoiceTypeCode name="0200000">${TYPE_CODE[doc.kind]}</cbc:InvoiceTypeCode>`,
    '<cbc:DocumentCurrencyCode>SAR</cbc:DocumentCurrencyCode>',
    '<cbc:TaxCurrencyCode>SAR</cbc:TaxCurrencyCode>',
    ...billingReference(doc),
    ...chain(doc),
    ...supplier(doc.seller),
    ...paymentMeans(doc),
    ...allowance(doc),
    ...totals(doc),
    ...doc.lines.flatMap(invoiceLine),
  ];
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<Invoice ${NAMESPACES}><ext:UBLExtensions/>`,
    ...indent(1, body),
    '</Invoice>',
    '',
  ].join('\n');
}

/** QR tags 1–5 as the document states them: tag 4 is the total with VAT (BT-112), tag 3 its local time. */
export function documentQrFields(doc: TaxDocument): ZatcaQrFields {
  return {
    sellerName: doc.seller.name,
    vatNumber: doc.seller.vatNumber,
    timestamp: documentTime(doc.issuedAt).qrTimestamp,
    total: halalas(doc.totals.net + doc.totals.vat),
    vatTotal: doc.totals.vat,
  };
}
