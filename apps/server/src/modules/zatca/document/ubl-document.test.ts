import {
  allocateProportionally,
  allocationLine,
  halalas,
  type InvoiceAmounts,
  type OrderItemRow,
  perItemAmounts,
  proportionalShareAmounts,
  vatBreakdown,
  wholeOrderAmounts,
} from '@sufra/domain';
import { describe, expect, it } from 'vitest';
import { sdkCertificate, sdkPrivateKeyPem } from '../signing/sdk-samples.test-support';
import { stampInvoice } from '../signing/stamp';
import { type DocumentSpec, shareOf, stampedXml, taxDocument } from './document-fixtures.test-support';
import type { GrossLine, TaxDocument } from './tax-document';
import { documentQrFields, unsignedUbl } from './ubl-document';
import { validateUblBatch } from './validate-batch.test-support';

const item = (id: number, name: string, quantity: number, lineTotal: number): OrderItemRow => ({
  id,
  name,
  nameAr: name,
  options: [],
  quantity,
  lineTotalHalalas: lineTotal,
});

/** A table's order: 2 kabsa at 45.00, a mint lemonade 12.00, a kunafa 23.00 = 125.00 SAR, VAT included. */
const ORDER = [item(1, 'Kabsa', 2, 9000), item(2, 'Mint lemonade', 1, 1200), item(3, 'Kunafa', 1, 2300)];
const SECOND_ORDER = [item(4, 'Shawarma plate', 3, 8100), item(5, 'Water', 2, 400)];

/** What the invoices module prints, as the tax document's lines (inclusive pricing: line totals are gross). */
function linesOf(amounts: InvoiceAmounts): GrossLine[] {
  return amounts.lines.map((l) => ({ name: l.name, quantity: l.quantity, gross: halalas(l.totalHalalas) }));
}

const sumOf = (items: OrderItemRow[]) => items.reduce((s, i) => s + i.lineTotalHalalas, 0);

/** Each Sufra document a payment or refund can lead to, as the invoices module would describe it. */
const SCENARIOS: Record<string, DocumentSpec> = {
  'the whole order, one payment': {
    lines: linesOf(
      wholeOrderAmounts(ORDER, {
        subtotalHalalas: 12500,
        discountHalalas: 0,
        taxHalalas: 1630,
        totalHalalas: 12500,
      }),
    ),
    paid: halalas(12500),
  },
  'an even split, 1 of 3 people (41.67 SAR over every line)': {
    lines: linesOf(
      proportionalShareAmounts(
        ORDER,
        { kind: 'even', peoplePaidFor: 1, totalPeople: 3 },
        halalas(4167),
        'inclusive',
      ),
    ),
    paid: halalas(4167),
  },
  'an even split, 2 of 3 people': {
    lines: linesOf(
      proportionalShareAmounts(
        ORDER,
        { kind: 'even', peoplePaidFor: 2, totalPeople: 3 },
        halalas(8333),
        'inclusive',
      ),
    ),
    paid: halalas(8333),
  },
  'a custom amount, 10.00 SAR (no net reaches it: a rounding of 0.01)': {
    lines: linesOf(proportionalShareAmounts(ORDER, { kind: 'custom' }, halalas(1000), 'inclusive')),
    paid: halalas(1000),
  },
  'a per-item share: one kabsa and half the kunafa': {
    lines: linesOf(
      perItemAmounts(
        [
          allocationLine(item(1, 'Kabsa', 1, 4500), 4500, 1),
          allocationLine(ORDER[2] as OrderItemRow, 1150, 2),
        ],
        halalas(5650),
        'inclusive',
      ) as InvoiceAmounts,
    ),
    paid: halalas(5650),
  },
  'a per-item share carrying its part of a coupon (the lines exceed the amount paid)': {
    lines: linesOf(
      perItemAmounts(
        [allocationLine(ORDER[0] as OrderItemRow, 9000, 1)],
        halalas(8101),
        'inclusive',
      ) as InvoiceAmounts,
    ),
    paid: halalas(8101),
  },
  'a coupon-discounted bill, 15 % off, paid whole': {
    lines: linesOf(
      wholeOrderAmounts(ORDER, {
        subtotalHalalas: 12500,
        discountHalalas: 1875,
        taxHalalas: 1386,
        totalHalalas: 10625,
      }),
    ),
    paid: halalas(10625),
  },
  'a table-wide payment across two orders, by card': {
    lines: [...ORDER, ...SECOND_ORDER].map((i) => ({
      name: i.name,
      quantity: i.quantity,
      gross: halalas(i.lineTotalHalalas),
    })),
    paid: halalas(sumOf(ORDER) + sumOf(SECOND_ORDER)),
  },
  'cash recorded at the restaurant': { ...shareOf(3333), paymentMeans: 'cash' },
  'an exclusive-priced bill: VAT added once on 108.70 (the lines carry the bill gross in proportion)':
    (() => {
      const nets = [4000, 4000, 2870];
      const { gross } = vatBreakdown(halalas(10870), 'exclusive');
      const grosses = allocateProportionally(gross, nets);
      return {
        lines: grosses.map((g, i) => ({ name: `Dish ${i + 1}`, quantity: 1, gross: g })),
        paid: gross,
      };
    })(),
  'a partial credit note: the lemonade refunded': {
    lines: [{ name: 'Mint lemonade', quantity: 1, gross: halalas(1200) }],
    paid: halalas(1200),
    kind: { kind: 'credit-note', creditedInvoiceNumber: 'INV-7', reason: 'Item cancelled: out of stock' },
  },
  'a second partial credit note on the same invoice: 10.00 SAR of the kabsa': {
    lines: [{ name: 'Kabsa', quantity: 2, gross: halalas(1000) }],
    paid: halalas(1000),
    kind: { kind: 'credit-note', creditedInvoiceNumber: 'INV-7', reason: 'Refund of a cancelled order' },
    paymentMeans: 'cash',
  },
  'a one-halala share': shareOf(1),
  'a share of 1,000,000.00 SAR': shareOf(100_000_000),
};

