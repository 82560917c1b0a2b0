import type { Language } from '@sufra/domain';
import type { QueryKey } from '@tanstack/react-query';
import type { SessionActions } from './store/session-slice';

/**
 * What the server rendered a first screen from (entry-server.tsx), embedded in the page as JSON: the
 * browser sets the same session and query data and shows the same URL before its first render, so the
 * screen it renders is the one already painted (main.tsx).
 */
export interface SsrSeed {
  /** The URL the screen shows (a QR link's query is already gone from it). */
  url: string;
  language: Language;
  session: Parameters<SessionActions['setTableSession']>[0] | null;
  queries: [QueryKey, unknown][];
  /** The build's chunks the screen's code is in (the server preloads them and inlines their styles). */
  chunks: string[];
}

/** The element that carries the seed: JSON, never run (the CSP allows no inline script). */
const SSR_SEED_ID = 'sufra-ssr';

/** The seed of a server-rendered page, or null (a page the server did not render). */
export function readSsrSeed(): SsrSeed | null {
  const text = document.getElementById(SSR_SEED_ID)?.textContent;
  if (!text) return null;
  try {
    return JSON.parse(text) as SsrSeed;
  } catch {
    return null;
  }
}
