import type { ReactNode } from 'react';

/** An admin screen's frame: its one h1, what it is for, its actions and its body. */
export function AdminPage({
  title,
  intro,
  actions,
  children,
}: {
  title: string;
  intro?: string;
  actions?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-5 px-4 py-5 md:px-6">
      <div className="flex flex-wrap items-end gap-3">
        <div className="min-w-0 flex-1">
          <h1 className="text-2xl font-bold">{title}</h1>
          {intro ? <p className="text-muted">{intro}</p> : null}
        </div>
        {actions}
      </div>
      {children}
    </div>
  );
}