const documents = Object.entries(SCENARIOS).map(([name, spec]) => ({ name, doc: taxDocument(spec) }));

describe('unsignedUbl through the stamp and ZATCA validation', () => {
  it('every kind of document Sufra issues passes the XSD, the CEN and ZATCA rules with no error and no warning', async () => {
    const findings = await validateUblBatch(documents.map(({ doc }) => stampedXml(doc)));
    const failed = documents.flatMap(({ name }, i) => {
      const f = findings[i];
      return f && f.errors.length + f.warnings.length > 0 ? [{ name, ...f }] : [];
    });
    expect(failed).toEqual([]);
  }, 120_000);

  it('a credit note without its billing reference, or without its reason, fails ZATCA rules (and a broken document the schema)', async () => {
    const note = taxDocument(SCENARIOS['a partial credit note: the lemonade refunded'] as DocumentSpec);
    const unsigned = unsignedUbl(note);
    const withoutReference = unsigned.replace(
      /\s*<cac:BillingReference>[\s\S]*?<\/cac:BillingReference>/,
      '',
    );
    const withoutReason = unsigned.replace(/\s*<cbc:InstructionNote>[^<]*<\/cbc:InstructionNote>/, '');
    expect(withoutReference).not.toBe(unsigned);
    expect(withoutReason).not.toBe(unsigned);
    const stamp = (unsignedXml: string) =>
      stampInvoice({
        unsignedXml,
        privateKeyPem: sdkPrivateKeyPem(),
        certificate: sdkCertificate(),
        qr: documentQrFields(note),
        signingTime: note.issuedAt,
      }).xml;
    const notUbl = unsigned.replace(
      '<cbc:ProfileID>',
      '<cbc:Note>before the profile</cbc:Note><cbc:ProfileID>',
    );
    const [noReference, noReason, misplaced] = await validateUblBatch([
      stamp(withoutReference),
      stamp(withoutReason),
      stamp(notUbl),
    ]);
    // ZATCA's compiled rules make the missing reference a warning and the missing reason an error (brief, E5)
    expect(noReference?.warnings.join('\n')).toContain('BR-KSA-56');
    expect(noReason?.errors.join('\n')).toContain('BR-KSA-17');
    // the batched schema check blames only the document that breaks the schema
    expect(misplaced?.errors.join('\n')).toMatch(/^xsd: /m);
    expect([...(noReference?.errors ?? []), ...(noReason?.errors ?? [])].join('\n')).not.toMatch(/^xsd: /m);
  }, 120_000);
});

