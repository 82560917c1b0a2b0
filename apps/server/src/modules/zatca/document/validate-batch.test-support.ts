import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { validateXML, type XMLFileInfo } from 'xmllint-wasm';
import { validateSchematron } from '../testing/validate-schematron';

/*
 * validateUbl (../testing/validate-ubl.ts) for many documents at once, the same three checks in the same
 * order. The XSD check is most of validateUbl's time per document (a fresh xmllint WASM instance that reads
 * all UBL 2.1 schemas, about 1 s), and xmllint validates any number of files in one run, so the documents
 * go through it together; the schematrons have no such batch and run per document.
 */

const sdk = fileURLToPath(new URL('../testing/sdk/Data/', import.meta.url));
const xsdRoot = `${sdk}Schemas/xsds/UBL2.1/xsd/`;
const MAIN_SCHEMA = 'xsd/maindoc/UBL-Invoice-2.1.xsd';
const CEN_RULES = `${sdk}Rules/schematrons/CEN-EN16931-UBL.xsl`;
const ZATCA_RULES = `${sdk}Rules/schematrons/20210819_ZATCA_E-invoice_Validation_Rules.xsl`;

let schemas: Promise<XMLFileInfo[]> | undefined;

function loadSchemas(): Promise<XMLFileInfo[]> {
  schemas ??= readdir(xsdRoot, { recursive: true }).then((names) =>
    Promise.all(
      names
        .filter((name) => name.endsWith('.xsd'))
        .map(async (name) => ({
          fileName: `xsd/${name}`,
          contents: await readFile(join(xsdRoot, name)),
        })),
    ),
  );
  return schemas;
}

/** Every finding of one document, as `source rule: message`, errors and warnings apart. */
export interface DocumentFindings {
  errors: string[];
  warnings: string[];
}

export async function validateUblBatch(xmls: readonly string[]): Promise<DocumentFindings[]> {
  const files = await loadSchemas();
  const xsd = await validateXML({
    xml: xmls.map((contents, i) => ({ fileName: `document-${i}.xml`, contents })),
    schema: files.filter((file) => file.fileName === MAIN_SCHEMA),
    preload: files.filter((file) => file.fileName !== MAIN_SCHEMA),
  });
  const results: DocumentFindings[] = [];
  for (const [i, xml] of xmls.entries()) {
    const xsdErrors = xsd.errors
      // an error xmllint could not place in a file belongs to every document (the schema's own)
      .filter((e) => !e.loc || e.loc.fileName === `document-${i}.xml`)
      .map((e) => `xsd: ${e.message}`);
    const [cen, zatca] = [
      await validateSchematron('cen', CEN_RULES, xml),
      await validateSchematron('zatca', ZATCA_RULES, xml),
    ];
    const show = (f: { source: string; rule: string; message: string }) =>
      `${f.source} ${f.rule}: ${f.message}`;
    results.push({
      errors: [...xsdErrors, ...cen.errors.map(show), ...zatca.errors.map(show)],
      warnings: [...cen.warnings.map(show), ...zatca.warnings.map(show)],
    });
  }
  return results;
}
