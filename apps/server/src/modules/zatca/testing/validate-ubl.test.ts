import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { type Finding, type Findings, validateUbl } from './validate-ubl';

const samples = fileURLToPath(new URL('./sdk/Data/Samples/Simplified/', import.meta.url));
const sample = (path: string) => readFileSync(`${samples}${path}`, 'utf8');
const invoice = sample('Invoice/Simplified_Invoice.xml');
const vatNumber = '<cbc:CompanyID>311111111101113</cbc:CompanyID>';
const rules = (findings: Finding[]) => findings.map(({ source, rule }) => `${source} ${rule}`).sort();

/** Replaces exactly one occurrence, so a sample that changes under the test fails loudly. */
function edit(xml: string, from: string, to: string): string {
  expect(xml.split(from)).toHaveLength(2);
  return xml.replace(from, to);
}

let invoiceFindings: Findings;

// The first call compiles ZATCA's two rule files, 10 to 30 s (cached on disk for the next run).
beforeAll(async () => {
  invoiceFindings = await validateUbl(invoice);
}, 180_000);

describe("ZATCA's samples", () => {
  // Both warnings come from the sample's empty buyer party (<cbc:RegistrationName/>, <cbc:StreetName/>):
  // the rule is "1 to 1000 characters" though its text names only the maximum.
  it('the simplified invoice meets the schema and every rule, with two warnings on its empty buyer fields', () => {
    expect(invoiceFindings.errors).toEqual([]);
    expect(rules(invoiceFindings.warnings)).toEqual(['zatca BR-KSA-F-06-C24', 'zatca BR-KSA-F-06-C32']);
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

// Each validation costs about a second of CPU and the server suite runs twice, so one broken document
// carries several faults, each breaking its own rule.
describe('broken documents', () => {
  it('a 14-digit seller VAT number, no ICV and a total that is not net + VAT break BR-KSA-40, BR-KSA-33, BR-CO-15', async () => {
    const icv =
      /<cac:AdditionalDocumentReference>\s*<cbc:ID>ICV<\/cbc:ID>\s*<cbc:UUID>10<\/cbc:UUID>\s*<\/cac:AdditionalDocumentReference>/;
    expect(invoice).toMatch(icv);
    let xml = edit(invoice, vatNumber, '<cbc:CompanyID>31111111110113</cbc:CompanyID>');
    xml = edit(
      xml,
      '<cbc:TaxInclusiveAmount currencyID="SAR">231.15',
      '<cbc:TaxInclusiveAmount currencyID="SAR">231.16',
    );
    const { errors, warnings } = await validateUbl(xml.replace(icv, ''));
    expect(rules(errors)).toEqual(['cen BR-CO-15', 'zatca BR-KSA-33', 'zatca BR-KSA-40']);
    expect(errors.find(({ rule }) => rule === 'BR-KSA-40')?.message).toContain('must contain 15 digits');
    // The payable amount no longer equals the total either.
    expect(rules(warnings)).toContain('cen BR-CO-16');
  });

  it('no seller VAT number and an ICV with letters break BR-KSA-39 and BR-KSA-34', async () => {
    let xml = edit(invoice, vatNumber, '');
    xml = edit(xml, '<cbc:UUID>10</cbc:UUID>', '<cbc:UUID>A10</cbc:UUID>');
    expect(rules((await validateUbl(xml)).errors)).toEqual(['zatca BR-KSA-34', 'zatca BR-KSA-39']);
  });

  it('a credit note without its reason breaks BR-KSA-17; without the invoice it credits, BR-KSA-56 warns', async () => {
    let xml = sample('Credit/Simplified_Credit_Note_Error.xml');
    xml = edit(xml, '<cbc:InstructionNote>“Returned items”</cbc:InstructionNote>', '');
    const billingReference = /<cac:BillingReference>[\s\S]*?<\/cac:BillingReference>/;
    expect(xml).toMatch(billingReference);
    const { errors, warnings } = await validateUbl(xml.replace(billingReference, ''));
    expect(rules(errors)).toEqual(['zatca BR-KSA-17']);
    expect(rules(warnings)).toContain('zatca BR-KSA-56');
  });

  it('an element the UBL schema does not know is an XSD error with its line', async () => {
    const xml = edit(invoice, '<cbc:IssueTime>', '<cbc:Unknown>1</cbc:Unknown><cbc:IssueTime>');
    const { errors } = await validateUbl(xml);
    expect(errors).toEqual([
      {
        source: 'xsd',
        rule: 'XSD_ZATCA_INVALID',
        message: expect.stringMatching(/^line 74: .*Unknown': This element is not expected/),
      },
    ]);
  });
});

describe("the validator's today is Riyadh's (BR-KSA-04)", () => {
  afterEach(() => {
    vi.useRealTimers();
  });
  const dated = (date: string) =>
    edit(invoice, '<cbc:IssueDate>2022-08-17</cbc:IssueDate>', `<cbc:IssueDate>${date}</cbc:IssueDate>`);

  // 22:30 UTC on 1 April is 01:30 on 2 April in Riyadh: a document issued then is dated the 2nd.
  it("at 22:30 UTC a document dated Riyadh's today is not in the future; the day after is", async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-04-01T22:30:00Z'));
    const today = await validateUbl(dated('2026-04-02'));
    expect(rules(today.errors)).not.toContain('zatca BR-KSA-04');
    const tomorrow = await validateUbl(dated('2026-04-03'));
    expect(rules(tomorrow.errors)).toContain('zatca BR-KSA-04');
  }, 60_000);
});
