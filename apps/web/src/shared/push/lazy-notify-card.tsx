import { type ComponentType, lazy, Suspense, useState } from 'react';

type Card = ComponentType<{ orderId: string | null }>;
let loaded: Card | undefined;
let loading: Promise<{ default: Card }> | undefined;

/**
 * The notifications card's code and texts (the `notifications` namespace), asked for once: they load with
 * the page that shows the card, never with the diner's first screens. A page that draws the card above
 * its own buttons loads it with its code (app/route-modules.ts), so the card is in the page's first frame
 * and nothing below it moves when it arrives (a tap meant for a button would land on the card).
 */
export function loadNotifyCard(): Promise<{ default: Card }> {
  loading ??= Promise.all([
    import('./notify-card'),
    import('../../i18n/push-locales').then((m) => m.loadPushTexts()),
  ]).then(([m]) => {
    loaded = m.default;
    return m;
  });
  // A failed chunk (a dropped connection) may be asked for again.
  loading.catch(() => {
    loading = undefined;
  });
  return loading;
}

const NotifyCardLazy = lazy(loadNotifyCard);

export function NotifyCardSlot({ orderId }: { orderId: string | null }) {
  // Here already: drawn in this render. Decided once per mount, so the card is never mounted twice.
  const [Ready] = useState(() => loaded);
  if (Ready) return <Ready orderId={orderId} />;
  return (
    <Suspense fallback={null}>
      <NotifyCardLazy orderId={orderId} />
    </Suspense>
  );
}
