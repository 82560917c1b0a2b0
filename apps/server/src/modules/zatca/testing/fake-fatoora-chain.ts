/** A document whose PIH is not the hash of the previous ICV's document (`pih` is what it carries). */
export interface ChainBreak {
  egs: number;
  icv: number;
  pih: string;
  previousHash: string;
}

/** What the imitation reads of a document, by text (it is not a parser under test). */
export function chainFields(xml: string): { icv: number; pih: string } {
  const icv = Number(/<cbc:ID>ICV<\/cbc:ID>\s*<cbc:UUID>(\d+)</.exec(xml)?.[1]);
  const pih =
    /<cbc:ID>PIH<\/cbc:ID>\s*<cac:Attachment>\s*<cbc:EmbeddedDocumentBinaryObject[^>]*>([^<]*)</.exec(
      xml,
    )?.[1] ?? '';
  return { icv, pih };
}

/** The onboarding step a passing document completes, by its type code and KSA-2 flags. */
export function complianceStep(xml: string): string {
  const match = /<cbc:InvoiceTypeCode name="(\d\d)\d*">(\d+)</.exec(xml);
  const kind = match?.[1] === '02' ? 'simplified' : 'standard';
  const type = { '381': '-credit-note', '383': '-debit-note' }[match?.[2] ?? ''] ?? '';
  return `${kind}${type}-compliant`;
}

/**
 * Every EGS's documents by ICV, with their hash and PIH. ZATCA accepts documents out of order after a
 * timeout (ICV 4 before 3), so a link is checked when its second side arrives, whichever it is; a
 * rejected document stays in the chain (the next PIH is its hash).
 */
export class PihChains {
  readonly breaks: ChainBreak[] = [];
  private readonly egses = new Map<number, Map<number, { hash: string; pih: string }>>();

  constructor(private readonly firstPih: string) {}

  /** Records a document; returns the break in its own PIH, if its predecessor is known and differs. */
  record(egs: number, icv: number, pih: string, hash: string): ChainBreak | undefined {
    const documents = this.egses.get(egs) ?? new Map<number, { hash: string; pih: string }>();
    this.egses.set(egs, documents);
    documents.set(icv, { hash, pih });
    const previousHash = icv === 1 ? this.firstPih : documents.get(icv - 1)?.hash;
    const own =
      previousHash !== undefined && previousHash !== pih ? { egs, icv, pih, previousHash } : undefined;
    const next = documents.get(icv + 1);
    const nextBreak =
      next && next.pih !== hash ? { egs, icv: icv + 1, pih: next.pih, previousHash: hash } : undefined;
    for (const found of [own, nextBreak]) if (found) this.breaks.push(found);
    return own;
  }
}
