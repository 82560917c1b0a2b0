import { describe, expect, it } from 'vitest';
import { isoToRiyadhInput, riyadhInputToIso } from './riyadh-time';

describe('times typed in Riyadh', () => {
  it('are the instant three hours earlier in UTC, whatever the device’s zone', () => {
    expect(riyadhInputToIso('2026-03-01T18:00')).toBe('2026-03-01T15:00:00.000Z');
    // Just after midnight in Riyadh is the evening before in UTC.
    expect(riyadhInputToIso('2026-03-01T01:30')).toBe('2026-02-28T22:30:00.000Z');
    expect(riyadhInputToIso('2026-12-31T23:59:30')).toBe('2026-12-31T20:59:30.000Z');
  });

  it('refuse a value that is not a real date and time', () => {
    for (const input of ['', '2026-02-30T10:00', '2026-13-01T10:00', '2026-03-01T24:00', '2026-03-01'])
      expect(riyadhInputToIso(input), input).toBeNull();
  });

  it('show a stored instant back in Riyadh time', () => {
    expect(isoToRiyadhInput('2026-03-01T15:00:00.000Z')).toBe('2026-03-01T18:00');
    expect(isoToRiyadhInput('2026-02-28T22:30:00+00:00')).toBe('2026-03-01T01:30');
    expect(isoToRiyadhInput('2026-03-01T18:00:00+03:00')).toBe('2026-03-01T18:00');
    expect(isoToRiyadhInput('not a time')).toBe('');
  });
});
