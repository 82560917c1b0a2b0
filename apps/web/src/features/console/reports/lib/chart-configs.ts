import { formatMoney, halalas } from '@sufra/domain';
import type { ChartConfiguration } from '../../../../shared/staff/chart/load-chart';

/** The design's colours, read from the page's tokens (a canvas cannot use CSS variables). */
export function chartColours() {
  const style = getComputedStyle(document.documentElement);
  const read = (name: string, fallback: string) => style.getPropertyValue(name).trim() || fallback;
  return {
    primary: read('--color-primary', '#0f5e59'),
    accent: read('--color-accent', '#e0a030'),
    danger: read('--color-danger', '#b3261e'),
    muted: read('--color-muted', '#5c574d'),
    line: read('--color-line', '#e6e0d5'),
    success: read('--color-success', '#1e7f4f'),
  };
}

type Colours = ReturnType<typeof chartColours>;

/** Halalas drawn as SAR on an axis; tooltips say the exact amount in the page's language. */
const sar = (amount: number) => amount / 100;

function moneyTooltip(lang: 'ar' | 'en') {
  return {
    callbacks: {
      label: (item: { dataset: { label?: string }; raw: unknown }) =>
        `${item.dataset.label ?? ''}: ${formatMoney(halalas(Math.round(Number(item.raw) * 100)), lang)}`,
    },
  };
}

/** A bar chart of money per label; the x axis runs right to left in Arabic. */
export function moneyBars(
  labels: string[],
  series: { label: string; amounts: number[]; colour: string }[],
  lang: 'ar' | 'en',
  colours: Colours,
): ChartConfiguration {
  return {
    type: 'bar',
    data: {
      labels,
      datasets: series.map((s) => ({
        label: s.label,
        data: s.amounts.map(sar),
        backgroundColor: s.colour,
        borderRadius: 4,
      })),
    },
    options: {
      maintainAspectRatio: false,
      animation: false,
      locale: lang === 'ar' ? 'ar-SA-u-nu-latn' : 'en',
      plugins: {
        legend: { display: series.length > 1, rtl: lang === 'ar' },
        tooltip: { ...moneyTooltip(lang), rtl: lang === 'ar' },
      },
      scales: {
        x: { reverse: lang === 'ar', grid: { display: false }, ticks: { color: colours.muted } },
        y: { beginAtZero: true, grid: { color: colours.line }, ticks: { color: colours.muted } },
      },
    },
  };
}

export function moneyDoughnut(
  labels: string[],
  amounts: number[],
  label: string,
  lang: 'ar' | 'en',
  palette: string[],
): ChartConfiguration {
  return {
    type: 'doughnut',
    data: { labels, datasets: [{ label, data: amounts.map(sar), backgroundColor: palette }] },
    options: {
      maintainAspectRatio: false,
      animation: false,
      plugins: {
        legend: { position: 'bottom', rtl: lang === 'ar' },
        tooltip: { ...moneyTooltip(lang), rtl: lang === 'ar' },
      },
    },
  };
}
