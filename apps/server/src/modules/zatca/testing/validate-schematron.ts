import { DOMParser, type Element } from '@xmldom/xmldom';
import SaxonJS from 'saxon-js';
import { compiledSef } from './validate-sef-cache';
import type { Finding, Findings } from './validate-ubl';

const svrl = 'http://purl.oclc.org/dsdl/svrl';

/** Runs one of ZATCA's compiled schematrons (an XSL that writes SVRL) on the document. */
export async function validateSchematron(
  source: Finding['source'],
  xslPath: string,
  xml: string,
): Promise<Findings> {
  const stylesheet = await compiledSef(xslPath);
  const report = inRiyadh(
    () =>
      SaxonJS.transform(
        { stylesheetInternal: stylesheet, sourceText: xml, destination: 'serialized' },
        'sync',
      ).principalResult,
  );
  const root = new DOMParser().parseFromString(report, 'text/xml').documentElement;
  const findings: Findings = { errors: [], warnings: [] };
  if (!root) return findings;
  for (const kind of ['failed-assert', 'successful-report']) {
    for (const node of Array.from(root.getElementsByTagNameNS(svrl, kind))) {
      const finding = { source, rule: ruleOf(node), message: textOf(node) };
      // Schematron's flag is free text: ZATCA's files use fatal, error and warning; a rule without a flag
      // is an error, as schematron means it.
      (node.getAttribute('flag') === 'warning' ? findings.warnings : findings.errors).push(finding);
    }
  }
  return findings;
}

/**
 * ZATCA's validator keeps Riyadh's time: BR-KSA-04 compares a document's issue date (Riyadh's date,
 * document/document-time.ts) with its today. SaxonJS's today is this process's (its time zone, UTC here),
 * so between 21:00 and 24:00 UTC a document issued that minute was "in the future" to the imitation. The
 * transform is synchronous: nothing else runs while the zone is Riyadh's.
 */
function inRiyadh<T>(run: () => T): T {
  const zone = process.env.TZ;
  process.env.TZ = 'Asia/Riyadh';
  try {
    return run();
  } finally {
    if (zone === undefined) delete process.env.TZ;
    else process.env.TZ = zone;
  }
}

function ruleOf(node: Element): string {
  return (
    node.getAttribute('id') ||
    node.getElementsByTagNameNS(svrl, 'message-code').item(0)?.textContent?.trim() ||
    'unnamed'
  );
}

function textOf(node: Element): string {
  const text = node.getElementsByTagNameNS(svrl, 'text').item(0)?.textContent ?? '';
  return text.replace(/\s+/g, ' ').trim();
}
