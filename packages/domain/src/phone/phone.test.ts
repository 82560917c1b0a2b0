import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isValidSaudiPhone, normalizeSaudiPhone } from './phone';

describe('normalizeSaudiPhone', () => {
  it.each([
    ['0512345678', '+966512345678'],
    ['+966 512345678', '+966512345678'],
    ['+966512345678', '+966512345678'],
    ['966512345678', '+966512345678'],
    ['00966 51 234 5678', '+966512345678'],
    ['055-123-4567', '+966551234567'],
    ['(055) 123 4567', '+966551234567'],
    [' +966 0512345678 ', '+966512345678'],
    ['٠٥١٢٣٤٥٦٧٨', '+966512345678'],
  ])('%j => %s', (input, expected) => {
    expect(normalizeSaudiPhone(input)).toBe(expected);
  });

  it.each([
    '',
    '512345678', // no leading 0 or country code: not a form the spec accepts
    '051234567', // too short
    '05123456789', // too long
    '0412345678', // landline, not mobile
    '+971512345678', // UAE
    '+966412345678',
    '05123x5678',
    '+ 966512345678x',
  ])('rejects %j', (input) => {
    expect(normalizeSaudiPhone(input)).toBeNull();
    expect(isValidSaudiPhone(input)).toBe(false);
  });

  it('any 05 + 8 digits, however spaced, becomes +9665… (property)', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{8}$/), fc.constantFrom('', ' ', '-'), (rest, sep) => {
        const typed = `05${rest.slice(0, 4)}${sep}${rest.slice(4)}`;
        expect(normalizeSaudiPhone(typed)).toBe(`+9665${rest}`);
        // normalising is idempotent
        expect(normalizeSaudiPhone(`+9665${rest}`)).toBe(`+9665${rest}`);
      }),
    );
  });
});
