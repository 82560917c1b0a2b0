import { isLanguage } from '@sufra/domain';
import { useTranslation } from '../../../../i18n/use-translation';
import { OrderTakingScreen } from '../../../../shared/staff/order-taking/order-taking-screen';
import { Button } from '../../../../shared/ui/button';
import { toast } from '../../../../shared/ui/toaster';
import { useErrorText } from '../../../../shared/use-error-text';
import { useStaffTable } from '../table-map-api';
import { useSendWaiterOrder } from './waiter-order-api';

/**
 * /dashboard/tables?table=N&order=new (or &order=<an open order's id>): a waiter takes an order for the
 * table, or a round for one of its open orders; the table's phones see it on the shared bill like any order.
 */
export function WaiterOrderScreen({
  restaurantId,
  tableNumber,
  addTo,
  onBack,
  onSent,
}: {
  restaurantId: number;
  tableNumber: number;
  /** The open order a round is added to; null: a new order. */
  addTo: string | null;
  onBack: () => void;
  onSent: () => void;
}) {
  const { t, i18n } = useTranslation('floor');
  const errorText = useErrorText();
  const table = useStaffTable(tableNumber);
  const order = addTo === null ? null : (table.data?.orders.find((o) => o.id === addTo) ?? null);
  const send = useSendWaiterOrder();
  const backLabel = t('waiterOrder.back', { number: tableNumber });
  // The order was served, paid or cancelled since the link was opened: nothing to add to.
  const isGone = addTo !== null && table.data !== undefined && order === null;

  return (
    <OrderTakingScreen
      restaurantId={restaurantId}
      title={
        addTo === null
          ? t('waiterOrder.titleNew', { number: tableNumber })
          : t('waiterOrder.titleAdd', { number: tableNumber, order: order?.orderNumber ?? '' })
      }
      backLabel={backLabel}
      sendLabel={
        addTo === null ? t('waiterOrder.send') : t('waiterOrder.sendAdd', { order: order?.orderNumber ?? '' })
      }
      initialNotes={addTo === null ? undefined : order?.notes}
      blocked={
        isGone ? (
          <div className="flex flex-col gap-3 rounded-3xl bg-card p-4">
            <p role="alert" className="text-lg">
              {t('waiterOrder.orderGone')}
            </p>
            <Button onClick={onBack}>{backLabel}</Button>
          </div>
        ) : undefined
      }
      isSending={send.isPending}
      onBack={onBack}
      onSend={(cart) =>
        send.mutate(
          {
            tableNumber,
            addTo,
            cart,
            previousNotes: order?.notes ?? '',
            language: isLanguage(i18n.language) ? i18n.language : 'ar',
          },
          {
            onSuccess: (sent) => {
              toast.success(
                addTo === null
                  ? t('waiterOrder.sent', { number: sent.orderNumber })
                  : t('waiterOrder.added', { number: sent.orderNumber }),
              );
              onSent();
            },
            onError: (error) => toast.error(errorText(error)),
          },
        )
      }
    />
  );
}
