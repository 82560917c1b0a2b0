import { type ReactNode, useEffect, useRef } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { CloseIcon } from './action-icons';

/**
 * A modal sheet on the native <dialog>: focus trap, Escape and the top layer for free, no library.
 * Rendered only while open so its contents mount fresh each time.
 */
export function BottomSheet({
  open,
  onClose,
  title,
  children,
  footer,
}: {
  open: boolean;
  onClose: () => void;
  title: string;
  children: ReactNode;
  footer?: ReactNode;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const { t } = useTranslation();
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    // jsdom has no showModal; the open attribute is enough there.
    if (open && !dialog.open) {
      if (typeof dialog.showModal === 'function') dialog.showModal();
      else dialog.setAttribute('open', '');
    }
  }, [open]);
  if (!open) return null;
  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: the click closes on the backdrop only; Escape is the dialog's own cancel event
    <dialog
      ref={ref}
      aria-label={title}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onClick={(event) => {
        if (event.target === ref.current) onClose();
      }}
      className="m-0 mt-auto max-h-[92dvh] w-full max-w-none bg-transparent p-0 sm:mx-auto sm:max-w-md"
    >
      <div className="flex max-h-[92dvh] flex-col rounded-t-3xl bg-surface text-ink shadow-xl">
        <div className="flex items-center gap-2 border-b border-line px-4 py-2">
          <h2 className="min-w-0 flex-1 truncate text-lg font-bold">{title}</h2>
          <button
            type="button"
            onClick={onClose}
            aria-label={t('actions.close')}
            className="inline-flex size-11 items-center justify-center rounded-full hover:bg-primary-soft"
          >
            <CloseIcon />
          </button>
        </div>
        {/* min-h-0: the body scrolls inside the sheet, so the footer (the Add button) stays on screen on a phone. */}
        <div className="min-h-0 overflow-y-auto px-4 py-4">{children}</div>
        {footer ? (
          <div className="border-t border-line px-4 pt-3 pb-[max(1rem,env(safe-area-inset-bottom))]">
            {footer}
          </div>
        ) : null}
      </div>
    </dialog>
  );
}
