import { fileURLToPath } from 'node:url';
import { validateSchematron } from './validate-schematron';
import { validateXsd } from './validate-xsd';

/** One message of ZATCA's validation: the schema's, EN 16931's (CEN) or ZATCA's own rules (BR-KSA-*). */
export interface Finding {
  source: 'xsd' | 'cen' | 'zatca';
  rule: string;
  message: string;
}

export interface Findings {
  errors: Finding[];
  warnings: Finding[];
}

const schematrons = fileURLToPath(new URL('./sdk/Data/Rules/schematrons/', import.meta.url));
const cenRules = `${schematrons}CEN-EN16931-UBL.xsl`;
const zatcaRules = `${schematrons}20210819_ZATCA_E-invoice_Validation_Rules.xsl`;

/**
 * Validates a UBL invoice, credit or debit note the way ZATCA's SDK does: the UBL 2.1 schema, then the
 * EN 16931 rules, then ZATCA's. Test code: the first call compiles the rules (about 12 s, cached on disk).
 */
export async function validateUbl(xml: string): Promise<Findings> {
  const [xsd, cen, zatca] = await Promise.all([
    validateXsd(xml),
    validateSchematron('cen', cenRules, xml),
    validateSchematron('zatca', zatcaRules, xml),
  ]);
  return {
    errors: [...xsd, ...cen.errors, ...zatca.errors],
    warnings: [...cen.warnings, ...zatca.warnings],
  };
}
