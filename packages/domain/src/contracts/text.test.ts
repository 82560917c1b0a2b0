import { describe, expect, it } from 'vitest';
import { isStorableText, secret, text } from './text';

// Issue 25 item 13: a lone surrogate passed text() and PostgreSQL refused the write (a 500).
describe('storable text', () => {
  it.each([
    ['a lone high surrogate', 'Drinks \uD800'],
    ['a lone low surrogate', '\uDC00 menu'],
    ['a high surrogate before another high one', '\uD83D\uD83D\uDE00'],
    ['a pair followed by a stray low half', '😀\uDE00'],
    ['a NUL byte', 'no\u0000onions'],
  ])('refuses %s in text() and secret()', (_, value) => {
    expect(isStorableText(value)).toBe(false);
    expect(text(100).safeParse(value).success).toBe(false);
    expect(secret(100).safeParse(value).success).toBe(false);
  });

  it('keeps emoji (whole surrogate pairs), Arabic and accents', () => {
    for (const value of ['😀', 'قهوة ☕', 'Crème brûlée', '👨‍👩‍👧']) {
      expect(isStorableText(value)).toBe(true);
      expect(text(100).parse(value)).toBe(value);
    }
  });

  it('secret() keeps a password exactly as typed: spaces and tabs included, never trimmed', () => {
    expect(secret(100).parse('  pass\tword  ')).toBe('  pass\tword  ');
    expect(secret(5).safeParse('toolong').success).toBe(false);
  });
});
