import type { DayRange } from './presets';

/** '1–30 Nov 2026' / '١–٣٠ نوفمبر' in Latin digits: the period in words, the days as the restaurant counts them. */
export function periodText(range: DayRange, lang: string): string {
  const format = new Intl.DateTimeFormat(lang === 'ar' ? 'ar-SA-u-nu-latn-ca-gregory' : 'en-GB', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  });
  const from = new Date(`${range.from}T00:00:00Z`);
  if (range.from === range.to) return format.format(from);
  return format.formatRange(from, new Date(`${range.to}T00:00:00Z`));
}
