import fc from 'fast-check';

/**
 * What people (and scripts) type into the demo-request and onboarding forms, for the differential tests
 * that hold the web's hand validators to the contracts: realistic values, values at and around every
 * limit, and the characters the contracts' text() rule treats specially.
 */

/** trim() removes these; none is a control character. */
const SPACES = [' ', '\u00A0', '\u2003', '\u3000', '\uFEFF', '\u2028'];
/** Controls that multiline text keeps (tab, LF, CR) and ones it refuses (VT, FF). */
const LINE_BREAKS = ['\t', '\n', '\r', '\r\n', '\u000B', '\u000C'];
/** C0, DEL and C1 controls: refused everywhere. */
const CONTROLS = ['\u0000', '\u0001', '\u001B', '\u001F', '\u007F', '\u0080', '\u0085', '\u009F'];
/** Bidi embeddings, overrides and isolates: stripped by text(), so they count for nothing. */
const BIDI = ['\u202A', '\u202B', '\u202C', '\u202D', '\u202E', '\u2066', '\u2067', '\u2068', '\u2069'];
const ARABIC_INDIC = '٠١٢٣٤٥٦٧٨٩';
const EXTENDED_ARABIC_INDIC = '۰۱۲۳۴۵۶۷۸۹';

/** One UTF-16 unit each, so a string of n of them is exactly n characters long for String.length and zod. */
const SINGLE_UNIT = [..."abcXYZ019 .,&'-مطعمالنجدبيتسفرةـً", ...ARABIC_INDIC, 'é', '\u200F', '\u200D'];
const WORDS = [
  'Najd',
  'House',
  'بيت',
  'نجد',
  'مطبخ',
  'Al Olaya',
  'King Fahd Road',
  'طريق الملك فهد',
  '٢٤',
  'Riyadh',
  'الرياض',
  "O'Brien",
  'Café',
  '🍽️',
  '😀',
  '@najd_house',
];

/** Empty, whitespace only, or nothing but invisible controls. */
const blank = fc.constantFrom(
  '',
  ' ',
  '  \u00A0 ',
  '\u3000',
  '\t',
  '\n',
  ' \r\n ',
  '\u202E',
  ' \u2066 ',
  '\u0000',
);

const words = (separator: fc.Arbitrary<string>) =>
  fc
    .array(fc.tuple(fc.constantFrom(...WORDS), separator), { minLength: 1, maxLength: 8 })
    .map((parts) => parts.map(([word, sep], i) => (i === 0 ? word : sep + word)).join(''));

/** A string of exactly `length` characters. */
const ofLength = (length: number) =>
  fc.string({ unit: fc.constantFrom(...SINGLE_UNIT), minLength: length, maxLength: length });

/** Lengths at and around a limit (and the limit reached with emoji, two UTF-16 units each). */
const aroundLimit = (max: number) =>
  fc.oneof(
    fc.integer({ min: Math.max(0, max - 2), max: max + 2 }).chain(ofLength),
    fc.integer({ min: Math.floor(max / 2) - 1, max: Math.floor(max / 2) + 1 }).map((n) => '😀'.repeat(n)),
  );

/** Puts a few special characters anywhere in a value, and maybe around it. */
function decorate(value: fc.Arbitrary<string>, pieces: string[]): fc.Arbitrary<string> {
  const edge = fc.constantFrom('', '', ' ', '\u00A0', '\n', '\t', '\u202E', '\u2069');
  return fc
    .tuple(value, fc.array(fc.tuple(fc.nat(), fc.constantFrom(...pieces)), { maxLength: 3 }), edge, edge)
    .map(([text, inserts, lead, trail]) => {
      let out = text;
      for (const [at, piece] of inserts) {
        const i = at % (out.length + 1);
        out = out.slice(0, i) + piece + out.slice(i);
      }
      return lead + out + trail;
    });
}

const ANY_SPECIAL = [...SPACES, ...LINE_BREAKS, ...CONTROLS, ...BIDI];

