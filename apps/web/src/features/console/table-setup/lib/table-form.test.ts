import { describe, expect, it } from 'vitest';
import { readTableForm, wholeNumber } from './table-form';

describe('the table form', () => {
  it('reads Western and Arabic-Indic digits, within the range', () => {
    expect(wholeNumber('12', 999)).toBe(12);
    expect(wholeNumber(' ١٢ ', 999)).toBe(12);
    expect(wholeNumber('0', 999)).toBeNull();
    expect(wholeNumber('1000', 999)).toBeNull();
    expect(wholeNumber('4.5', 50)).toBeNull();
    expect(wholeNumber('', 50)).toBeNull();
  });

  it('answers the body, or the problem at each field', () => {
    expect(readTableForm({ number: '7', capacity: '4', maintenance: true })).toEqual({
      ok: true,
      value: { number: 7, capacity: 4, status: 'maintenance' },
    });
    expect(readTableForm({ number: 'x', capacity: '60', maintenance: false })).toEqual({
      ok: false,
      problems: { number: 'invalidNumber', capacity: 'invalidCapacity' },
    });
  });
});
