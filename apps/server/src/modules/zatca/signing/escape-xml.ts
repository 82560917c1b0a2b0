const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;' };

/** Element text in the template-built stamp, escaped as C14N writes text (so hashing it is stable). */
export function escapeXml(text: string): string {
  return text.replace(/[&<>]/g, (ch) => ENTITIES[ch] ?? ch);
}
