import { describe, expect, it } from 'vitest';
import { DEFAULT_LANGUAGE, isLanguage, isRtl, LANGUAGES } from './i18n-lang';

describe('languages', () => {
  it('Arabic is the default and the only right-to-left language', () => {
    expect(LANGUAGES).toEqual(['ar', 'en']);
    expect(DEFAULT_LANGUAGE).toBe('ar');
    expect(isRtl('ar')).toBe(true);
    expect(isRtl('en')).toBe(false);
    expect(isLanguage('en')).toBe(true);
    expect(isLanguage('fr')).toBe(false);
  });
});
