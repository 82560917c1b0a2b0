/** True when an If-None-Match header lists the tag (or `*`); weak comparison, as RFC 9110 asks for GET. */
export function etagMatches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  // A browser revalidates with the one tag it was given, as it was given: no parsing for that.
  if (ifNoneMatch === etag) return true;
  const strip = (t: string) => t.trim().replace(/^W\//, '');
  return ifNoneMatch.split(',').some((t) => t.trim() === '*' || strip(t) === strip(etag));
}
