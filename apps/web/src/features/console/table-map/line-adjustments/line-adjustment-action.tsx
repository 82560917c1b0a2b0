import type { OrderItem, StaffRole } from '@sufra/domain/contracts';
import * as routes from '@sufra/domain/routes';
import { useState } from 'react';
import { useTranslation } from '../../../../i18n/use-translation';
import { useLocalized } from '../../../../shared/localized';
import { mayCall } from '../../../../shared/staff/console-screens';
import { AdjustLineDialog } from './adjust-line-dialog';

/** Orders whose lines cannot be voided or comped any more (the server says the same). */
const CLOSED = new Set(['cancelled', 'paid_at_rest']);

/**
 * Under a line of the table map's order panel: its voided and comped units, a request waiting for a manager,
 * and the "Void or comp" button that opens the dialog (for the floor staff, while units are left).
 */
export function LineAdjustmentAction({
  orderId,
  orderStatus,
  item,
  role,
}: {
  orderId: string;
  orderStatus: string;
  item: OrderItem;
  role: StaffRole;
}) {
  const { t } = useTranslation('lineAdjustments');
  const localized = useLocalized();
  const [isOpen, setOpen] = useState(false);
  const left = item.quantity - (item.voided ?? 0) - (item.comped ?? 0);
  const canAdjust =
    mayCall(role, routes.requestAdjustment) &&
    !CLOSED.has(orderStatus) &&
    left > 0 &&
    !item.adjustmentPending;
  return (
    <span className="flex flex-wrap items-center gap-2">
      {item.voided ? (
        <span className="rounded-full bg-danger/10 px-2 text-sm font-medium text-danger">
          {t('line.voided', { units: item.voided })}
        </span>
      ) : null}
      {item.comped ? (
        <span className="rounded-full bg-success/10 px-2 text-sm font-medium text-success">
          {t('line.comped', { units: item.comped })}
        </span>
      ) : null}
      {item.adjustmentPending ? (
        <span className="rounded-full bg-primary-soft px-2 text-sm font-medium text-primary-dark">
          {t('line.waiting')}
        </span>
      ) : null}
      {canAdjust ? (
        <button
          type="button"
          onClick={() => setOpen(true)}
          aria-label={t('line.openFor', { name: localized(item.name, item.nameAr) })}
          className="min-h-10 rounded-full border border-line px-3 text-sm font-medium hover:bg-primary-soft"
        >
          {t('line.open')}
        </button>
      ) : null}
      {isOpen ? (
        <AdjustLineDialog orderId={orderId} item={item} role={role} onClose={() => setOpen(false)} />
      ) : null}
    </span>
  );
}
