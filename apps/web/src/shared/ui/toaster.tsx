import { lazy, Suspense } from 'react';
import { useStore } from '../store';

/** The toasts' code (toast-list.tsx) arrives with the first toast: the diner's first screen never shows one. */
const ToastList = lazy(() => import('./toast-list'));

export function Toaster() {
  const hasToasts = useStore((s) => s.notification.notifications.length > 0);
  return hasToasts ? (
    <Suspense fallback={null}>
      <ToastList />
    </Suspense>
  ) : null;
}

/** For code outside React (and inside): `toast.error(t('…'))`. */
export const toast = {
  error: (message: string) => useStore.getState().notify({ type: 'error', message }),
  success: (message: string) => useStore.getState().notify({ type: 'success', message }),
  info: (message: string) => useStore.getState().notify({ type: 'info', message }),
};
