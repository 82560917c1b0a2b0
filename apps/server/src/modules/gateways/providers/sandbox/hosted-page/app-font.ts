import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const FONT_FACE = /@font-face\s*\{[^}]*\}/g;

/**
 * The web app's own @font-face rules for IBM Plex Sans Arabic, taken from its built stylesheets: the card
 * page then uses the app's font from the app's own files (/assets/…woff2, content-hashed by the build,
 * same origin, so the CSP's font-src 'self' holds), never a system font or a third-party host. Empty when
 * the web app is not built (the page falls back to the system font).
 */
export function appFontFaces(webDistDir: string): string {
  const assets = join(webDistDir, 'assets');
  if (!existsSync(assets)) return '';
  const rules = new Set<string>();
  for (const file of readdirSync(assets).sort()) {
    if (!file.endsWith('.css')) continue;
    for (const [rule] of readFileSync(join(assets, file), 'utf8').matchAll(FONT_FACE)) {
      if (rule.includes('IBM Plex Sans Arabic') && rule.includes('url(/assets/')) rules.add(rule);
    }
  }
  return [...rules].join('\n');
}
