import { addDays } from '@sufra/domain';

/** The periods one tap away, each as whole days of the restaurant's calendar. */
export const PRESETS = ['today', 'yesterday', 'last7', 'thisMonth', 'lastMonth'] as const;
export type Preset = (typeof PRESETS)[number];

export interface DayRange {
  from: string;
  to: string;
}

/** A preset's days, counted from `today` (the restaurant's today, 'YYYY-MM-DD'). */
export function presetRange(preset: Preset, today: string): DayRange {
  const firstOfMonth = `${today.slice(0, 8)}01`;
  switch (preset) {
    case 'today':
      return { from: today, to: today };
    case 'yesterday': {
      const day = addDays(today, -1);
      return { from: day, to: day };
    }
    case 'last7':
      return { from: addDays(today, -6), to: today };
    case 'thisMonth':
      return { from: firstOfMonth, to: today };
    case 'lastMonth': {
      const lastDay = addDays(firstOfMonth, -1);
      return { from: `${lastDay.slice(0, 8)}01`, to: lastDay };
    }
  }
}

/** The preset a range is, if any (a custom range that happens to be "yesterday" reads as yesterday). */
export function presetOf(range: DayRange, today: string): Preset | null {
  return (
    PRESETS.find((p) => {
      const r = presetRange(p, today);
      return r.from === range.from && r.to === range.to;
    }) ?? null
  );
}
