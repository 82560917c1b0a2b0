import type { ReactNode } from 'react';

/** One part of the Staff screen, under its heading (h2: the page's h1 is "Staff"). */
export function Section({
  id,
  title,
  intro,
  children,
}: {
  id: string;
  title: string;
  intro?: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="flex flex-col gap-3">
      <div>
        <h2 id={id} className="text-xl font-bold">
          {title}
        </h2>
        {intro ? <p className="text-muted">{intro}</p> : null}
      </div>
      {children}
    </section>
  );
}

export function EmptyLine({ children }: { children: ReactNode }) {
  return (
    <p className="rounded-2xl border border-dashed border-line px-4 py-5 text-center text-muted">
      {children}
    </p>
  );
}
