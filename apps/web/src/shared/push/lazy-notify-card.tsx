import { lazy, Suspense } from 'react';

/**
 * The notifications card for order pages: its code and texts (the `notifications` namespace) load with
 * the page that shows it, never with the diner's first screens.
 */
const NotifyCardLazy = lazy(() =>
  Promise.all([
    import('./notify-card'),
    import('../../i18n/push-locales').then((m) => m.loadPushTexts()),
  ]).then(([m]) => m),
);

export function NotifyCardSlot({ orderId }: { orderId: string | null }) {
  return (
    <Suspense fallback={null}>
      <NotifyCardLazy orderId={orderId} />
    </Suspense>
  );
}
