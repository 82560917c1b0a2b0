import { describe, expect, it } from 'vitest';
import { cardDigits, detectBrand, isExpired, isLuhnValid, isNameValid, parseExpiry } from './card';
import { findTestCard, TEST_CARDS } from './test-cards';

describe('Luhn check', () => {
  it('accepts valid numbers, with spaces or Arabic-Indic digits', () => {
    expect(isLuhnValid('4111111111111111')).toBe(true);
    expect(isLuhnValid('4111 1111 1111 1111')).toBe(true);
    expect(isLuhnValid('٤١١١١١١١١١١١١١١١')).toBe(true);
  });

  it('rejects one wrong digit, swapped digits, letters and wrong lengths', () => {
    expect(isLuhnValid('4111111111111112')).toBe(false);
    expect(isLuhnValid('4111111111111121')).toBe(false);
    expect(isLuhnValid('4111a11111111111')).toBe(false);
    expect(isLuhnValid('42')).toBe(false);
    expect(isLuhnValid('')).toBe(false);
  });
});

describe('brand detection', () => {
  it('recognises mada before Visa and Mastercard, whose ranges hold mada BINs', () => {
    expect(detectBrand('4406470000000007')).toBe('mada');
    expect(detectBrand('5888450000000003')).toBe('mada');
    expect(detectBrand('9682080000000008')).toBe('mada');
    expect(detectBrand('6361200000000000')).toBe('mada');
  });

  it('recognises Visa and both Mastercard ranges, and nothing else', () => {
    expect(detectBrand('4111111111111111')).toBe('visa');
    expect(detectBrand('5555555555554444')).toBe('mastercard');
    expect(detectBrand('2221000000000009')).toBe('mastercard');
    expect(detectBrand('2720990000000000')).toBe('mastercard');
    expect(detectBrand('2721000000000000')).toBeNull();
    expect(detectBrand('378282246310005')).toBeNull(); // American Express: not accepted
    expect(detectBrand('4111')).toBeNull(); // too short to tell
  });
});

describe('expiry, name and digits', () => {
  it('reads MM/YY, MMYY and MM/YYYY', () => {
    expect(parseExpiry('12/30')).toEqual({ month: 12, year: 2030 });
    expect(parseExpiry('0731')).toEqual({ month: 7, year: 2031 });
    expect(parseExpiry('03/2029')).toEqual({ month: 3, year: 2029 });
    expect(parseExpiry('13/30')).toBeNull();
    expect(parseExpiry('00/30')).toBeNull();
    expect(parseExpiry('ab/cd')).toBeNull();
  });

  it('a card is valid through the last day of its month', () => {
    const now = new Date('2026-05-31T23:00:00Z');
    expect(isExpired({ month: 5, year: 2026 }, now)).toBe(false);
    expect(isExpired({ month: 4, year: 2026 }, now)).toBe(true);
    expect(isExpired({ month: 1, year: 2027 }, now)).toBe(false);
  });

  it('wants a first and a last name', () => {
    expect(isNameValid('Sara Alqahtani')).toBe(true);
    expect(isNameValid('سارة القحطاني')).toBe(true);
    expect(isNameValid('Sara')).toBe(false);
    expect(isNameValid('   ')).toBe(false);
  });

  it('strips separators', () => {
    expect(cardDigits('4111-1111 1111\t1111')).toBe('4111111111111111');
  });
});

describe('test cards', () => {
  it('are all Luhn-valid and of the brand the page will detect', () => {
    for (const card of TEST_CARDS) {
      expect(isLuhnValid(card.number), card.number).toBe(true);
      expect(detectBrand(card.number), card.number).toBe(card.brand);
    }
  });

  it('cover every outcome the spec names', () => {
    const outcomes = TEST_CARDS.map((c) => (c.outcome.kind === 'failed' ? c.outcome.reason : c.outcome.kind));
    for (const o of [
      'paid',
      'card_declined',
      'insufficient_funds',
      'expired_card',
      'incorrect_details',
      'three_ds',
    ]) {
      expect(outcomes).toContain(o);
    }
    expect(findTestCard('4242424242424242')).toBeUndefined();
  });
});
