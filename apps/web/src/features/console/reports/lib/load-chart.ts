import type { ChartConfiguration, Chart as ChartType } from 'chart.js';

/**
 * chart.js, fetched the first time a report draws a chart: this dynamic import is its only way in, so no
 * other page's chunk carries it. Only the pieces the reports use are registered (bars and doughnuts).
 */
let loading: Promise<typeof ChartType> | null = null;

export function loadChart(): Promise<typeof ChartType> {
  loading ??= import('chart.js').then((m) => {
    m.Chart.register(
      m.BarController,
      m.BarElement,
      m.CategoryScale,
      m.LinearScale,
      m.DoughnutController,
      m.ArcElement,
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
