import type { AuditFormat, Details, ValueContext } from './audit-format';
import { isRecord } from './audit-format';
import { ACTION_WORDS, isKnownAction } from './audit-sentences';

interface AuditLine {
  key: string;
  label: string;
  value: string;
  /** Addresses, codes, keys: read left to right inside Arabic text. */
  isLtr: boolean;
}

interface AuditChange {
  key: string;
  label: string;
  before: string;
  after: string;
}

const LTR_KINDS = new Set(['ltr', 'hash']);

/** The sentence of an entry; an action this build does not know reads "Another change: …" humanized. */
export function auditSentence(f: AuditFormat, action: string, details: Details, subject: string): string {
  if (!isKnownAction(action)) return f.t('unknownAction', { name: f.label(action) });
  const subjectId = subject.slice(subject.indexOf(':') + 1);
  return ACTION_WORDS[action].say({ d: details, f, subjectId, action });
}

/** `table:4` → "Table 4", `order:<uuid>` → "Order 5c1e0b9a" (a uuid's first 8 characters tell entries apart). */
export function auditSubject(f: AuditFormat, subject: string): string {
  const colon = subject.indexOf(':');
  const type = colon < 0 ? subject : subject.slice(0, colon);
  const rawId = colon < 0 ? '' : subject.slice(colon + 1);
  const id = /^[0-9a-f]{8}-[0-9a-f-]{27}$/i.test(rawId) ? rawId.slice(0, 8) : rawId;
  return f.t(`subjects.${type}` as 'subjects.table', { id, defaultValue: `${f.label(type)} ${id}`.trim() });
}

/**
 * An entry's details as lines ("label: value") and, for a before/after pair, the fields that changed, every
 * label and value in words (audit-format.ts). What the sentence already says is left out; so are empty
 * values of a line and fields that did not change.
 */
export function auditRows(
  f: AuditFormat,
  action: string,
  details: Details,
): { lines: AuditLine[]; changes: AuditChange[] } {
  const uses = new Set<string>(isKnownAction(action) ? (ACTION_WORDS[action].uses ?? []) : []);
  const ctx: ValueContext = { action, details };
  const lines: AuditLine[] = [];
  const changes: AuditChange[] = [];
  const line = (key: string, value: unknown, record: Details) => {
    const c = { ...ctx, record };
    const kind = f.kindOf(key, c);
    // Nothing to say: an empty value, a hidden one, or none of something counted (no session ended).
    if (f.isEmpty(value) || kind === 'hidden' || (kind === 'count' && value === 0)) return;
    lines.push({
      key,
      label: f.label(key, c),
      value: f.format(key, value, c),
      isLtr: LTR_KINDS.has(f.kindOf(key, c) ?? ''),
    });
  };
  const { before, after, ...rest } = details;
  for (const [key, value] of Object.entries(rest)) if (!uses.has(key)) line(key, value, details);
  if (uses.has('before') && uses.has('after')) return { lines, changes };

  if (isRecord(before) && isRecord(after)) {
    for (const key of new Set([...Object.keys(before), ...Object.keys(after)])) {
      // What only one side holds is a fact, not a change (an approval's new restaurant and its invitation).
      if (!(key in before)) {
        line(key, after[key], after);
        continue;
      }
      if (!(key in after)) {
        line(key, before[key], before);
        continue;
      }
      if (JSON.stringify(before[key]) === JSON.stringify(after[key])) continue;
      if (f.kindOf(key, ctx) === 'hidden') continue;
      changes.push({
        key,
        label: f.label(key),
        before: f.format(key, before[key], { ...ctx, record: before }),
        after: f.format(key, after[key], { ...ctx, record: after }),
      });
    }
  } else {
    for (const [side, value] of [
      ['before', before],
      ['after', after],
    ] as const) {
      if (isRecord(value)) for (const [key, item] of Object.entries(value)) line(key, item, value);
      // A list in place of a record: a dish's option groups as they were and as they are.
      else if (Array.isArray(value))
        lines.push({
          key: side,
          label: f.label(side),
          value:
            action === 'menu.options_updated' ? f.format('optionGroups', value, ctx) : f.readable(value, ctx),
          isLtr: false,
        });
    }
  }
  return { lines, changes };
}