/** A text field held to `max` characters (single line unless `multiline`). */
export function formText(max: number, options: { multiline?: boolean } = {}): fc.Arbitrary<string> {
  const separator = options.multiline ? fc.constantFrom(' ', ' ', '\n', '\r\n', '\t') : fc.constant(' ');
  const realistic = words(separator);
  return fc.oneof(
    { arbitrary: realistic, weight: 6 },
    { arbitrary: blank, weight: 1 },
    { arbitrary: aroundLimit(max), weight: 2 },
    { arbitrary: decorate(fc.oneof(realistic, aroundLimit(max)), BIDI), weight: 1 },
    { arbitrary: decorate(realistic, ANY_SPECIAL), weight: 1 },
  );
}

const digits = (n: number) =>
  fc.array(fc.integer({ min: 0, max: 9 }), { minLength: n, maxLength: n }).map((d) => d.join(''));

/** Latin digits as typed on an Arabic keyboard (either Arabic-Indic block). */
const arabicDigits = (value: string, extended: boolean) =>
  value.replace(/\d/g, (d) => (extended ? EXTENDED_ARABIC_INDIC : ARABIC_INDIC)[Number(d)] ?? d);

/** Separators between characters: mostly none; spaces, dashes, dots, brackets; some the rules refuse. */
function separated(value: fc.Arbitrary<string>, separators: string[]): fc.Arbitrary<string> {
  const gap = fc.oneof({ arbitrary: fc.constant(''), weight: 6 }, fc.constantFrom(...separators));
  return fc
    .tuple(
      value,
      fc.array(gap, { minLength: 16, maxLength: 16 }),
      fc.constantFrom('latin', 'arabic', 'persian'),
    )
    .map(([text, gaps, script]) => {
      const joined = [...text].map((c, i) => (i === 0 ? c : (gaps[i % gaps.length] ?? '') + c)).join('');
      return script === 'latin' ? joined : arabicDigits(joined, script === 'persian');
    });
}

const mobile = digits(8).map((d) => `5${d}`);

/** Saudi phones in every accepted shape and many refused ones. */
export function saudiPhone(): fc.Arbitrary<string> {
  const shape = fc.oneof(
    mobile.map((m) => `0${m}`),
    mobile.map((m) => `+966${m}`),
    mobile.map((m) => `966${m}`),
    mobile.map((m) => `00966${m}`),
    mobile.map((m) => `+9660${m}`),
    mobile, // no trunk 0: refused
    digits(7).map((d) => `011${d}`), // Riyadh landline
    digits(7).map((d) => `+96611${d}`),
    digits(7).map((d) => `05${d}`), // a digit short
    digits(9).map((d) => `05${d}`), // a digit long
    digits(8).map((d) => `06${d}`),
    mobile.map((m) => `+971${m}`),
    fc.constantFrom('+966', '05', '0', '+', 'phone', '05x1234567'),
  );
  return fc.oneof(
    { arbitrary: separated(shape, [' ', '-', '.', '(', ')', '\u00A0', '/', '_', '\t', '\n']), weight: 8 },
    { arbitrary: blank, weight: 1 },
    { arbitrary: decorate(shape, [...BIDI, ...CONTROLS, ...SPACES]), weight: 1 },
  );
}

const EMAIL_LOCALS = [
  'sara',
  'sara.ali',
  "o'brien",
  "sara'",
  'a+tag',
  'a_b',
  '-x',
  'x-',
  '.sara',
  'sara.',
  'sa..ra',
];
const EMAIL_ODD_LOCALS = ['سارة', 'SARA', '1', 'a b', '"quoted"', 'ü', ''];
const EMAIL_DOMAINS = ['najd.sa', 'mail.najd.com.sa', 'NAJD.SA', 'xn--mgbaam7a8h.sa', 'najd-house.sa'];
const EMAIL_ODD_DOMAINS = ['najd.c', 'najd', '-najd.sa', 'najd-.sa', 'najd..sa', 'نجد.السعودية', 'najd.sa.'];
const EMAIL_MORE_ODD_DOMAINS = ['1.2.3.4', '[1.2.3.4]', 'najd.s4', 'najd_house.sa', ''];

