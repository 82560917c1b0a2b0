/**
 * Sufra's font on a first scan (docs/decisions.md, "The first scan in the phone's font"): a first screen the
 * server draws carries the IBM Plex `@font-face` rules only when this cookie says the phone holds the font
 * files, which the service worker's precache does once it is ready. Until then the page is drawn in the
 * phone's own font, and a first scan's bytes go to the page, its logo and its code (the three Plex files are
 * 110 KB, as much as the page's JavaScript).
 */
export const FONTS_COOKIE = 'sufra-fonts';

/** Called once the service worker (which precaches the fonts) is active: later pages carry Plex. */
export function markFontsCached(): void {
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing from Safari before 18.4
  document.cookie = `${FONTS_COOKIE}=1; path=/; max-age=31536000; samesite=lax`;
}
