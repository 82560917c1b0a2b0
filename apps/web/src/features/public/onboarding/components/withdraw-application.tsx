import { useState } from 'react';
import { useTranslation } from '../../../../i18n/use-translation';
import { Button } from '../../../../shared/ui/button';
import { ConfirmDialog } from '../../../../shared/ui/confirm-dialog';
import { useWithdrawApplication } from '../onboarding-api';
import { messageOf } from './application-form';

/**
 * "Withdraw application" on the status page, confirmed first with what it means (final: a new
 * application is needed to apply again). The server's refusal (already decided) shows in the dialog.
 */
export function WithdrawApplication({
  applicationId,
  onWithdrawn,
}: {
  applicationId: string;
  onWithdrawn: () => void;
}) {
  const { t } = useTranslation('onboarding');
  const withdraw = useWithdrawApplication(applicationId);
  const [isOpen, setOpen] = useState(false);
  return (
    <section aria-label={t('withdraw.button')} className="rounded-2xl border border-line bg-card p-6">
      <p className="text-muted">{t('withdraw.hint')}</p>
      <Button
        variant="secondary"
        className="mt-4"
        onClick={() => {
          withdraw.reset();
          setOpen(true);
        }}
      >
        {t('withdraw.button')}
      </Button>
      <ConfirmDialog
        open={isOpen}
        title={t('withdraw.title')}
        confirmLabel={withdraw.isPending ? t('withdraw.pending') : t('withdraw.confirm')}
        cancelLabel={t('withdraw.cancel')}
        tone="danger"
        isPending={withdraw.isPending}
        error={withdraw.isError ? messageOf(withdraw.error, t('errors.network'), t('errors.unknown')) : null}
        onCancel={() => setOpen(false)}
        onConfirm={() =>
          withdraw.mutate(undefined, {
            onSuccess: () => {
              setOpen(false);
              onWithdrawn();
            },
          })
        }
      >
        <p>{t('withdraw.body')}</p>
      </ConfirmDialog>
    </section>
  );
}
