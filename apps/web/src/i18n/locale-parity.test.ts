import { describe, expect, it } from 'vitest';

/**
 * Every namespace has the same texts in Arabic and English (a key missing in one language shows as a bare
 * key). Plural forms differ by language (Arabic has six, English two), so a plural text counts once, under
 * its base key, and must come with every form its language's Intl.PluralRules can pick.
 */
const files = import.meta.glob<{ default: Record<string, unknown> }>('./locales/*/*.json', { eager: true });
const PLURAL = /_(zero|one|two|few|many|other)$/;

function leaves(node: unknown, prefix = ''): string[] {
  if (typeof node !== 'object' || node === null) return [prefix];
  return Object.entries(node).flatMap(([key, child]) => leaves(child, prefix ? `${prefix}.${key}` : key));
}

function namespace(lang: string, ns: string): string[] {
  const file = files[`./locales/${lang}/${ns}.json`];
  if (!file) throw new Error(`no ${lang}/${ns}.json`);
  return leaves(file.default);
}

const namespaces = [
  ...new Set(Object.keys(files).map((path) => path.replace(/^\.\/locales\/\w+\/(.+)\.json$/, '$1'))),
].sort();

describe.each(namespaces)('%s texts', (ns) => {
  it('have the same keys in Arabic and English (plural forms counted once)', () => {
    const base = (lang: string) => [...new Set(namespace(lang, ns).map((k) => k.replace(PLURAL, '')))].sort();
    expect(base('ar')).toEqual(base('en'));
  });

  it.each(['ar', 'en'])('give every plural text all the forms %s needs', (lang) => {
    const keys = namespace(lang, ns);
    const needed = new Intl.PluralRules(lang).resolvedOptions().pluralCategories;
    const plurals = new Set(keys.filter((k) => PLURAL.test(k)).map((k) => k.replace(PLURAL, '')));
    for (const key of plurals) {
      expect(
        needed.filter((form) => !keys.includes(`${key}_${form}`)),
        `${lang} ${ns}:${key}`,
      ).toEqual([]);
    }
  });
});
