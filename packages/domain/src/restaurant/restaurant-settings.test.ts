import { describe, expect, it } from 'vitest';
import { errorMessage } from '../error-messages';
import { isValidVatNumber, normalizeCommercialRegistration, normalizeVatNumber } from './restaurant-settings';

describe('normalizeVatNumber (ZATCA: 15 digits, first and last a 3)', () => {
  it('accepts a ZATCA VAT number, typed with spaces, dashes or Arabic-Indic digits', () => {
    expect(normalizeVatNumber('310122393500003')).toBe('310122393500003');
    expect(normalizeVatNumber(' 310 1223 9350 0003 ')).toBe('310122393500003');
    expect(normalizeVatNumber('310-122-393-500-003')).toBe('310122393500003');
    expect(normalizeVatNumber('٣١٠١٢٢٣٩٣٥٠٠٠٠٣')).toBe('310122393500003');
  });

  it('refuses a wrong length, a wrong first or last digit, and anything not a digit', () => {
    expect(normalizeVatNumber('31012239350003')).toBeNull(); // 14 digits
    expect(normalizeVatNumber('3101223935000033')).toBeNull(); // 16 digits
    expect(normalizeVatNumber('210122393500003')).toBeNull(); // starts with 2
    expect(normalizeVatNumber('310122393500004')).toBeNull(); // ends with 4
    expect(normalizeVatNumber('31012239350000A')).toBeNull();
    expect(normalizeVatNumber('')).toBeNull();
    expect(isValidVatNumber('300000000000003')).toBe(true);
    expect(isValidVatNumber('300000000000000')).toBe(false);
  });
});

describe('normalizeCommercialRegistration (10 digits)', () => {
  it('accepts 10 digits typed any way and refuses anything else', () => {
    expect(normalizeCommercialRegistration('1010 123 456')).toBe('1010123456');
    expect(normalizeCommercialRegistration('١٠١٠١٢٣٤٥٦')).toBe('1010123456');
    expect(normalizeCommercialRegistration('101012345')).toBeNull();
    expect(normalizeCommercialRegistration('10101234567')).toBeNull();
    expect(normalizeCommercialRegistration('10101234x6')).toBeNull();
  });
});

describe('RESTAURANT_MAINTENANCE in each language', () => {
  it('carries the restaurant’s own message in the language of the text', () => {
    const params = { message: 'Back at 6 pm.', messageAr: 'نعود الساعة السادسة مساءً.' };
    expect(errorMessage('RESTAURANT_MAINTENANCE', 'en', params)).toBe(
      'The restaurant is not taking orders right now. Back at 6 pm.',
    );
    expect(errorMessage('RESTAURANT_MAINTENANCE', 'ar', params)).toBe(
      'المطعم لا يستقبل الطلبات حاليًا. نعود الساعة السادسة مساءً.',
    );
  });
});
