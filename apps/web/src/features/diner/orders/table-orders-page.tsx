import { halalas, owesMoney } from '@sufra/domain';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { useTranslation } from '../../../i18n/use-translation';
import { CallWaiterButton } from '../../../shared/call-waiter/call-waiter-button';
import { ChevronIcon } from '../../../shared/ui/action-icons';
import { ButtonLink } from '../../../shared/ui/button';
import { Money } from '../../../shared/ui/money';
import { Skeleton } from '../../../shared/ui/skeleton';
import { useErrorText } from '../../../shared/use-error-text';
import { LiveIndicator } from './live-indicator';
import { NoOrderState } from './no-order-state';
import { useTableOrders } from './use-table-orders';

const STATUS_TONE: Record<string, string> = {
  cancelled: 'text-danger',
  completed: 'text-muted',
  paid_at_rest: 'text-muted',
  ready: 'text-success font-bold',
};

/** /table-orders: every order of the table, live, each leading to its details and invoice. */
export default function TableOrdersPage() {
  const { t } = useTranslation('orders');
  const errorText = useErrorText();
  const { isTable, tableNumber, orders, isConnected } = useTableOrders();
  if (!isTable) return <NoOrderState title={t('tableOrders.noTable')} />;
  const header = (
    <div className="flex items-center justify-between gap-2">
      <h1 className="text-2xl font-bold">{t('tableOrders.title', { number: tableNumber })}</h1>
      <LiveIndicator isConnected={isConnected} />
    </div>
  );
  let body: ReactNode;
  if (orders.isPending) body = <Skeleton className="h-40 w-full" />;
  else if (orders.isError)
    body = (
      <p role="alert" className="py-6 text-danger">
        {errorText(orders.error)}
      </p>
    );
  else if (orders.data.length === 0)
    body = <NoOrderState title={t('tableOrders.none', { number: tableNumber })} />;
  else
    body = (
      <ul className="flex flex-col gap-3">
        {orders.data.map((order) => (
          <li key={order.id}>
            <Link
              to={`/invoice-details/${order.id}`}
              data-testid="table-order"
              className="flex min-h-14 items-center gap-3 rounded-2xl bg-card p-4 shadow-sm hover:shadow-md"
            >
              <div className="flex flex-1 flex-col gap-0.5">
                <p className="font-bold">{t('order', { number: order.orderNumber })}</p>
                <p
                  className={STATUS_TONE[order.status] ?? 'text-primary font-medium'}
                  data-testid="order-status"
                >
                  {t(`status.${order.status}`)}
                </p>
                <p className="text-sm text-muted">
                  {t('tableOrders.itemCount', { count: order.itemCount })} ·{' '}
                  {t(`payment.${order.paymentStatus}`)}
                  {order.refundedAmount > 0 ? (
                    <>
                      {' '}
                      <Money amount={halalas(order.refundedAmount)} />
                    </>
                  ) : null}
                </p>
              </div>
              <Money amount={halalas(order.total)} className="font-bold" />
              <ChevronIcon />
            </Link>
          </li>
        ))}
      </ul>
    );
  // Two or more orders still owe money: one payment can settle them all (issue 8 item 10).
  const owing = orders.data?.filter(owesMoney).length ?? 0;
  return (
    <div className="flex flex-col gap-4 py-4">
      {header}
      {owing >= 2 ? (
        <ButtonLink to="/table-bill" block>
          {t('tableOrders.payTableBill')}
        </ButtonLink>
      ) : null}
      {body}
      <CallWaiterButton variant="secondary" />
    </div>
  );
}
