import type { RatingWeek } from '@sufra/domain/contracts';
import type { ChartConfiguration } from '../../../../shared/staff/chart/load-chart';
import { AVERAGE_KEYS, type AverageKey } from './scores';

/** The design's colours, read from the page's tokens (a canvas cannot use CSS variables). */
function colours() {
  const style = getComputedStyle(document.documentElement);
  const read = (name: string, fallback: string) => style.getPropertyValue(name).trim() || fallback;
  return {
    primary: read('--color-primary', '#0f5e59'),
    accent: read('--color-accent', '#e0a030'),
    danger: read('--color-danger', '#b3261e'),
    muted: read('--color-muted', '#5c574d'),
    line: read('--color-line', '#e6e0d5'),
    success: read('--color-success', '#1e7f4f'),
    ink: read('--color-ink', '#1f1b16'),
  };
}

/** Each line has its own point shape too: the legend and points tell them apart without colour. */
const POINTS = ['circle', 'rect', 'triangle', 'rectRot', 'crossRot', 'star'] as const;

/**
 * The weekly averages as lines from 1 to 5, one per category and a thicker one for the overall mean; a
 * week without ratings is a gap bridged by the line. The x axis runs right to left in Arabic.
 */
export function trendChart(
  weeks: RatingWeek[],
  labels: string[],
  names: Record<AverageKey, string>,
  lang: 'ar' | 'en',
): ChartConfiguration {
  const c = colours();
  const palette: Record<AverageKey, string> = {
    foodAndDrinks: c.accent,
    service: c.success,
    ambience: c.muted,
    valueForMoney: c.danger,
    paymentExperience: c.ink,
    overall: c.primary,
  };
  return {
    type: 'line',
    data: {
      labels,
      datasets: AVERAGE_KEYS.map((key, i) => ({
        label: names[key],
        data: weeks.map((w) => w.averages[key]),
        borderColor: palette[key],
        backgroundColor: palette[key],
        borderWidth: key === 'overall' ? 4 : 2,
        pointStyle: POINTS[i],
        pointRadius: 4,
        spanGaps: true,
      })),
    },
    options: {
      maintainAspectRatio: false,
      animation: false,
      locale: lang === 'ar' ? 'ar-SA-u-nu-latn' : 'en',
      plugins: {
        legend: { position: 'bottom', rtl: lang === 'ar', labels: { usePointStyle: true } },
        tooltip: { rtl: lang === 'ar' },
      },
      scales: {
        x: { reverse: lang === 'ar', grid: { display: false }, ticks: { color: c.muted } },
        y: { min: 1, max: 5, ticks: { stepSize: 1, color: c.muted }, grid: { color: c.line } },
      },
    },
  };
}
