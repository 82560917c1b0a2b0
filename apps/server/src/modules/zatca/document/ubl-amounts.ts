import { halalas } from '@sufra/domain';
import type { TaxDocument, TaxDocumentLine } from './tax-document';
import { indent, sar, text } from './ubl-text';

/* The document's amounts (BG-20..BG-25 of EN 16931): its allowance, the two tax totals, the monetary totals, the lines. */

const STANDARD_RATE = [
  '<cbc:ID schemeID="UN/ECE 5305" schemeAgencyID="6">S</cbc:ID>',
  '<cbc:Percent>15.00</cbc:Percent>',
  '<cac:TaxScheme>',
  '    <cbc:ID schemeID="UN/ECE 5153" schemeAgencyID="6">VAT</cbc:ID>',
  '</cac:TaxScheme>',
];

export function allowance(doc: TaxDocument): string[] {
  if (doc.allowance === 0) return [];
  return [
    '<cac:AllowanceCharge>',
    '    <cbc:ChargeIndicator>false</cbc:ChargeIndicator>',
    '    <cbc:AllowanceChargeReason>discount</cbc:AllowanceChargeReason>',
    `    ${sar('Amount', doc.allowance)}`,
    '    <cac:TaxCategory>',
    ...indent(2, STANDARD_RATE),
    '    </cac:TaxCategory>',
    '</cac:AllowanceCharge>',
  ];
}

export function totals(doc: TaxDocument): string[] {
  const { net, vat, rounding } = doc.totals;
  const lineExtension = halalas(doc.lines.reduce((sum, l) => sum + l.net, 0));
  return [
    // Two tax totals, as ZATCA asks when the tax currency is stated (BR-KSA-EN16931-09): the VAT in the tax
    // currency alone, then the VAT with its breakdown. Both SAR.
    '<cac:TaxTotal>',
    `    ${sar('TaxAmount', vat)}`,
    '</cac:TaxTotal>',
    '<cac:TaxTotal>',
    `    ${sar('TaxAmount', vat)}`,
    '    <cac:TaxSubtotal>',
    `        ${sar('TaxableAmount', net)}`,
    `        ${sar('TaxAmount', vat)}`,
    '        <cac:TaxCategory>',
    ...indent(3, STANDARD_RATE),
    '        </cac:TaxCategory>',
    '    </cac:TaxSubtotal>',
    '</cac:TaxTotal>',
    '<cac:LegalMonetaryTotal>',
    `    ${sar('LineExtensionAmount', lineExtension)}`,
    `    ${sar('TaxExclusiveAmount', net)}`,
    `    ${sar('TaxInclusiveAmount', halalas(net + vat))}`,
    `    ${sar('AllowanceTotalAmount', doc.allowance)}`,
    `    ${sar('PrepaidAmount', halalas(0))}`,
    ...(rounding === 0 ? [] : [`    ${sar('PayableRoundingAmount', rounding)}`]),
    `    ${sar('PayableAmount', halalas(net + vat + rounding))}`,
    '</cac:LegalMonetaryTotal>',
  ];
}

/**
 * Quantity × price must give the line's net (BR-KSA-EN16931-11). A net the quantity does not divide (a
 * share of a discounted line) is stated as one unit of the line, its count kept in the name.
 */
function quantityAndPrice(line: TaxDocumentLine): { quantity: number; price: number; name: string } {
  if (line.quantity > 0 && line.net % line.quantity === 0)
    return { quantity: line.quantity, price: line.net / line.quantity, name: line.name };
  return { quantity: 1, price: line.net, name: `${line.name} × ${line.quantity}` };
}

export function invoiceLine(line: TaxDocumentLine, index: number): string[] {
  const { quantity, price, name } = quantityAndPrice(line);
  return [
    '<cac:InvoiceLine>',
    `    <cbc:ID>${index + 1}</cbc:ID>`,
    `    <cbc:InvoicedQuantity unitCode="PCE">${quantity}</cbc:InvoicedQuantity>`,
    `    ${sar('LineExtensionAmount', line.net)}`,
    '    <cac:TaxTotal>',
    `        ${sar('TaxAmount', line.vat)}`,
    // KSA-12, the line's amount with VAT (BR-KSA-51)
    `        ${sar('RoundingAmount', halalas(line.net + line.vat))}`,
    '    </cac:TaxTotal>',
    '    <cac:Item>',
    `        <cbc:Name>${text(name)}</cbc:Name>`,
    '        <cac:ClassifiedTaxCategory>',
    '            <cbc:ID>S</cbc:ID>',
    '            <cbc:Percent>15.00</cbc:Percent>',
    '            <cac:TaxScheme>',
    '                <cbc:ID>VAT</cbc:ID>',
    '            </cac:TaxScheme>',
    '        </cac:ClassifiedTaxCategory>',
    '    </cac:Item>',
    '    <cac:Price>',
    `        ${sar('PriceAmount', halalas(price))}`,
    '    </cac:Price>',
    '</cac:InvoiceLine>',
  ];
}
