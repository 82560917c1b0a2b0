import { RATING_CATEGORIES, type RatingAverages, type RatingCategory } from '@sufra/domain/contracts';

/** The five categories, then the overall mean: the order every figure and table uses. */
export const AVERAGE_KEYS: readonly (RatingCategory | 'overall')[] = [...RATING_CATEGORIES, 'overall'];

export type AverageKey = keyof RatingAverages;

/** '4.33', '4', '3.5': at most two decimals, Latin digits in both languages (as every figure here). */
export function scoreText(value: number, lang: string): string {
  return new Intl.NumberFormat(lang === 'ar' ? 'ar-SA-u-nu-latn' : 'en', { maximumFractionDigits: 2 }).format(
    value,
  );
}

/** Five stars, filled to the nearest half ('★★★★½' style, drawn by <Stars>): how many are full, half. */
export function starsOf(value: number): { full: number; half: boolean } {
  const halves = Math.round(value * 2);
  return { full: Math.floor(halves / 2), half: halves % 2 === 1 };
}

/** A week's Sunday ('YYYY-MM-DD') as '15 Nov' / '15 نوفمبر' (the date is the restaurant's, shown as is). */
export function weekLabel(weekStart: string, lang: string): string {
  return new Intl.DateTimeFormat(lang === 'ar' ? 'ar-SA-u-nu-latn-ca-gregory' : 'en-GB', {
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  }).format(new Date(`${weekStart}T00:00:00Z`));
}
