#!/usr/bin/env node
// Every namespace must exist in both languages with the same keys (nested, dotted paths) and no empty
// strings, so no screen ever shows a raw key in one language. Plural forms differ by language (Arabic has
// six, English two): a plural text counts once, under its base key, and must come with every form its
// language's Intl.PluralRules can pick (apps/web/src/i18n/locale-parity.test.ts checks the same).
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const dir = 'apps/web/src/i18n/locales';
const langs = ['ar', 'en'];

function keys(obj, prefix = '') {
  return Object.entries(obj).flatMap(([k, v]) =>
    v && typeof v === 'object' ? keys(v, `${prefix}${k}.`) : [[`${prefix}${k}`, v]],
  );
}

const PLURAL = /_(zero|one|two|few|many|other)$/;
const problems = [];
const namespaces = new Set(
  langs.flatMap((l) => readdirSync(join(dir, l)).filter((f) => f.endsWith('.json'))),
);
let total = 0;
for (const ns of namespaces) {
  const maps = {};
  for (const l of langs) {
    try {
      maps[l] = new Map(keys(JSON.parse(readFileSync(join(dir, l, ns), 'utf8'))));
    } catch (e) {
      problems.push(`${l}/${ns}: ${e.code === 'ENOENT' ? 'missing' : e.message}`);
      maps[l] = new Map();
    }
  }
  for (const [a, b] of [
    ['ar', 'en'],
    ['en', 'ar'],
  ]) {
    const bases = new Set([...maps[b].keys()].map((k) => k.replace(PLURAL, '')));
    for (const [k, v] of maps[a]) {
      const base = k.replace(PLURAL, '');
      if (!bases.has(base)) problems.push(`${b}/${ns}: missing key "${base}" (present in ${a})`);
      if (typeof v === 'string' && v.trim() === '') problems.push(`${a}/${ns}: empty text for "${k}"`);
    }
  }
  for (const l of langs) {
    const needed = new Intl.PluralRules(l).resolvedOptions().pluralCategories;
    const plurals = new Set(
      [...maps[l].keys()].filter((k) => PLURAL.test(k)).map((k) => k.replace(PLURAL, '')),
    );
    for (const base of plurals)
      for (const form of needed)
        if (!maps[l].has(`${base}_${form}`))
          problems.push(`${l}/${ns}: "${base}" lacks plural form "${form}"`);
  }
  total += maps.ar.size;
}
if (problems.length) {
  console.error(problems.join('\n'));
  process.exit(1);
}
console.log(`i18n: ${namespaces.size} namespaces, ${total} keys, ar and en match.`);
