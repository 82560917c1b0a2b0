#!/usr/bin/env node
// Every namespace must exist in both languages with exactly the same keys (nested, dotted paths)
// and no empty strings, so no screen ever shows a raw key in one language.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const dir = 'apps/web/src/i18n/locales';
const langs = ['ar', 'en'];

function keys(obj, prefix = '') {
  return Object.entries(obj).flatMap(([k, v]) =>
    v && typeof v === 'object' ? keys(v, `${prefix}${k}.`) : [[`${prefix}${k}`, v]],
  );
}

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
    for (const [k, v] of maps[a]) {
      if (!maps[b].has(k)) problems.push(`${b}/${ns}: missing key "${k}" (present in ${a})`);
      if (typeof v === 'string' && v.trim() === '') problems.push(`${a}/${ns}: empty text for "${k}"`);
    }
  }
  total += maps.ar.size;
}
if (problems.length) {
  console.error(problems.join('\n'));
  process.exit(1);
}
console.log(`i18n: ${namespaces.size} namespaces, ${total} keys, ar and en match.`);
