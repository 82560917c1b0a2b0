import type { ChartConfiguration, Chart as ChartType } from 'chart.js';

/**
 * chart.js, fetched the first time a console screen draws a chart (the reports' bars and doughnuts, the
 * ratings' trend line): this dynamic import is its only way in, so no other page's chunk, and none of the
 * diner's, carries it. Only the pieces those charts use are registered.
 */
let loading: Promise<typeof ChartType> | null = null;

export function loadChart(): Promise<typeof ChartType> {
  loading ??= import('chart.js').then((m) => {
    m.Chart.register(
      m.BarController,
      m.BarElement,
      m.DoughnutController,
      m.ArcElement,
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
