import { describe, expect, it } from 'vitest';
import arInfo from '../../../i18n/locales/ar/info.json';
import arMarketing from '../../../i18n/locales/ar/marketing.json';
import arOnboarding from '../../../i18n/locales/ar/onboarding.json';
import enInfo from '../../../i18n/locales/en/info.json';
import enMarketing from '../../../i18n/locales/en/marketing.json';
import enOnboarding from '../../../i18n/locales/en/onboarding.json';

function keysOf(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, child]) => keysOf(child, prefix ? `${prefix}.${key}` : key));
}

function placeholdersOf(value: unknown): Record<string, string[]> {
  const result: Record<string, string[]> = {};
  const walk = (node: unknown, path: string) => {
    if (typeof node === 'string')
      result[path] = [...node.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1] ?? '').sort();
    else if (typeof node === 'object' && node)
      for (const [k, v] of Object.entries(node)) walk(v, path ? `${path}.${k}` : k);
  };
  walk(value, '');
  return result;
}

describe.each([
  ['marketing', arMarketing, enMarketing],
  ['info', arInfo, enInfo],
  ['onboarding', arOnboarding, enOnboarding],
])('%s texts', (_ns, ar, en) => {
  it('have the same keys in Arabic and English', () => {
    expect(keysOf(ar).sort()).toEqual(keysOf(en).sort());
  });

  it('use the same placeholders in both languages', () => {
    expect(placeholdersOf(ar)).toEqual(placeholdersOf(en));
  });
});
