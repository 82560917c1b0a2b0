import { useEffect, useRef, useState } from 'react';
import { type ChartConfiguration, loadChart } from '../lib/load-chart';

/**
 * One chart.js canvas. It is a picture of the table shown beside it, so screen readers skip it (the
 * table says the same); while chart.js loads, or if it cannot, the table alone stands.
 */
export function ChartCanvas({ config }: { config: ChartConfiguration }) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const [drawn, setDrawn] = useState(false);
  useEffect(() => {
    let chart: { destroy(): void } | null = null;
    let cancelled = false;
    loadChart()
      .then((Chart) => {
        if (cancelled || !canvas.current) return;
        chart = new Chart(canvas.current, config);
        setDrawn(true);
      })
      .catch(() => setDrawn(false));
    return () => {
      cancelled = true;
      chart?.destroy();
    };
  }, [config]);
  return (
    <div
      aria-hidden="true"
      className={`relative h-64 w-full ${drawn ? '' : 'animate-pulse rounded-xl bg-line/40'}`}
    >
      <canvas ref={canvas} data-chart="ratings-trend" />
    </div>
  );
}
