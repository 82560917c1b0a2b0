import { useEffect, useRef, useState } from 'react';
import { type ChartConfiguration, loadChart } from './load-chart';

/** Tailwind sees only whole class names: the chart's height by its name. */
const HEIGHTS = { medium: 'h-56', tall: 'h-64' } as const;

/**
 * One chart.js canvas. It is a picture of the table shown beside it, so screen readers skip it (the table
 * says the same); while chart.js loads, or if it cannot, the table alone stands.
 */
export function ChartCanvas({
  config,
  label,
  height = 'medium',
}: {
  config: ChartConfiguration;
  /** Names the canvas (`data-chart`) for the tests that read what it was asked to draw. */
  label: string;
  height?: keyof typeof HEIGHTS;
}) {
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
      className={`relative ${HEIGHTS[height]} w-full ${drawn ? '' : 'animate-pulse rounded-xl bg-line/40'}`}
    >
      <canvas ref={canvas} data-chart={label} />
    </div>
  );
}
