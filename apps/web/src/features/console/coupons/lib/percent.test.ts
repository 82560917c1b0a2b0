import { describe, expect, it } from 'vitest';
import { formatPercent, parsePercent } from './percent';

describe('a typed percent', () => {
  it('is read exactly into basis points, as text', () => {
    expect(parsePercent('12.5')).toBe(1250);
    expect(parsePercent('0.07')).toBe(7);
    // 0.29 × 100 is 28.999999999999996 as a float: read as text it is 29.
    expect(parsePercent('0.29')).toBe(29);
    expect(parsePercent(' 25 ')).toBe(2500);
    expect(parsePercent('10%')).toBe(1000);
    expect(parsePercent('١٢٫٥')).toBe(1250);
    expect(parsePercent('7,25')).toBe(725);
    expect(parsePercent('100')).toBe(10_000);
  });

  it('refuses what is not a percent with at most two decimals', () => {
    for (const input of ['', 'abc', '-5', '1e2', '12.345', '12.', '.5', '0x10'])
      expect(parsePercent(input), input).toBeNull();
  });

  it('is shown back as a person writes it', () => {
    expect(formatPercent(1250)).toBe('12.5');
    expect(formatPercent(1000)).toBe('10');
    expect(formatPercent(1205)).toBe('12.05');
    expect(formatPercent(7)).toBe('0.07');
    for (const bp of [1, 29, 333, 1250, 9999, 10_000]) expect(parsePercent(formatPercent(bp))).toBe(bp);
  });
});
