import type { ReactNode } from 'react';

/** Never a dead end: says what happened and offers the next step (DESIGN.md). */
export function EmptyState({
  title,
  description,
  icon,
  children,
}: {
  title: string;
  description?: string;
  icon?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <section className="flex flex-col items-center gap-3 rounded-3xl bg-card px-6 py-10 text-center shadow-sm">
      {icon ? <div className="text-primary">{icon}</div> : null}
      <h2 className="text-lg font-bold">{title}</h2>
      {description ? <p className="text-muted">{description}</p> : null}
      {children ? <div className="mt-2 flex w-full flex-col gap-3">{children}</div> : null}
    </section>
  );
}
