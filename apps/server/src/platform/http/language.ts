import { DEFAULT_LANGUAGE, isLanguage, type Language } from '@sufra/domain';
import type { FastifyRequest } from 'fastify';

/** Highest-quality language of an Accept-Language header among ours (`ar`, `en`); null if neither. */
export function preferredLanguage(acceptLanguage: string | undefined): Language | null {
  if (!acceptLanguage) return null;
  let best: { lang: Language; q: number } | null = null;
  for (const part of acceptLanguage.split(',')) {
    const [tag = '', ...params] = part.trim().split(';');
    const primary = tag.trim().toLowerCase().split('-')[0];
    if (!isLanguage(primary)) continue;
    const qParam = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const q = qParam ? Number(qParam.slice(2)) : 1;
    if (!Number.isFinite(q) || q <= 0) continue;
    // Ties keep the first one listed, as browsers list in preference order.
    if (!best || q > best.q) best = { lang: primary, q };
  }
  return best?.lang ?? null;
}

/**
 * The caller's language for messages: the app's explicit `x-sufra-lang` header, else English only when
 * Accept-Language prefers it, else Arabic (the product default).
 */
export function requestLanguage(req: Pick<FastifyRequest, 'headers'>): Language {
  const explicit = req.headers['x-sufra-lang'];
  const value = Array.isArray(explicit) ? explicit[0] : explicit;
  if (value && isLanguage(value.trim().toLowerCase())) return value.trim().toLowerCase() as Language;
  return preferredLanguage(req.headers['accept-language']) ?? DEFAULT_LANGUAGE;
}