describe('unsignedUbl', () => {
  const xmlOf = (doc: TaxDocument) => unsignedUbl(doc);

  it('holds the stamp places as ZATCA samples do, and states the type 388 or 381 with name 0200000', () => {
    const invoice = xmlOf(taxDocument(shareOf(2500)));
    expect(invoice).toContain('<Invoice xmlns="urn:oasis:names:specification:ubl:schema:xsd:Invoice-2"');
    expect(invoice).toContain('<ext:UBLExtensions/>');
    expect(invoice).toContain('<cbc:InvoiceTypeCode name="0200000">388</cbc:InvoiceTypeCode>');
    expect(invoice).not.toContain('BillingReference');
    expect(invoice).not.toContain('InstructionNote');
    const note = xmlOf(
      taxDocument(SCENARIOS['a partial credit note: the lemonade refunded'] as DocumentSpec),
    );
    expect(note).toContain('<cbc:InvoiceTypeCode name="0200000">381</cbc:InvoiceTypeCode>');
    expect(note).toMatch(/<cac:BillingReference>\s*<cac:InvoiceDocumentReference>\s*<cbc:ID>INV-7<\/cbc:ID>/);
    expect(note).toContain('<cbc:InstructionNote>Item cancelled: out of stock</cbc:InstructionNote>');
  });

  it('10.00 SAR: 8.69 + VAT 1.30 = 9.99 with VAT, a rounding of 0.01, 10.00 payable; the QR says 9.99 and 1.30', () => {
    const doc = taxDocument(shareOf(1000));
    const xml = xmlOf(doc);
    expect(xml).toContain('<cbc:TaxableAmount currencyID="SAR">8.69</cbc:TaxableAmount>');
    expect(xml).toContain('<cbc:TaxInclusiveAmount currencyID="SAR">9.99</cbc:TaxInclusiveAmount>');
    expect(xml).toContain('<cbc:PayableRoundingAmount currencyID="SAR">0.01</cbc:PayableRoundingAmount>');
    expect(xml).toContain('<cbc:PayableAmount currencyID="SAR">10.00</cbc:PayableAmount>');
    expect(documentQrFields(doc)).toMatchObject({ total: 999, vatTotal: 130 });
    expect(xmlOf(taxDocument(shareOf(1150)))).not.toContain('PayableRoundingAmount');
  });

  it('writes the issue time in Riyadh time without a zone, the same instant as QR tag 3', () => {
    const doc = { ...taxDocument(shareOf(1000)), issuedAt: new Date('2026-01-31T21:30:05Z') };
    const xml = xmlOf(doc);
    expect(xml).toContain('<cbc:IssueDate>2026-02-01</cbc:IssueDate>');
    expect(xml).toContain('<cbc:IssueTime>00:30:05</cbc:IssueTime>');
    expect(documentQrFields(doc).timestamp).toBe('2026-02-01T00:30:05');
  });

  it('escapes text and drops the control characters XML cannot carry', () => {
    const spec = shareOf(500);
    const doc = taxDocument({
      ...spec,
      lines: [{ name: 'Fish & <chips>\u0007\n "special"', quantity: 1, gross: spec.paid }],
    });
    expect(xmlOf(doc)).toContain('<cbc:Name>Fish &amp; &lt;chips&gt; "special"</cbc:Name>');
    expect(xmlOf(doc)).toContain(
      '<cbc:RegistrationName>مطعم سفرة | Sufra &amp; Sons &lt;Riyadh&gt;</cbc:RegistrationName>',
    );
  });

  it('states quantity × price = the line net, or one unit named with its count when the net does not divide', () => {
    const whole = xmlOf(taxDocument(SCENARIOS['the whole order, one payment'] as DocumentSpec));
    expect(whole).toMatch(
      /<cbc:InvoicedQuantity unitCode="PCE">2<\/cbc:InvoicedQuantity>\s*<cbc:LineExtensionAmount currencyID="SAR">78.26</,
    );
    expect(whole).toContain('<cbc:PriceAmount currencyID="SAR">39.13</cbc:PriceAmount>');
    const odd = xmlOf(
      taxDocument({ lines: [{ name: 'Kabsa', quantity: 2, gross: halalas(1000) }], paid: halalas(1000) }),
    );
    expect(odd).toMatch(
      /<cbc:InvoicedQuantity unitCode="PCE">1<\/cbc:InvoicedQuantity>\s*<cbc:LineExtensionAmount currencyID="SAR">8.69</,
    );
    expect(odd).toContain('<cbc:Name>Kabsa × 2</cbc:Name>');
  });

  it('a discount the lines carry is a document allowance at its net; the tip is never in the document', () => {
    const xml = xmlOf(
      taxDocument(SCENARIOS['a coupon-discounted bill, 15 % off, paid whole'] as DocumentSpec),
    );
    expect(xml).toMatch(/<cac:AllowanceCharge>\s*<cbc:ChargeIndicator>false<\/cbc:ChargeIndicator>/);
    expect(xml).toContain('<cbc:Amount currencyID="SAR">16.30</cbc:Amount>'); // 18.75 / 1.15
    expect(xml).toContain('<cbc:AllowanceTotalAmount currencyID="SAR">16.30</cbc:AllowanceTotalAmount>');
    expect(xml).toContain('<cbc:PayableAmount currencyID="SAR">106.25</cbc:PayableAmount>');
    expect(xml).not.toMatch(/tip/i);
  });
});
