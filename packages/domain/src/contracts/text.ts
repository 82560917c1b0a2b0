import { z } from 'zod';
import type { ErrorCode } from '../errors';
import { withCode } from './common';

/**
 * Characters nobody types into a form: C0 controls (NUL breaks PostgreSQL `text` and was a 500), DEL and
 * C1 controls. Tab, line feed and carriage return are allowed only where text has several lines.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding them is the point
const CONTROL_SINGLE_LINE = /[\u0000-\u001F\u007F-\u009F]/;
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding them is the point
const CONTROL_MULTILINE = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;

/**
 * Bidi embeddings, overrides and isolates (U+202A–U+202E, U+2066–U+2069). An unmatched U+202E reverses
 * the rest of a staff or diner screen's line; legitimate Arabic/English mixing never needs them (the
 * Unicode bidi algorithm orders it), so they are removed rather than rejected.
 */
const BIDI_CONTROLS = /[\u202A-\u202E\u2066-\u2069]/g;

export function stripBidiControls(value: string): string {
  return value.replace(BIDI_CONTROLS, '');
}

export function hasControlCharacters(value: string, multiline = false): boolean {
  return (multiline ? CONTROL_MULTILINE : CONTROL_SINGLE_LINE).test(value);
}

/**
 * Half of a surrogate pair without its other half (`\ud800`): JSON can carry it, UTF-8 cannot, and
 * PostgreSQL refused the write with a 500 (issue 25 item 13). No keyboard produces one. Written without
 * lookbehind: Safari before 16.4 cannot parse one, and the web app imports this file.
 */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?:^|[^\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/**
 * What every string a route accepts must be, whatever else it is: free of NUL (PostgreSQL `text` cannot
 * hold it) and of lone surrogates (no UTF-8 form). text() and secret() check it; the route-table drift
 * test (apps/server/test/hardening/contract-drift.test.ts) finds this very function on every string.
 */
export function isStorableText(value: string): boolean {
  return !value.includes('\u0000') && !LONE_SURROGATE.test(value);
}

export interface TextOptions {
  min?: number;
  /** Notes, instructions, comments, messages: line breaks and tabs are kept. */
  multiline?: boolean;
  /** The code of every issue (default: the generic VALIDATION_FAILED naming the field). */
  code?: ErrorCode;
}

/**
 * The one schema for text a person typed (names, notes, instructions, comments, codes, e-mails before
 * their own check): control characters are a 400 naming the field, bidi controls are stripped, the rest
 * is trimmed and held to `max` characters (and `min`, when given).
 */
export function text(max: number, options: TextOptions = {}) {
  const issue = options.code ? withCode(options.code) : undefined;
  const schema = z
    .string(issue)
    .refine(isStorableText, issue ?? { error: 'NUL or a lone surrogate' })
    .refine((v) => !hasControlCharacters(v, options.multiline), issue ?? { error: 'control characters' })
    .overwrite(stripBidiControls)
    .trim()
    .max(max, issue);
  return options.min === undefined ? schema : schema.min(options.min, issue);
}

/**
 * A string used as typed, never trimmed or cleaned (passwords, tokens, keys, a phone number before its own
 * check): only held to its length and kept storable (isStorableText), so it is hashed, compared or read
 * exactly as the person typed it. `code`: the code of every issue, as for text().
 */
export function secret(max: number, code?: ErrorCode) {
  const issue = code ? withCode(code) : undefined;
  return z
    .string(issue)
    .max(max, issue)
    .refine(isStorableText, issue ?? { error: 'NUL or a lone surrogate' });
}
