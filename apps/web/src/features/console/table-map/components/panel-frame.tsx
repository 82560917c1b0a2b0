import { type ReactNode, useEffect, useRef, useSyncExternalStore } from 'react';

/** Tailwind's `lg`: from here the panel stands beside the map; below it, it covers the screen. */
const WIDE = '(min-width: 64rem)';

function useIsWide(): boolean {
  return useSyncExternalStore(
    (onChange) => {
      if (typeof window.matchMedia !== 'function') return () => undefined;
      const query = window.matchMedia(WIDE);
      query.addEventListener('change', onChange);
      return () => query.removeEventListener('change', onChange);
    },
    // Without matchMedia (jsdom) the panel is the tablet's: beside the map.
    () => (typeof window.matchMedia === 'function' ? window.matchMedia(WIDE).matches : true),
  );
}

/**
 * Where a table's panel stands: beside the map on a tablet (a section, the map still usable), and on a
 * phone a full-screen modal on the native <dialog>, so focus and the screen reader stay inside it (the map
 * and the console's navigation behind it are inert) and Escape or Back closes it.
 */
export function PanelFrame({
  labelledBy,
  onEscape,
  children,
}: {
  labelledBy: string;
  /** Escape pressed while no dialog of the panel's own is open above it. */
  onEscape: () => void;
  children: ReactNode;
}) {
  const isWide = useIsWide();
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (isWide || !dialog || dialog.open) return;
    if (typeof dialog.showModal === 'function') dialog.showModal();
    else dialog.setAttribute('open', '');
  }, [isWide]);
  if (isWide)
    return (
      <section
        aria-labelledby={labelledBy}
        onKeyDown={(event) => {
          if (event.key === 'Escape' && !event.defaultPrevented) onEscape();
        }}
        className="sticky top-4 flex max-h-[calc(100dvh-6rem)] w-[26rem] shrink-0 flex-col overflow-y-auto rounded-3xl border-2 border-line bg-surface"
      >
        {children}
      </section>
    );
  return (
    <dialog
      ref={ref}
      aria-labelledby={labelledBy}
      onCancel={(event) => {
        // The browser would close the dialog itself; the page closes it by leaving `?table=N`.
        event.preventDefault();
        onEscape();
      }}
      className="m-0 flex h-dvh max-h-none w-full max-w-none flex-col overflow-y-auto bg-surface p-0 text-ink"
    >
      {children}
    </dialog>
  );
}
