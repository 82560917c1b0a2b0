import { INT4_MAX, isStorableText } from '@sufra/domain/contracts';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers';

/**
 * Issue 25 item 13: a NUL byte or a lone surrogate in a staff form's text, and an id or version past
 * PostgreSQL's `integer`, passed their contracts and failed in the database (a 500). This walks every
 * route the app serves (its params, query and body schemas, through arrays, objects, unions and pipes)
 * and holds each string and integer it accepts to what the database can store, so a field added
 * tomorrow with a bare `z.string()` or an unbounded `z.number().int()` fails here, not in production.
 */
type Def = {
  type: string;
  format?: string;
  checks?: {
    _zod: { def: { check: string; format?: string; value?: number; inclusive?: boolean; fn?: unknown } };
  }[];
  shape?: Record<string, Schema>;
  element?: Schema;
  innerType?: Schema;
  in?: Schema;
  out?: Schema;
  options?: Schema[];
  left?: Schema;
  right?: Schema;
  valueType?: Schema;
  items?: Schema[];
  getter?: () => Schema;
};
type Schema = { _zod: { def: Def }; meta?: () => Record<string, unknown> | undefined };

/** 'none': accepts no string or integer below it; otherwise the offending fields (empty: all fine). */
type Verdict = { kind: 'none' } | { kind: 'checked'; offences: string[] };

const INT_BOUND: Record<string, number> = { safeint: Number.MAX_SAFE_INTEGER, int32: 2 ** 31 - 1 };

/** The smallest maximum an integer schema's checks allow. */
function maximumOf(def: Def): number {
  let max = Number.POSITIVE_INFINITY;
  for (const c of def.checks ?? []) {
    const d = c._zod.def;
    if (d.check === 'number_format' && d.format) max = Math.min(max, INT_BOUND[d.format] ?? max);
    if (d.check === 'less_than' && typeof d.value === 'number')
      max = Math.min(max, d.inclusive ? d.value : d.value - 1);
  }
  return max;
}

function stringVerdict(schema: Schema, path: string): string[] {
  const def = schema._zod.def;
  // text() and secret() carry the very check; a uuid, e-mail or pattern refuses both by its format.
  if (def.checks?.some((c) => c._zod.def.fn === isStorableText)) return [];
  const formatted = def.checks?.some((c) => c._zod.def.check === 'string_format') || def.format;
  const refuses = (v: string) =>
    !(schema as unknown as { safeParse: (v: unknown) => { success: boolean } }).safeParse(v).success;
  if (formatted && refuses('\u0000') && refuses('\uD800')) return [];
  return [`${path}: a string without text()/secret() (NUL or a lone surrogate would reach the database)`];
}

function integerVerdict(schema: Schema, path: string): string[] {
  const def = schema._zod.def;
  const isInteger = def.checks?.some((c) => c._zod.def.check === 'number_format') ?? false;
  if (!isInteger) return [];
  const bigint = schema.meta?.()?.['x-column'] === 'bigint';
  const column = bigint ? Number.MAX_SAFE_INTEGER : INT4_MAX;
  const max = maximumOf(def);
  return max <= column
    ? []
    : [`${path}: an integer up to ${max} for an ${bigint ? 'bigint' : 'integer'} column (max ${column})`];
}

function walk(schema: Schema | undefined, path: string, seen: Set<Schema>): Verdict {
  if (!schema || seen.has(schema)) return { kind: 'none' };
  const def = schema._zod.def;
  const all = (parts: Verdict[]): Verdict => {
    const checked = parts.filter((p) => p.kind === 'checked');
    return checked.length === 0
      ? { kind: 'none' }
      : { kind: 'checked', offences: checked.flatMap((p) => p.offences) };
  };
  const inner = (s: Schema | undefined, p = path) => walk(s, p, new Set([...seen, schema]));
  switch (def.type) {
    case 'string':
      return { kind: 'checked', offences: stringVerdict(schema, path) };
    case 'number':
      return { kind: 'checked', offences: integerVerdict(schema, path) };
    case 'object':
      return all(Object.entries(def.shape ?? {}).map(([k, v]) => inner(v, `${path}.${k}`)));
    case 'array':
      return inner(def.element, `${path}[]`);
    case 'tuple':
      return all((def.items ?? []).map((s, i) => inner(s, `${path}[${i}]`)));
    case 'record':
      return inner(def.valueType, `${path}{}`);
    case 'union':
      return all((def.options ?? []).map((s) => inner(s)));
    case 'intersection':
      return all([inner(def.left), inner(def.right)]);
    case 'lazy':
      return def.getter ? inner(def.getter()) : { kind: 'none' };
    case 'pipe': {
      // What arrives meets `in` first; a pipe is sound when either side holds the value to the rule
      // (e.g. z.string().transform(trim).pipe(text(60))).
      const first = inner(def.in);
      const then = inner(def.out);
      if (first.kind === 'checked' && first.offences.length === 0) return first;
      if (then.kind === 'checked' && then.offences.length === 0 && first.kind === 'checked') return then;
      return all([first, then]);
    }
    default:
      return def.innerType ? inner(def.innerType) : { kind: 'none' };
  }
}

describe('contracts and columns agree (the route table)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const apiRoutes = () =>
    t.app.routeTable.routes.filter((r) => r.url.startsWith('/api/') && r.method !== 'HEAD');

  it('every string a route accepts refuses NUL and lone surrogates; every integer fits its column', () => {
    const offences: string[] = [];
    let fields = 0;
    for (const route of apiRoutes()) {
      for (const part of ['params', 'querystring', 'body'] as const) {
        const verdict = walk(
          route.schema?.[part] as Schema | undefined,
          `${route.method} ${route.url} ${part}`,
          new Set(),
        );
        if (verdict.kind === 'checked') {
          fields += 1;
          offences.push(...verdict.offences);
        }
      }
    }
    expect(apiRoutes().length).toBeGreaterThan(100);
    expect(fields).toBeGreaterThan(100);
    expect(offences).toEqual([]);
  });

  it('every money column is bigint, as the contracts’ money mark (x-column: bigint) says', async () => {
    const { rows } = await sql<{ table: string; column: string; type: string }>`
      SELECT c.table_name AS "table", c.column_name AS "column", c.data_type AS type
      FROM information_schema.columns c
      JOIN information_schema.tables tb ON tb.table_schema = c.table_schema AND tb.table_name = c.table_name
      WHERE c.table_schema = current_schema() AND tb.table_type = 'BASE TABLE'
        AND c.column_name LIKE '%\\_halalas'`.execute(t.db);
    expect(rows.length).toBeGreaterThan(10);
    expect(rows.filter((r) => r.type !== 'bigint')).toEqual([]);
  });
});
