import fc from 'fast-check';

/** Strings an attacker tries first: NUL, bidi overrides, injections, lone surrogates, huge, numeric. */
export const HOSTILE_STRINGS = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\u202Eevil\u202C',
  '\u2066x\u2069',
  "'; DROP TABLE orders;--",
  '<script>alert(1)</script>',
  '%00',
  '../../etc/passwd',
  'x'.repeat(5000),
  '\uD800',
  '😀'.repeat(40),
  'null',
  '-1',
  '1e309',
  'NaN',
  '\r\n\t',
  '{"a":1}',
  'ـــ',
];

/** Numbers at the edges: signs, fractions, the int4 and 2^53 limits, the largest doubles. */
const HOSTILE_NUMBERS = [
  0,
  -1,
  1,
  0.5,
  -0.0001,
  2 ** 31 - 1,
  2 ** 31,
  5e15,
  2 ** 53,
  -(2 ** 53),
  Number.MAX_SAFE_INTEGER + 2,
  1e308,
  -1e308,
];

/** A value of any JSON type: the "wrong type" case for every field. */
export const junk: fc.Arbitrary<unknown> = fc.oneof(
  fc.constant(null),
  fc.boolean(),
  fc.constantFrom(...HOSTILE_NUMBERS),
  fc.constantFrom(...HOSTILE_STRINGS),
  fc.constant([]),
  fc.constant({}),
  fc.array(fc.constantFrom(...HOSTILE_STRINGS), { maxLength: 3 }),
  fc.array(fc.constantFrom(...HOSTILE_NUMBERS), { minLength: 1, maxLength: 3 }),
  fc.dictionary(fc.constantFrom('a', '__proto__', 'constructor'), fc.constantFrom(1, 'x', null), {
    maxKeys: 2,
  }),
);

/**
 * Characters no database text column takes, appended to otherwise ordinary text: NUL, lone surrogates
 * (issue 25 item 13: they passed every contract's length check and failed in PostgreSQL).
 */
const UNSTORABLE = ['\u0000', '\uD800', '\uDC00', '\uDBFF'];

/** An array element at its worst: a huge or fractional number, or unstorable text (issue 25 item 13). */
const hostileElement: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(...HOSTILE_NUMBERS),
  fc.constantFrom(...UNSTORABLE),
);

/** Known-good values per field name (real ids, hashes, codes), so requests get past validation. */
export type Pools = Record<string, readonly unknown[]>;

interface Def {
  type: string;
  format?: string;
  coerce?: boolean;
  checks?: { _zod: { def: { check: string; value?: number; maximum?: number; minimum?: number } } }[];
  shape?: Record<string, Schema>;
  element?: Schema;
  innerType?: Schema;
  in?: Schema;
  options?: Schema[];
  entries?: Record<string, string | number>;
  values?: unknown[];
  getter?: () => Schema;
  keyType?: Schema;
  valueType?: Schema;
  items?: Schema[];
}
type Schema = { _zod: { def: Def } };

function limit(def: Def, check: string): number | undefined {
  const found = def.checks?.find((c) => c._zod.def.check === check);
  return found ? (found._zod.def.value ?? found._zod.def.maximum ?? found._zod.def.minimum) : undefined;
}

function stringArb(def: Def): fc.Arbitrary<string> {
  if (def.format === 'uuid' || def.format === 'guid') return fc.uuid();
  if (def.format === 'email') return fc.emailAddress();
  if (def.format === 'datetime') return fc.date({ noInvalidDate: true }).map((d) => d.toISOString());
  const max = Math.min(limit(def, 'max_length') ?? 60, 300);
  return fc.oneof(
    { weight: 4, arbitrary: fc.string({ maxLength: max }) },
    { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: Math.min(max, 40) }) },
    { weight: 1, arbitrary: fc.constantFrom(...HOSTILE_STRINGS) },
    {
      weight: 1,
      arbitrary: fc
        .tuple(fc.string({ maxLength: Math.min(max, 40) }), fc.constantFrom(...UNSTORABLE))
        .map(([typed, bad]) => typed + bad),
    },
  );
}

