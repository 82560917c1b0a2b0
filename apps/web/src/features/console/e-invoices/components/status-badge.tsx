import type { ZatcaDocument } from '@sufra/domain/contracts';
import { useTranslation } from '../../../../i18n/use-translation';

/**
 * ZATCA wants a simplified document within 24 hours of its issue; from 20 hours waiting (4 or fewer left)
 * the owner is alerted, as the server's `counts.overdue` does.
 */
const OVERDUE_HOURS_LEFT = 4;

export const isOverdue = (document: ZatcaDocument) =>
  document.reportStatus === 'waiting' &&
  document.hoursLeft !== null &&
  document.hoursLeft <= OVERDUE_HOURS_LEFT;

const LOOK = {
  waiting: 'border-muted text-muted',
  overdue: 'border-danger bg-danger text-white',
  reported: 'border-success text-success',
  reported_with_warnings: 'border-accent text-ink',
  rejected: 'border-danger text-danger',
} as const;

/** Where the document stands, in words (the colour only repeats them); a waiting one says the hours left. */
export function StatusBadge({ document }: { document: ZatcaDocument }) {
  const { t } = useTranslation('eInvoices');
  const status = document.reportStatus;
  const overdue = isOverdue(document);
  const hours = document.hoursLeft ?? 24;
  const text =
    status !== 'waiting'
      ? t(`badge.${status}`)
      : hours <= 0
        ? t('badge.late')
        : t(overdue ? 'badge.overdue' : 'badge.waiting', { hours });
  return (
    <span
      data-status={overdue ? 'overdue' : status}
      className={`rounded-full border-2 px-3 py-1 text-base font-bold ${LOOK[overdue ? 'overdue' : status]}`}
    >
      {text}
    </span>
  );
}
