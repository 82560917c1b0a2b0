import type { ReactNode } from 'react';
import { ChartCanvas } from '../../../../shared/staff/chart/chart-canvas';
import type { ChartConfiguration } from '../../../../shared/staff/chart/load-chart';

/** A chart with its title and, always beside it, the table it draws (the chart is never the only way in). */
export function ChartFigure({
  id,
  title,
  config,
  children,
}: {
  id: string;
  title: string;
  config: ChartConfiguration | null;
  children: ReactNode;
}) {
  return (
    <figure
      aria-labelledby={id}
      className="flex min-w-0 flex-col gap-3 rounded-3xl bg-card p-4 shadow-sm md:p-5"
    >
      <figcaption id={id} className="text-lg font-bold">
        {title}
      </figcaption>
      {config ? <ChartCanvas config={config} label={id} /> : null}
      {children}
    </figure>
  );
}
