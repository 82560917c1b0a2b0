import type { ChartConfiguration, Chart as ChartType } from 'chart.js';

/**
 * chart.js, fetched the first time the Ratings screen draws its trend: the same library (and chunk) the
 * Reports screen loads on demand, with the pieces a line chart needs registered (registering twice is
 * harmless). No other page's chunk carries it.
 */
let loading: Promise<typeof ChartType> | null = null;

export function loadChart(): Promise<typeof ChartType> {
  loading ??= import('chart.js').then((m) => {
    m.Chart.register(
      m.LineController,
      m.LineElement,
      m.PointElement,
      m.CategoryScale,
      m.LinearScale,
      m.Tooltip,
      m.Legend,
    );
    return m.Chart;
  });
  // A failed download may succeed on the next draw.
  loading.catch(() => {
    loading = null;
  });
  return loading;
}

export type { ChartConfiguration };