function numberArb(def: Def): fc.Arbitrary<number | string> {
  const isInt = def.checks?.some((c) => c._zod.def.check === 'number_format') ?? false;
  const base: fc.Arbitrary<number> = isInt
    ? fc.integer({ min: -5, max: 5000 })
    : fc.double({ min: -1e6, max: 1e6, noNaN: true });
  const value = fc.oneof(
    { weight: 4, arbitrary: base },
    { weight: 1, arbitrary: fc.constantFrom(...HOSTILE_NUMBERS) },
  );
  // Coerced numbers arrive as text (paths, query strings, multipart).
  return def.coerce ? fc.oneof(value.map(String), fc.constantFrom(...HOSTILE_STRINGS)) : value;
}

/**
 * A fast-check arbitrary derived from a zod 4 schema: mostly values of the schema's shape (valid or
 * near-valid), sometimes junk of the wrong type, and pooled known-good values for fields named in `pools`.
 */
export function arbitraryFor(schema: unknown, pools: Pools, key?: string, depth = 0): fc.Arbitrary<unknown> {
  const own = shapedArbitrary(schema as Schema, pools, depth);
  const pooled = key ? pools[key] : undefined;
  const options: fc.WeightedArbitrary<unknown>[] = [
    { weight: 6, arbitrary: own },
    { weight: 1, arbitrary: junk },
  ];
  if (pooled && pooled.length > 0) options.push({ weight: 8, arbitrary: fc.constantFrom(...pooled) });
  return fc.oneof(...options);
}

function shapedArbitrary(schema: Schema, pools: Pools, depth: number): fc.Arbitrary<unknown> {
  const def = schema._zod.def;
  const next = (s: Schema | undefined, key?: string) =>
    s ? arbitraryFor(s, pools, key, depth + 1) : fc.constant(undefined);
  if (depth > 6) return junk;
  switch (def.type) {
    case 'string':
      return stringArb(def);
    case 'number':
      return numberArb(def);
    case 'boolean':
      return fc.boolean();
    case 'enum':
      return fc.oneof(
        fc.constantFrom(...Object.values(def.entries ?? { x: 'x' })),
        fc.string({ maxLength: 12 }),
      );
    case 'literal':
      return fc.constantFrom(...((def.values as unknown[]) ?? [null]));
    case 'array':
      // Mostly well-shaped elements, sometimes one at its worst among them (ids past int4 in a list).
      return fc.array(
        fc.oneof({ weight: 4, arbitrary: next(def.element) }, { weight: 1, arbitrary: hostileElement }),
        {
          maxLength: Math.min(limit(def, 'max_length') ?? 4, 4),
        },
      );
    case 'object': {
      const entries = Object.entries(def.shape ?? {});
      const record: Record<string, fc.Arbitrary<unknown>> = {};
      // Each field is sometimes left out (a missing required field is a case too).
      for (const [name, field] of entries)
        record[name] = fc.option(next(field, name), { nil: undefined, freq: 6 });
      return fc
        .record(record)
        .map((o) => Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)));
    }
    case 'optional':
    case 'default':
    case 'prefault':
    case 'nonoptional':
    case 'readonly':
    case 'catch':
      return fc.option(next(def.innerType), { nil: undefined, freq: 4 });
    case 'nullable':
      return fc.option(next(def.innerType), { nil: null, freq: 4 });
    case 'pipe':
      return next(def.in);
    case 'union':
      return fc.oneof(...(def.options ?? []).map((o) => next(o)));
    case 'lazy':
      return def.getter ? next(def.getter()) : junk;
    case 'record':
      return fc.dictionary(fc.string({ maxLength: 8 }), next(def.valueType), { maxKeys: 3 });
    case 'tuple':
      return fc.tuple(...(def.items ?? []).map((i) => next(i)));
    case 'null':
      return fc.constant(null);
    default:
      // custom, instanceof, transform, any, unknown ...: whatever a client could send.
      return junk;
  }
}
