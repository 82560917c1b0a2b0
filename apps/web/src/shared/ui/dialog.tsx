import { type ReactNode, useEffect, useId, useRef } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { CloseIcon } from './action-icons';

/**
 * A centred modal on the native <dialog> (focus trap, Escape, the top layer), for the console's
 * decisions. Rendered only while open, so its form starts fresh each time.
 */
export function Dialog({
  open,
  onClose,
  title,
  children,
  describedBy,
}: {
  open: boolean;
  onClose: () => void;
  title: string;
  children: ReactNode;
  /** The id of the sentence that says what will happen (read out with the title). */
  describedBy?: string;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const { t } = useTranslation();
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog || !open || dialog.open) return;
    // jsdom has no showModal; the open attribute is enough there.
    if (typeof dialog.showModal === 'function') dialog.showModal();
    else dialog.setAttribute('open', '');
  }, [open]);
  if (!open) return null;
  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      aria-describedby={describedBy}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      // Escape closes through onClose itself (preventDefault: the browser then sends no cancel as well), so
      // a dialog shown without showModal (jsdom) closes on Escape as the browser's does.
      onKeyDown={(event) => {
        if (event.key !== 'Escape') return;
        event.preventDefault();
        onClose();
      }}
      className="m-auto w-[calc(100%-2rem)] max-w-lg rounded-3xl bg-surface p-0 text-ink shadow-xl"
    >
      <div className="flex items-center gap-2 border-b border-line px-5 py-3">
        <h2 id={titleId} className="min-w-0 flex-1 text-xl font-bold">
          {title}
        </h2>
        <button
          type="button"
          onClick={onClose}
          aria-label={t('actions.close')}
          className="inline-flex size-11 shrink-0 items-center justify-center rounded-full hover:bg-primary-soft"
        >
          <CloseIcon />
        </button>
      </div>
      <div className="flex max-h-[75dvh] flex-col gap-4 overflow-y-auto px-5 py-4">{children}</div>
    </dialog>
  );
}
