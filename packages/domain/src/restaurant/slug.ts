/**
 * The restaurant id from a URL slug (spec: "the numeric id after its last hyphen"):
 * 'najd-house-1' => 1, '12' => 12. Null when the tail is not a positive integer.
 */
export function restaurantIdFromSlug(slug: string): number | null {
  const tail = slug.slice(slug.lastIndexOf('-') + 1);
  if (!/^[1-9]\d{0,14}$/.test(tail)) return null;
  const id = Number(tail);
  return Number.isSafeInteger(id) ? id : null;
}

/**
 * URL name for a restaurant: ASCII letters/digits joined by hyphens, ending in '-{id}'
 * ('Najd House', 1 => 'najd-house-1'). Accents are folded ('Café' => 'cafe'); a name with no Latin
 * letters (e.g. Arabic only) falls back to 'restaurant-{id}'. The id is what the app reads back.
 */
export function slugify(name: string, id: number): string {
  const base = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/g, '');
  return `${base || 'restaurant'}-${id}`;
}
