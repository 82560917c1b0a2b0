import { formatAmount, halalas } from '@sufra/domain';
import type { BoardOrder, OrderRefund } from '@sufra/domain/contracts';
import { useId, useState } from 'react';
import { useTranslation } from '../../../../i18n/use-translation';
import { ApiError } from '../../../../shared/api-client';
import { ConfirmDialog } from '../../../../shared/ui/confirm-dialog';
import { Money } from '../../../../shared/ui/money';
import { Skeleton } from '../../../../shared/ui/skeleton';
import { TextField } from '../../../../shared/ui/text-field';
import { toast } from '../../../../shared/ui/toaster';
import { useErrorText } from '../../../../shared/use-error-text';
import { useCancellationPreview, useCancelOrder } from '../orders-board-api';

/** The server's limit (MAX_CANCEL_REASON_LENGTH in contracts/staff.ts; the contracts stay out of the bundle). */
const MAX_REASON_LENGTH = 300;

/** The figure a 409 REFUND_CHANGED carries: what the cancel would refund now. */
function refundFromParams(params: Record<string, string | number>): OrderRefund {
  const n = (key: string) => Number(params[key] ?? 0);
  return {
    amount: n('amountHalalas'),
    shares: n('shares'),
    creditNotes: n('creditNotes'),
    byHand: n('byHand'),
  };
}

function RefundFacts({ refund, paymentsInProgress }: { refund: OrderRefund; paymentsInProgress: number }) {
  const { t } = useTranslation('board');
  return (
    <div className="flex flex-col gap-2" aria-live="polite">
      {refund.amount === 0 ? (
        <p>{t('cancel.nothingPaid')}</p>
      ) : (
        <>
          <p>{t('cancel.refundLead')}</p>
          <p className="text-3xl font-bold text-primary">
            <Money amount={halalas(refund.amount)} />
          </p>
          <ul className="flex list-disc flex-col gap-1 ps-6 text-base">
            <li>{t('cancel.shares', { count: refund.shares })}</li>
            {refund.byHand ? (
              <li>{t('cancel.byHand', { amount: formatAmount(halalas(refund.byHand)) })}</li>
            ) : null}
            {refund.creditNotes > 0 ? (
              <li>{t('cancel.creditNotes', { count: refund.creditNotes })}</li>
            ) : null}
          </ul>
        </>
      )}
      {paymentsInProgress > 0 ? (
        <p className="rounded-2xl border-2 border-accent bg-accent-soft px-4 py-3 text-base font-medium">
          {t('cancel.inProgress', { count: paymentsInProgress })}
        </p>
      ) : null}
    </div>
  );
}

/**
 * Cancelling an order: first exactly what goes back (the server's preview, by the cancel's own code), then
 * a required reason, then the confirmation. The refund shown is the refund sent (`expectedRefund`): when a
 * share was paid meanwhile the server refuses (409 REFUND_CHANGED) and the dialog shows the new figure and
 * asks again; no other amount is ever refunded than the one on screen.
 */
export function CancelDialog({ order, onClose }: { order: BoardOrder; onClose: () => void }) {
  const { t } = useTranslation('board');
  const errorText = useErrorText();
  const reasonId = useId();
  const preview = useCancellationPreview(order.id);
  const cancel = useCancelOrder(order.id);
  const [reason, setReason] = useState('');
  const [showReasonError, setShowReasonError] = useState(false);
  /** The figure a REFUND_CHANGED answer gave: shown (and sent) instead of the preview's. */
  const [changedRefund, setChangedRefund] = useState<OrderRefund | null>(null);
  const [notice, setNotice] = useState<'changed' | 'conflict' | null>(null);

  const refund = changedRefund ?? preview.data?.refund;
  const trimmed = reason.trim();
  const confirm = () => {
    if (!refund || !preview.data) return;
    if (!trimmed) {
      setShowReasonError(true);
      return;
    }
    cancel.mutate(
      { reason: trimmed, expectedRefund: refund.amount, version: preview.data.order.version },
      {
        onSuccess: ({ refund: given }) => {
          toast.success(
            given && given.amount > 0
              ? t('cancel.doneRefund', {
                  number: order.orderNumber,
                  amount: formatAmount(halalas(given.amount)),
                })
              : t('cancel.done', { number: order.orderNumber }),
          );
          onClose();
        },
        onError: (error) => {
          if (error instanceof ApiError && error.code === 'REFUND_CHANGED') {
            setChangedRefund(refundFromParams(error.params));
            setNotice('changed');
          } else if (error instanceof ApiError && error.code === 'CONFLICT') {
            setChangedRefund(null);
            setNotice('conflict');
            void preview.refetch();
          } else setNotice(null);
        },
      },
    );
  };

  // Every event on the board reads the preview again (its key is under the board's). The button stays
  // usable meanwhile: the server refunds only the figure sent and refuses a changed one (REFUND_CHANGED),
  // and a button that went grey at each event lost a tap at a busy moment. Only after a CONFLICT is the
  // version on screen known to be old until the new read arrives.
  const rereadingAfterConflict = notice === 'conflict' && preview.isFetching;
  const failure = cancel.isError && notice === null ? errorText(cancel.error) : null;
  const previewFailure = preview.isError ? errorText(preview.error) : null;
  return (
    <ConfirmDialog
      open
      title={t('cancel.title', { number: order.orderNumber })}
      confirmLabel={
        refund && refund.amount > 0
          ? t('cancel.confirmWithRefund', { amount: formatAmount(halalas(refund.amount)) })
          : t('cancel.confirm')
      }
      cancelLabel={t('cancel.keep')}
      tone="danger"
      isPending={cancel.isPending}
      isConfirmable={refund !== undefined && !rereadingAfterConflict}
      error={previewFailure ?? failure}
      onConfirm={confirm}
      onCancel={onClose}
    >
      {refund && preview.data ? (
        <RefundFacts refund={refund} paymentsInProgress={preview.data.paymentsInProgress} />
      ) : preview.isPending ? (
        <div className="flex flex-col gap-2">
          <p className="text-base text-muted">{t('cancel.loading')}</p>
          <Skeleton className="h-10 w-40" />
        </div>
      ) : null}
      {notice ? (
        <p role="alert" className="rounded-2xl bg-accent-soft px-4 py-3 text-base font-medium">
          {t(`cancel.${notice}`)}
        </p>
      ) : null}
      <TextField
        id={reasonId}
        label={t('cancel.reason')}
        hint={t('cancel.reasonHint')}
        value={reason}
        onChange={(value) => {
          setReason(value);
          if (value.trim()) setShowReasonError(false);
        }}
        error={showReasonError ? t('cancel.reasonRequired') : undefined}
        isRequired
        multiline
        maxLength={MAX_REASON_LENGTH}
      />
    </ConfirmDialog>
  );
}
