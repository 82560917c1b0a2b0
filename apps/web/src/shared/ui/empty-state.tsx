import type { ReactNode } from 'react';

/** Never a dead end: says what happened and offers the next step (DESIGN.md). */
export function EmptyState({
  title,
  description,
  icon,
  children,
  headingLevel = 2,
  isAlert = false,
  page = false,
}: {
  title: string;
  description?: string;
  icon?: ReactNode;
  children?: ReactNode;
  /** 1 when the state IS the page (not found, a broken QR link), so the page keeps one h1. */
  headingLevel?: 1 | 2;
  /** Announce it at once to screen readers (an error the diner must act on). */
  isAlert?: boolean;
  /** The state fills the screen's body, centred in the space the page has (a screen with nothing else). */
  page?: boolean;
}) {
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  const state = (
    <section
      role={isAlert ? 'alert' : undefined}
      className="flex flex-col items-center gap-3 rounded-3xl bg-card px-6 py-10 text-center shadow-sm"
    >
      {icon ? <div className="text-primary">{icon}</div> : null}
      <Heading className="text-lg font-bold">{title}</Heading>
      {description ? <p className="text-muted">{description}</p> : null}
      {children ? <div className="mt-2 flex w-full flex-col gap-3">{children}</div> : null}
    </section>
  );
  return page ? <div className="flex flex-1 flex-col justify-center py-6">{state}</div> : state;
}
