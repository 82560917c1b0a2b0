/** The codings we keep precompressed bodies in, best first. */
export type ContentCoding = 'br' | 'gzip';

/**
 * The coding to send for an Accept-Encoding header: brotli, else gzip, else none (identity). A coding
 * listed with q=0 is refused; `*` stands for any coding not listed. Ties go to brotli (smaller).
 */
export function preferredCoding(acceptEncoding: string | string[] | undefined): ContentCoding | null {
  if (!acceptEncoding) return null;
  const header = Array.isArray(acceptEncoding) ? acceptEncoding.join(',') : acceptEncoding;
  // Browsers send one of a handful of headers, the same on every request: each is parsed once.
  const known = seen.get(header);
  if (known !== undefined) return known;
  const coding = parse(header);
  if (seen.size >= SEEN_MAX) seen.clear();
  seen.set(header, coding);
  return coding;
}

/** Accept-Encoding headers already parsed; cleared when full, so odd headers cannot grow it. */
const seen = new Map<string, ContentCoding | null>();
const SEEN_MAX = 256;

function parse(header: string): ContentCoding | null {
  const q = new Map<string, number>();
  for (const part of header.split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const qParam = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const value = qParam ? Number(qParam.slice(2)) : 1;
    q.set(name, Number.isFinite(value) ? value : 0);
  }
  const weight = (coding: ContentCoding) => q.get(coding) ?? q.get('*') ?? 0;
  const br = weight('br');
  const gz = weight('gzip');
  if (br > 0 && br >= gz) return 'br';
  if (gz > 0) return 'gzip';
  return null;
}
