import { describe, expect, it } from 'vitest';
import { presetOf, presetRange } from './presets';

describe('the report’s one-tap periods', () => {
  it('counts days back from the restaurant’s today, across month and year ends', () => {
    expect(presetRange('today', '2026-03-01')).toEqual({ from: '2026-03-01', to: '2026-03-01' });
    expect(presetRange('yesterday', '2026-03-01')).toEqual({ from: '2026-02-28', to: '2026-02-28' });
    expect(presetRange('last7', '2026-03-03')).toEqual({ from: '2026-02-25', to: '2026-03-03' });
    expect(presetRange('thisMonth', '2026-11-24')).toEqual({ from: '2026-11-01', to: '2026-11-24' });
    expect(presetRange('lastMonth', '2027-01-15')).toEqual({ from: '2026-12-01', to: '2026-12-31' });
    expect(presetRange('lastMonth', '2028-03-31')).toEqual({ from: '2028-02-01', to: '2028-02-29' });
  });

  it('names the preset a range is', () => {
    expect(presetOf({ from: '2026-11-23', to: '2026-11-23' }, '2026-11-24')).toBe('yesterday');
    expect(presetOf({ from: '2026-11-02', to: '2026-11-24' }, '2026-11-24')).toBeNull();
  });
});
