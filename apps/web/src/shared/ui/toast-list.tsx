import { useEffect } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { PUSH_TONE, PushLookIcon } from '../push/push-toast-look';
import { type AppNotification, useStore } from '../store';
import { CloseIcon } from './action-icons';

function Toast({ item }: { item: AppNotification }) {
  const dismiss = useStore((s) => s.dismissNotification);
  const { t } = useTranslation();
  useEffect(() => {
    const timer = setTimeout(() => dismiss(item.id), item.duration);
    return () => clearTimeout(timer);
  }, [dismiss, item.id, item.duration]);
  const tone = item.push
    ? PUSH_TONE[item.push.look]
    : `text-white ${item.type === 'error' ? 'bg-danger' : item.type === 'success' ? 'bg-success' : 'bg-ink'}`;
  return (
    <div
      role={item.type === 'error' ? 'alert' : 'status'}
      data-look={item.push?.look}
      className={`pointer-events-auto flex items-start gap-2 rounded-2xl px-4 py-3 shadow-lg ${tone}`}
    >
      {item.push ? <PushLookIcon look={item.push.look} /> : null}
      <p className="flex-1">
        {item.push ? <strong className="block">{item.push.title}</strong> : null}
        {item.message}
      </p>
      <button
        type="button"
        onClick={() => dismiss(item.id)}
        aria-label={t('actions.dismiss')}
        className="-my-1 -me-2 inline-flex size-9 items-center justify-center rounded-full hover:bg-white/20"
      >
        <CloseIcon width={18} height={18} />
      </button>
    </div>
  );
}

/**
 * Our own toasts (sonner is too heavy for the welcome budget), fed by the notification slice. They sit
 * just under the diner header (its 44 px buttons + 2 × 8 px padding + 1 px border = 61 px), never over
 * its back button and language toggle, which stay usable while a toast shows.
 */
export default function ToastList() {
  const items = useStore((s) => s.notification.notifications);
  return (
    <div className="pointer-events-none fixed inset-x-0 top-16 z-50 mx-auto flex max-w-md flex-col gap-2 px-3 pt-1">
      {items.map((item) => (
        <Toast key={item.id} item={item} />
      ))}
    </div>
  );
}
