import type { ReactNode } from 'react';

/** Phone-width, full-height column: the diner app stays one-thumb sized on tablets and desktops. */
export function MobileColumn({ children }: { children: ReactNode }) {
  return <div className="mx-auto flex min-h-dvh w-full max-w-md flex-col bg-surface">{children}</div>;
}

/** Plain full-height wrapper for screens that own their whole canvas (splash, scanner, not-found). */
export function FullHeight({ children }: { children: ReactNode }) {
  return <div className="flex min-h-dvh w-full flex-col">{children}</div>;
}
