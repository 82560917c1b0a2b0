import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { validateXML, type XMLFileInfo } from 'xmllint-wasm';
import type { Finding } from './validate-ubl';

const xsdRoot = fileURLToPath(new URL('./sdk/Data/Schemas/xsds/UBL2.1/xsd/', import.meta.url));
const mainSchema = 'maindoc/UBL-Invoice-2.1.xsd';

let schemas: Promise<XMLFileInfo[]> | undefined;

// The Invoice XSD imports its modules by relative path (../common/…): xmllint reads them from its
// in-memory file system, laid out as on disk.
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

/** Validates the document against the UBL 2.1 Invoice schema; every finding is an error. */
export async function validateXsd(xml: string): Promise<Finding[]> {
  const files = await loadSchemas();
  const result = await validateXML({
    xml: { fileName: 'invoice.xml', contents: xml },
    schema: files.filter((file) => file.fileName === `xsd/${mainSchema}`),
    preload: files.filter((file) => file.fileName !== `xsd/${mainSchema}`),
  });
  // ZATCA answers a schema failure with this code (its API's "XSD validation" category).
  return result.errors.map((error) => ({
    source: 'xsd',
    rule: 'XSD_ZATCA_INVALID',
    message: error.loc ? `line ${error.loc.lineNumber}: ${error.message}` : error.message,
  }));
}
