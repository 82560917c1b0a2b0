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
    .refine((v) => !hasControlCharacters(v, options.multiline), issue ?? { error: 'control characters' })
    .overwrite(stripBidiControls)
    .trim()
    .max(max, issue);
  return options.min === undefined ? schema : schema.min(options.min, issue);
}
