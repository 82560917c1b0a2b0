import { halalas } from '@sufra/domain';
import type { LineAdjustment } from '@sufra/domain/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { useLocalized } from '../../../shared/localized';
import { Money } from '../../../shared/ui/money';

/** One void or comp as the approvals screen shows it: what, on which order, why, who asked, how much. */
export function AdjustmentCard({
  adjustment: a,
  children,
}: {
  adjustment: LineAdjustment;
  children?: ReactNode;
}) {
  const { t } = useTranslation('lineAdjustments');
  const localized = useLocalized();
  return (
    <li className="flex flex-col gap-2 rounded-3xl bg-card p-4 shadow-sm">
      <div className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
        <h3 className="text-lg font-bold">
          {t('approvals.what', {
            kind: t(`kind.${a.kind}`),
            units: a.quantity,
            name: localized(a.itemName, a.itemNameAr),
          })}
        </h3>
        <Money amount={halalas(a.amount)} className="ms-auto text-lg font-bold" />
      </div>
      <p className="text-muted">
        {a.tableNumber === null
          ? t('approvals.orderTakeaway', { number: a.orderNumber })
          : t('approvals.order', { number: a.orderNumber, table: a.tableNumber })}
      </p>
      <p>
        {t(`reasons.${a.reason}`)}
        {a.note ? ` · ${a.note}` : ''}
      </p>
      {a.requestedBy ? (
        <p className="text-sm text-muted">{t('approvals.requestedBy', { name: a.requestedBy.name })}</p>
      ) : null}
      {children}
    </li>
  );
}
