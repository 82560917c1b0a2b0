import { describe, expect, it } from 'vitest';
import { MAX_LINE_QUANTITY } from './cart/cart';
import { COUPON_REJECTIONS } from './coupons/coupon-rejections';
import {
  AppError,
  ERROR_CODES,
  ERROR_STATUS,
  type ErrorCode,
  errorMessage,
  errorMessages,
  isAppError,
  isErrorCode,
} from './errors';

describe('error catalogue', () => {
  it('has unique codes in UPPER_SNAKE, including every coupon rejection', () => {
    expect(new Set(ERROR_CODES).size).toBe(ERROR_CODES.length);
    for (const code of ERROR_CODES) expect(code).toMatch(/^[A-Z]+(_[A-Z]+)*$/);
    for (const code of COUPON_REJECTIONS) expect(ERROR_CODES).toContain(code);
  });

  it('gives every code an HTTP error status and a non-empty message in both languages', () => {
    // 502: an upstream answered with something that is not its API (ZATCA_BAD_ANSWER).
    const allowed = [400, 401, 403, 404, 405, 409, 413, 414, 415, 422, 429, 431, 500, 502, 503];
    expect(Object.keys(ERROR_STATUS).sort()).toEqual([...ERROR_CODES].sort());
    expect(Object.keys(errorMessages.ar).sort()).toEqual([...ERROR_CODES].sort());
    expect(Object.keys(errorMessages.en).sort()).toEqual([...ERROR_CODES].sort());
    for (const code of ERROR_CODES) {
      expect(allowed).toContain(ERROR_STATUS[code]);
      expect(errorMessages.en[code].trim().length).toBeGreaterThan(5);
      expect(errorMessages.ar[code]).toMatch(/[\u0600-\u06FF]/);
    }
  });

  it('uses the same placeholders in Arabic and English', () => {
    const placeholders = (s: string) => [...s.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();
    for (const code of ERROR_CODES)
      expect(placeholders(errorMessages.ar[code]), code).toEqual(placeholders(errorMessages.en[code]));
  });

  it.each<[ErrorCode, string]>([
    ['PHONE_INVALID', 'Please enter a valid Saudi phone number'],
    ['AMOUNT_REQUIRED', 'Please enter an amount'],
    ['AMOUNT_INVALID', 'Please enter a valid amount'],
    ['AMOUNT_EXCEEDS_BILL', 'Amount exceeds the available bill amount'],
    ['SPLIT_ITEMS_REQUIRED', 'Please select at least one item to proceed'],
    ['RATING_INCOMPLETE', 'Please provide ratings for all categories'],
    ['PAYMENT_NOT_FOUND', 'Payment not found or expired'],
    ['PENDING_PAYMENT_NOT_FOUND', 'No pending payment found'],
    ['NO_REMAINING_PAYMENTS', 'No remaining payments found.'],
    ['TABLE_NOT_FOUND', 'Table not found. Please scan the QR code again.'],
    ['INTERNAL', 'Server error. Please try again later.'],
    ['OPTION_MIN_NOT_MET', 'Please select at least {{min}} option(s)'],
  ])('%s keeps the spec text', (code, text) => {
    expect(errorMessages.en[code]).toBe(text);
  });

  it('states the same quantity limit as the cart rule', () => {
    expect(errorMessages.en.QUANTITY_INVALID).toContain(`and ${MAX_LINE_QUANTITY}`);
    expect(errorMessages.ar.QUANTITY_INVALID).toContain(`و${MAX_LINE_QUANTITY}`);
  });

  it('maps codes to statuses callers rely on', () => {
    expect(ERROR_STATUS.VALIDATION_FAILED).toBe(400);
    expect(ERROR_STATUS.UNAUTHORIZED).toBe(401);
    expect(ERROR_STATUS.INVALID_CREDENTIALS).toBe(401);
    expect(ERROR_STATUS.FORBIDDEN).toBe(403);
    expect(ERROR_STATUS.ROUTE_NOT_FOUND).toBe(404);
    expect(ERROR_STATUS.TABLE_AT_CAPACITY).toBe(409);
    expect(ERROR_STATUS.PAYLOAD_TOO_LARGE).toBe(413);
    expect(ERROR_STATUS.UNSUPPORTED_MEDIA_TYPE).toBe(415);
    expect(ERROR_STATUS.RATE_LIMITED).toBe(429);
    expect(ERROR_STATUS.INTERNAL).toBe(500);
    expect(ERROR_STATUS.SERVICE_UNAVAILABLE).toBe(503);
  });
});

describe('errorMessage', () => {
  it('fills i18next-style placeholders in both languages', () => {
    expect(errorMessage('TABLE_AT_CAPACITY', 'en', { current: 4, total: 4 })).toBe(
      'This table is at full capacity (4/4 orders). Please ask a staff member for help.',
    );
    expect(errorMessage('TABLE_AT_CAPACITY', 'ar', { current: 3, total: 4 })).toContain('(3/4)');
    expect(errorMessage('OPTION_MIN_NOT_MET', 'en', { min: 2 })).toBe('Please select at least 2 option(s)');
  });

  it('leaves a placeholder visible when its param is missing, and returns plain texts as is', () => {
    expect(errorMessage('TABLE_AT_CAPACITY', 'en', { current: 4 })).toContain('(4/{{total}} orders)');
    expect(errorMessage('CART_EMPTY', 'ar')).toBe(errorMessages.ar.CART_EMPTY);
  });
});

describe('AppError', () => {
  it('carries code, status, params, the English message and the cause', () => {
    const cause = new Error('db down');
    const err = new AppError('TABLE_AT_CAPACITY', { current: 4, total: 4 }, cause);
    expect(err).toBeInstanceOf(Error);
    expect(isAppError(err)).toBe(true);
    expect(err.name).toBe('AppError');
    expect(err.code).toBe('TABLE_AT_CAPACITY');
    expect(err.status).toBe(409);
    expect(err.params).toEqual({ current: 4, total: 4 });
    expect(err.message).toBe(errorMessage('TABLE_AT_CAPACITY', 'en', { current: 4, total: 4 }));
    expect(err.cause).toBe(cause);
  });

  it('works without params or cause', () => {
    const err = new AppError('NOT_FOUND');
    expect(err.status).toBe(404);
    expect(err.params).toBeUndefined();
    expect(err.cause).toBeUndefined();
    expect(isAppError(new Error('x'))).toBe(false);
  });

  it('isErrorCode recognises only catalogue codes', () => {
    expect(isErrorCode('CART_EMPTY')).toBe(true);
    expect(isErrorCode('cart_empty')).toBe(false);
    expect(isErrorCode(42)).toBe(false);
  });
});
