import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { type Finding, validateUbl } from './validate-ubl';

const samples = fileURLToPath(new URL('./sdk/Data/Samples/Simplified/', import.meta.url));
const sample = (path: string) => readFileSync(`${samples}${path}`, 'utf8');
const invoice = sample('Invoice/Simplified_Invoice.xml');
const rules = (findings: Finding[]) => findings.map(({ source, rule }) => `${source} ${rule}`).sort();

/** Replaces exactly one occurrence, so a sample that changes under the test fails loudly. */
function edit(xml: string, from: string, to: string): string {
  expect(xml.split(from)).toHaveLength(2);
  return xml.replace(from, to);
}

// The first call compiles ZATCA's two rule files (cached on disk for the next run).
beforeAll(() => validateUbl(invoice), 180_000);

describe("ZATCA's samples", () => {
  // Both warnings come from the sample's empty buyer party (<cbc:RegistrationName/>, <cbc:StreetName/>):
  // the rule is "1 to 1000 characters" though its text names only the maximum.
  it('the simplified invoice meets the schema and every rule, with two warnings on its empty buyer fields', async () => {
    const { errors, warnings } = await validateUbl(invoice);
    expect(errors).toEqual([]);
    expect(rules(warnings)).toEqual(['zatca BR-KSA-F-06-C24', 'zatca BR-KSA-F-06-C32']);
  });

  // Its type code is 383 (a debit note) with name 0211010 (simplified, third party, nominal, summary); the
  // debit-note sample carries 381. The rules cannot tell which one was meant and accept both.
  it('the "credit note" (383, 0211010) meets the schema and every rule, with no warning', async () => {
    const creditNote = sample('Credit/Simplified_Credit_Note.xml');
    expect(creditNote).toContain('<cbc:InvoiceTypeCode name="0211010">383</cbc:InvoiceTypeCode>');
    expect(await validateUbl(creditNote)).toEqual({ errors: [], warnings: [] });
  });

  // The _Error samples break rules that the compiled rules only warn about (an empty seller postal code, a
  // line amount that is not quantity × price, an empty street): no errors.
  it.each([
    ['Invoice/Simplified_Invoice_Error.xml', ['zatca BR-KSA-66', 'zatca BR-KSA-EN16931-11']],
    ['Credit/Simplified_Credit_Note_Error.xml', ['zatca BR-KSA-66', 'zatca BR-KSA-F-06-C4']],
    ['Debit/Simplified_Debit_Note_Error.xml', ['zatca BR-KSA-66']],
  ])('%s gives warnings only: %j', async (path, expected) => {
    const { errors, warnings } = await validateUbl(sample(path));
    expect(errors).toEqual([]);
    expect(rules(warnings)).toEqual(expected);
  });
});

describe('broken documents', () => {
  it('a seller VAT number of 14 digits breaks BR-KSA-40', async () => {
    const xml = edit(
      invoice,
      '<cbc:CompanyID>311111111101113</cbc:CompanyID>',
      '<cbc:CompanyID>31111111110113</cbc:CompanyID>',
    );
    const { errors } = await validateUbl(xml);
    expect(rules(errors)).toEqual(['zatca BR-KSA-40']);
    expect(errors[0]?.message).toContain('must contain 15 digits');
  });

  it('no seller VAT number breaks BR-KSA-39', async () => {
    const xml = edit(invoice, '<cbc:CompanyID>311111111101113</cbc:CompanyID>', '');
    expect(rules((await validateUbl(xml)).errors)).toContain('zatca BR-KSA-39');
  });

  it('a missing ICV breaks BR-KSA-33', async () => {
    const icv =
      /<cac:AdditionalDocumentReference>\s*<cbc:ID>ICV<\/cbc:ID>\s*<cbc:UUID>10<\/cbc:UUID>\s*<\/cac:AdditionalDocumentReference>/;
    expect(invoice).toMatch(icv);
    const { errors } = await validateUbl(invoice.replace(icv, ''));
    expect(rules(errors)).toEqual(['zatca BR-KSA-33']);
  });

  it('an ICV with letters breaks BR-KSA-34', async () => {
    const xml = edit(invoice, '<cbc:UUID>10</cbc:UUID>', '<cbc:UUID>A10</cbc:UUID>');
    expect(rules((await validateUbl(xml)).errors)).toEqual(['zatca BR-KSA-34']);
  });

  it('a total that is not net + VAT breaks BR-CO-15 (EN 16931)', async () => {
    const xml = edit(
      invoice,
      '<cbc:TaxInclusiveAmount currencyID="SAR">',
      '<cbc:TaxInclusiveAmount currencyID="SAR">1',
    );
    expect(rules((await validateUbl(xml)).errors)).toContain('cen BR-CO-15');
  });

  it('a credit note without its reason breaks BR-KSA-17, without the invoice it credits warns BR-KSA-56', async () => {
    const creditNote = sample('Credit/Simplified_Credit_Note_Error.xml');
    const noReason = edit(creditNote, '<cbc:InstructionNote>“Returned items”</cbc:InstructionNote>', '');
    expect(rules((await validateUbl(noReason)).errors)).toEqual(['zatca BR-KSA-17']);
    const billingReference = /<cac:BillingReference>[\s\S]*?<\/cac:BillingReference>/;
    const { errors, warnings } = await validateUbl(creditNote.replace(billingReference, ''));
    expect(errors).toEqual([]);
    expect(rules(warnings)).toContain('zatca BR-KSA-56');
  });

  it('an element the UBL schema does not know is an XSD error with its line', async () => {
    const xml = edit(invoice, '<cbc:IssueTime>', '<cbc:Unknown>1</cbc:Unknown><cbc:IssueTime>');
    const { errors } = await validateUbl(xml);
    expect(errors.filter((finding) => finding.source === 'xsd')).toEqual([
      {
        source: 'xsd',
        rule: 'XSD_ZATCA_INVALID',
        message: expect.stringMatching(/^line \d+: .*Unknown.*not expected/),
      },
    ]);
  });
});
