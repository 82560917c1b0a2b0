import { formatMoney, halalas } from '@sufra/domain';
import type { LineAdjustment } from '@sufra/domain/contracts';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { useLocalized } from '../../../shared/localized';
import { ConsolePage, QueryLadder } from '../../../shared/staff/console-page';
import { Button } from '../../../shared/ui/button';
import { ConfirmDialog } from '../../../shared/ui/confirm-dialog';
import { Skeleton } from '../../../shared/ui/skeleton';
import { toast } from '../../../shared/ui/toaster';
import { useErrorText } from '../../../shared/use-error-text';
import { AdjustmentCard } from './adjustment-card';
import { ApprovalPinForm } from './approval-pin-form';
import { useAdjustments, useDecideAdjustment } from './approvals-api';

/**
 * /dashboard/approvals (managers and owners): the voids and comps the floor asked for, live (each request
 * and decision anywhere reads the list again), each approved after a confirmation that says what comes off
 * the bill, or declined; the day's decisions below; and the manager's own approval PIN.
 */
export default function ApprovalsPage() {
  const { t, i18n } = useTranslation('lineAdjustments');
  const localized = useLocalized();
  const errorText = useErrorText();
  const list = useAdjustments();
  const decide = useDecideAdjustment();
  const [approving, setApproving] = useState<LineAdjustment | null>(null);
  const money = (amount: number) => formatMoney(halalas(amount), i18n.language === 'en' ? 'en' : 'ar');
  return (
    <ConsolePage title={t('approvals.title')} intro={t('approvals.intro')} gap={6}>
      <QueryLadder query={list} skeleton={<Skeleton className="h-32" />}>
        {(data) => (
          <>
            <section aria-labelledby="approvals-pending" className="flex flex-col gap-3">
              <h2 id="approvals-pending" className="text-xl font-bold">
                {t('approvals.pending')}
              </h2>
              {data.pending.length === 0 ? (
                <p className="text-muted">{t('approvals.none')}</p>
              ) : (
                <ul className="grid gap-3 md:grid-cols-2">
                  {data.pending.map((a) => (
                    <AdjustmentCard key={a.id} adjustment={a}>
                      <div className="flex flex-wrap gap-3">
                        <Button onClick={() => setApproving(a)} disabled={decide.isPending}>
                          {t('approvals.approve')}
                        </Button>
                        <Button
                          variant="secondary"
                          disabled={decide.isPending}
                          onClick={() =>
                            decide.mutate(
                              { id: a.id, decision: 'decline' },
                              { onSuccess: () => toast.success(t('approvals.declined')) },
                            )
                          }
                        >
                          {t('approvals.decline')}
                        </Button>
                      </div>
                    </AdjustmentCard>
                  ))}
                </ul>
              )}
              {decide.isError && approving === null ? (
                <p role="alert" className="font-medium text-danger">
                  {errorText(decide.error)}
                </p>
              ) : null}
            </section>
            {data.decided.length > 0 ? (
              <section aria-labelledby="approvals-decided" className="flex flex-col gap-3">
                <h2 id="approvals-decided" className="text-xl font-bold">
                  {t('approvals.decided')}
                </h2>
                <ul className="grid gap-3 md:grid-cols-2">
                  {data.decided.map((a) => (
                    <AdjustmentCard key={a.id} adjustment={a}>
                      <p className="font-medium">
                        {t(`approvals.status.${a.status}`)}
                        {a.decidedBy ? ` ${t('approvals.decidedBy', { name: a.decidedBy.name })}` : ''}
                      </p>
                    </AdjustmentCard>
                  ))}
                </ul>
              </section>
            ) : null}
          </>
        )}
      </QueryLadder>
      <ApprovalPinForm />
      {approving ? (
        <ConfirmDialog
          open
          title={t('approvals.confirmTitle', { kind: t(`kind.${approving.kind}`) })}
          confirmLabel={t('approvals.confirm')}
          cancelLabel={t('approvals.cancel')}
          tone="danger"
          isPending={decide.isPending}
          error={decide.isError ? errorText(decide.error) : null}
          onCancel={() => {
            setApproving(null);
            decide.reset();
          }}
          onConfirm={() =>
            decide.mutate(
              { id: approving.id, decision: 'approve' },
              {
                onSuccess: ({ adjustment }) => {
                  toast.success(
                    t('approvals.approved', {
                      amount: money(adjustment.amount),
                      number: adjustment.orderNumber,
                    }),
                  );
                  setApproving(null);
                },
              },
            )
          }
        >
          <p>
            {t('approvals.confirmBody', {
              units: approving.quantity,
              name: localized(approving.itemName, approving.itemNameAr),
              number: approving.orderNumber,
              amount: money(approving.amount),
            })}
          </p>
        </ConfirmDialog>
      ) : null}
    </ConsolePage>
  );
}
