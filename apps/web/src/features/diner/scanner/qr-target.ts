import { restaurantIdFromSlug } from '@sufra/domain';

const WELCOME_PATH = /^\/welcome\/([^/]+)\/?$/;

/**
 * Where a scanned QR code takes the diner: the welcome path of one of OUR table or takeaway links
 * (docs/decisions.md "QR links"), or null for anything else, which the scanner calls an invalid code.
 * Refused: another origin (another product's QR, or http vs https), a relative or non-http text, our
 * origin but any other page, a slug without a restaurant id, a table link without a positive number
 * and a hash. Only the link's own parameters are kept, so a code can never carry the diner elsewhere.
 */
export function welcomePathFromQr(raw: string, origin: string): string | null {
  let url: URL;
  try {
    url = new URL(raw.trim());
  } catch {
    return null;
  }
  if (url.origin !== origin) return null;
  const slug = WELCOME_PATH.exec(url.pathname)?.[1];
  if (!slug || restaurantIdFromSlug(slug) === null) return null;
  const params = url.searchParams;
  const takeaway = params.get('takeaway');
  if (takeaway) return `/welcome/${slug}?${new URLSearchParams({ takeaway })}`;
  const table = params.get('table') ?? '';
  const hash = params.get('hash');
  if (!/^[1-9]\d{0,5}$/.test(table) || !hash) return null;
  return `/welcome/${slug}?${new URLSearchParams({ table, hash })}`;
}
