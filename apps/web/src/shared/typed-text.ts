/**
 * The contracts' rules for typed text (packages/domain/src/contracts/text.ts and the e-mail check),
 * restated without zod for the lazy form pages: zod would cost the marketing page ~50 KB. The copies are
 * held to the contracts by the differential tests beside the validators (*.differential.test.ts).
 */

// biome-ignore lint/suspicious/noControlCharactersInRegex: finding them is the point
const CONTROL_SINGLE_LINE = /[\u0000-\u001F\u007F-\u009F]/;
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding them is the point
const CONTROL_MULTILINE = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;
const BIDI_CONTROLS = /[\u202A-\u202E\u2066-\u2069]/g;

// Half of a surrogate pair alone (no lookbehind: older Safari cannot parse one), as isStorableText.
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?:^|[^\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/**
 * C0, DEL and C1 controls, and lone surrogates (no UTF-8 form; the contracts refuse them too); tab, line
 * feed and carriage return are allowed where text has several lines.
 */
export function hasControlCharacters(value: string, multiline = false): boolean {
  return (multiline ? CONTROL_MULTILINE : CONTROL_SINGLE_LINE).test(value) || LONE_SURROGATE.test(value);
}

/** What the server keeps of a typed value: bidi controls removed, then trimmed. */
export function cleanText(value: string): string {
  return value.replace(BIDI_CONTROLS, '').trim();
}

/** Length as the contracts count it: in code points, so an emoji is one character. */
export function textLength(value: string): number {
  return Array.from(value).length;
}

/** The contracts' e-mail check (zod's `z.email()` pattern): ASCII, dotted domain, a TLD of 2+ letters. */
export const EMAIL_PATTERN =
  /^(?:[A-Za-z0-9_'+-]+\.)*[A-Za-z0-9_'+-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;
