import { useEffect } from 'react';
import { useTranslation } from '../../../../i18n/use-translation';
import { CloseIcon } from '../../../../shared/ui/action-icons';

export interface DisplayNotice {
  id: number;
  tone: 'error' | 'info';
  text: string;
}

const SHOWN_MS = 8_000;

/**
 * A message on the display itself (the app's toasts sit outside it and would be hidden in full screen): a
 * refused bump, a recall done. It goes by itself, or with its close button.
 */
export function Notice({ notice, onDismiss }: { notice: DisplayNotice | null; onDismiss: () => void }) {
  const { t } = useTranslation();
  useEffect(() => {
    if (!notice) return;
    const timer = setTimeout(onDismiss, SHOWN_MS);
    return () => clearTimeout(timer);
  }, [notice, onDismiss]);
  return (
    <div aria-live="polite" className="pointer-events-none fixed inset-x-0 top-20 z-50 mx-auto max-w-xl px-3">
      {notice ? (
        <div
          key={notice.id}
          role={notice.tone === 'error' ? 'alert' : 'status'}
          className={`pointer-events-auto flex items-start gap-2 rounded-2xl px-4 py-3 text-lg font-medium text-white shadow-lg ${
            notice.tone === 'error' ? 'bg-danger' : 'bg-ink'
          }`}
        >
          <p className="flex-1">{notice.text}</p>
          <button
            type="button"
            onClick={onDismiss}
            aria-label={t('actions.dismiss')}
            className="-my-1 -me-2 inline-flex size-11 items-center justify-center rounded-full hover:bg-white/20"
          >
            <CloseIcon width={20} height={20} />
          </button>
        </div>
      ) : null}
    </div>
  );
}
