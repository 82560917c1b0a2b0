import { describe, expect, it } from 'vitest';
import { formatRiyadhDate } from './riyadh-date';

describe('formatRiyadhDate', () => {
  it('shows Riyadh time (UTC+3), Gregorian calendar and Latin digits in both languages', () => {
    const en = formatRiyadhDate('2026-03-01T18:30:00Z', 'en');
    const ar = formatRiyadhDate('2026-03-01T18:30:00Z', 'ar');
    expect(en).toContain('21:30');
    expect(en).toContain('2026');
    expect(ar).toContain('2026');
    expect(ar).toMatch(/9:30|21:30/);
    expect(ar).not.toMatch(/[\u0660-\u0669]/);
  });

  it('shows only the time when asked', () => {
    expect(formatRiyadhDate('2026-03-01T18:30:00Z', 'en', 'time')).toBe('21:30');
  });

  it('shows an unreadable date as it came instead of throwing', () => {
    expect(formatRiyadhDate('not a date', 'en')).toBe('not a date');
  });
});
