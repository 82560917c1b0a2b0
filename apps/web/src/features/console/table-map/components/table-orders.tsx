import type { StaffRole, StaffTableOrder } from '@sufra/domain/contracts';
import { useTranslation } from '../../../../i18n/use-translation';
import { useLocalized } from '../../../../shared/localized';
import { minutesSince } from '../../../../shared/staff/use-server-clock';
import { Button } from '../../../../shared/ui/button';
import { LineAdjustmentAction } from '../line-adjustments/line-adjustment-action';
import { Amount } from './amount';

/** The kitchen still takes a round for these (the server's rule: from served on, a new order). */
const TAKES_A_ROUND = new Set<StaffTableOrder['status']>(['pending', 'confirmed', 'preparing']);

function OrderCard({
  order,
  now,
  onAddRound,
  role,
}: {
  order: StaffTableOrder;
  now: number;
  onAddRound: ((order: StaffTableOrder) => void) | undefined;
  role: StaffRole | undefined;
}) {
  const { t } = useTranslation('floor');
  const localized = useLocalized();
  return (
    <li className="rounded-3xl bg-card p-4 shadow-sm">
      <div className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
        <h4 className="text-lg font-bold">{t('orders.number', { number: order.orderNumber })}</h4>
        <span className="rounded-full bg-primary-soft px-3 py-0.5 font-medium text-primary-dark">
          {t(`orderStatus.${order.status}`)}
        </span>
        <span className="ms-auto text-muted">
          {minutesSince(order.createdAt, now) === 0
            ? t('orders.placedNow')
            : t('orders.placed', { count: minutesSince(order.createdAt, now) })}
        </span>
      </div>
      <ul className="mt-2 flex flex-col gap-1.5">
        {order.items.map((item) => (
          <li key={item.index} className="flex gap-3">
            <span className="font-bold tabular-nums">{item.quantity}×</span>
            <span className="min-w-0 flex-1">
              {localized(item.name, item.nameAr)}
              {item.options.length > 0 ? (
                <span className="block text-sm text-muted">
                  {item.options.map((o) => localized(o.name, o.nameAr)).join('، ')}
                </span>
              ) : null}
              {item.specialInstructions ? (
                <span className="block text-sm italic">
                  {t('common:quoted', { text: item.specialInstructions })}
                </span>
              ) : null}
              {/* Voids and comps (issue 29 item 5): the line's marks and its "Void or comp". */}
              {role ? (
                <LineAdjustmentAction orderId={order.id} orderStatus={order.status} item={item} role={role} />
              ) : null}
            </span>
            <Amount amount={item.lineTotal} />
          </li>
        ))}
      </ul>
      {order.placedBy ? (
        <p className="mt-2 text-sm text-muted">{t('waiterOrder.placedBy', { name: order.placedBy.name })}</p>
      ) : null}
      {order.notes ? <p className="mt-2 text-sm">{t('orders.notes', { notes: order.notes })}</p> : null}
      <p className="mt-2 flex flex-wrap justify-between gap-2 border-t border-line pt-2">
        <span>
          {t('orders.total')} <Amount amount={order.total} className="font-bold" />
        </span>
        {order.remainingAmount === 0 ? (
          <span className="font-medium text-success">{t('orders.paid')}</span>
        ) : order.remainingAmount < order.total ? (
          <span>
            {t('orders.left')} <Amount amount={order.remainingAmount} className="font-bold" />
          </span>
        ) : null}
      </p>
      {onAddRound && TAKES_A_ROUND.has(order.status) ? (
        <Button variant="secondary" block className="mt-3" onClick={() => onAddRound(order)}>
          {t('waiterOrder.addItems', { number: order.orderNumber })}
        </Button>
      ) : null}
    </li>
  );
}

/** What the table ordered, order by order, with the kitchen's status of each. */
export function TableOrders({
  orders,
  now,
  onAddRound,
  role,
}: {
  orders: StaffTableOrder[];
  now: number;
  /** Staff who may add a round: a button on each order the kitchen still takes one for. */
  onAddRound?: ((order: StaffTableOrder) => void) | undefined;
  /** The caller's role: each line shows its voids and comps, and "Void or comp" when the role may ask. */
  role?: StaffRole | undefined;
}) {
  const { t } = useTranslation('floor');
  return (
    <section aria-labelledby="table-orders-heading" className="flex flex-col gap-2">
      <h3 id="table-orders-heading" className="text-lg font-bold">
        {t('orders.title', { count: orders.length })}
      </h3>
      {orders.length === 0 ? (
        <p className="text-muted">{t('orders.none')}</p>
      ) : (
        <ul className="flex flex-col gap-3">
          {orders.map((order) => (
            <OrderCard key={order.id} order={order} now={now} onAddRound={onAddRound} role={role} />
          ))}
        </ul>
      )}
    </section>
  );
}
