import type { OrderSummary } from '@sufra/domain/contracts';
import { useQueries } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { ApiError } from '../../../shared/api-client';
import { publicApi, queryKeys } from '../../../shared/public-api';
import { useStore } from '../../../shared/store';
import { ButtonLink } from '../../../shared/ui/button';

const OPEN_STATUSES = ['pending', 'confirmed', 'preparing', 'ready'] as const;
type OpenStatus = (typeof OPEN_STATUSES)[number];

function isOpen(order: OrderSummary): order is OrderSummary & { status: OpenStatus } {
  return (OPEN_STATUSES as readonly string[]).includes(order.status);
}

/**
 * The takeaway welcome's "your open orders": every order this phone placed at this restaurant that the
 * kitchen has not handed over yet, each with Track and, while money is owed, Pay. Orders that closed
 * (collected, cancelled) or that the server no longer shows this phone are forgotten.
 */
export function TakeawayOpenOrders() {
  const { t } = useTranslation('welcome');
  const restaurantId = useStore((s) => s.session.restaurantId);
  const all = useStore((s) => s.session.takeawayOrders);
  const forget = useStore((s) => s.forgetTakeawayOrders);
  const refs = all.filter((o) => o.restaurantId === restaurantId);
  const queries = useQueries({
    queries: refs.map((ref) => ({
      queryKey: queryKeys.order(ref.orderId),
      queryFn: () => publicApi.order(ref.orderId),
      staleTime: 0,
      retry: (count: number, error: Error) => !(error instanceof ApiError && error.status < 500) && count < 2,
    })),
  });
  const closed = refs
    .filter((_ref, i) => {
      const q = queries[i];
      if (q?.data) return !isOpen(q.data);
      return q?.error instanceof ApiError && (q.error.status === 404 || q.error.status === 403);
    })
    .map((ref) => ref.orderId);
  const closedKey = closed.join(',');
  useEffect(() => {
    if (closedKey) forget(closedKey.split(','));
  }, [closedKey, forget]);

  const open = queries
    .map((q) => q.data)
    .filter((o): o is OrderSummary & { status: OpenStatus } => !!o && isOpen(o));
  if (open.length === 0) return null;
  return (
    <section aria-labelledby="open-orders-title" className="flex flex-col gap-3">
      <h2 id="open-orders-title" className="text-lg font-bold">
        {t('openOrders.title')}
      </h2>
      <ul className="flex flex-col gap-3">
        {open.map((order) => (
          <li
            key={order.id}
            className="flex flex-col gap-3 rounded-2xl bg-card p-4 shadow-sm"
            data-testid="open-takeaway-order"
          >
            <p className="flex justify-between gap-2 font-medium">
              <span>{t('openOrders.order', { number: order.orderNumber })}</span>
              <span className="text-muted">{t(`openOrders.status.${order.status}`)}</span>
            </p>
            <div className="flex flex-col gap-2">
              <ButtonLink to={`/takeaway-order-details/${order.id}`} variant="secondary" block>
                {t('openOrders.track', { number: order.orderNumber })}
              </ButtonLink>
              {order.paymentStatus !== 'paid' ? (
                <ButtonLink to={`/payment-method?order=${encodeURIComponent(order.id)}`} block>
                  {t('openOrders.pay', { number: order.orderNumber })}
                </ButtonLink>
              ) : null}
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