/** E-mail addresses, valid and invalid, and ones at and around the 254-character limit. */
export function email(): fc.Arbitrary<string> {
  const local = fc.oneof(
    { arbitrary: fc.constantFrom(...EMAIL_LOCALS), weight: 3 },
    fc.constantFrom(...EMAIL_ODD_LOCALS),
  );
  const domain = fc.oneof(
    { arbitrary: fc.constantFrom(...EMAIL_DOMAINS), weight: 3 },
    fc.constantFrom(...EMAIL_ODD_DOMAINS, ...EMAIL_MORE_ODD_DOMAINS),
  );
  const at = fc.oneof({ arbitrary: fc.constant('@'), weight: 8 }, fc.constantFrom('@@', '', ' @ '));
  const address = fc.tuple(local, at, domain).map((parts) => parts.join(''));
  const long = fc.integer({ min: 250, max: 258 }).map((n) => `${'a'.repeat(n - '@najd.sa'.length)}@najd.sa`);
  return fc.oneof(
    { arbitrary: address, weight: 8 },
    { arbitrary: long, weight: 1 },
    { arbitrary: blank, weight: 1 },
    { arbitrary: decorate(address, ANY_SPECIAL), weight: 1 },
  );
}

const URL_SCHEMES = [
  '',
  '',
  'https://',
  'http://',
  'HTTPS://',
  'Http://',
  'ftp://',
  'https:/',
  'https:',
  '//',
];
const URL_HOSTS = [
  'najd.sa',
  'www.najd.com.sa',
  'localhost',
  'najd',
  'مطعم.السعودية',
  'a b.sa',
  'najd.sa:8080',
];
const URL_ODD_HOSTS = [
  'najd.sa:99999',
  '192.168.1.1',
  '[::1]',
  'user@najd.sa',
  '-najd.sa',
  'najd..sa',
  '.sa',
];
const URL_PATHS = ['', '', '/', '/menu', '/a b', '/قائمة', '?q=1', '#top', '/a\\b', ':'];

/** Website addresses with and without a scheme, odd hosts, and lengths around the 200-character limit. */
export function website(): fc.Arbitrary<string> {
  const address = fc
    .tuple(
      fc.constantFrom(...URL_SCHEMES),
      fc.constantFrom(...URL_HOSTS, ...URL_ODD_HOSTS, 'najd.sa.', 'mailto:a@najd.sa'),
      fc.constantFrom(...URL_PATHS),
    )
    .map((parts) => parts.join(''));
  const long = fc
    .tuple(fc.constantFrom('', 'https://', 'najd.sa/'), fc.integer({ min: 180, max: 205 }), fc.boolean())
    .map(([start, n, arabicPath]) => {
      // n characters in all: a long host, or a long (maybe Arabic) path after a short host.
      const filler = (arabicPath && start === 'najd.sa/' ? 'ق' : 'x').repeat(n - start.length - 3);
      return `${start}${filler}.sa`;
    });
  return fc.oneof(
    { arbitrary: address, weight: 8 },
    { arbitrary: long, weight: 2 },
    { arbitrary: blank, weight: 1 },
    { arbitrary: decorate(address, ANY_SPECIAL), weight: 1 },
  );
}

/** Saudi commercial registration numbers (10 digits) as typed, with spaces and dashes, and wrong ones. */
export function registrationNumber(): fc.Arbitrary<string> {
  const shape = fc.oneof(
    { arbitrary: digits(10), weight: 4 },
    digits(9),
    digits(11),
    digits(10).map((d) => `CR${d}`),
  );
  const padded = fc
    .tuple(digits(10), fc.integer({ min: 36, max: 44 }))
    .map(([d, n]) => [...d].join(' '.repeat(Math.floor((n - 10) / 9))).padEnd(n, '-'));
  return fc.oneof(
    { arbitrary: separated(shape, [' ', '-', '\u00A0', '.', '/', '\t']), weight: 8 },
    { arbitrary: padded, weight: 2 },
    { arbitrary: blank, weight: 1 },
    { arbitrary: decorate(shape, ANY_SPECIAL), weight: 1 },
  );
}

/** The category select's value: normally a small id; also what a tampered form could hold. */
export function categoryId(): fc.Arbitrary<string> {
  return fc.oneof(
    { arbitrary: fc.integer({ min: 1, max: 12 }).map(String), weight: 6 },
    fc.constantFrom('0', '-1', '2.5', '2.0', '1e3', '0x10', ' 3 ', 'abc', '٢', 'Infinity', '+4', '00'),
    fc.constantFrom('2147483647', '2147483648', '9007199254740993'),
    { arbitrary: blank, weight: 1 },
  );
}
