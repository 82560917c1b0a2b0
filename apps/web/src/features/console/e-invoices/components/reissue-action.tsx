import type { ZatcaDocument, ZatcaReissue } from '@sufra/domain/contracts';
import { useState } from 'react';
import { useTranslation } from '../../../../i18n/use-translation';
import { Button } from '../../../../shared/ui/button';
import { ConfirmDialog } from '../../../../shared/ui/confirm-dialog';
import { useErrorText } from '../../../../shared/use-error-text';
import { useReissueDocument } from '../e-invoices-api';

/**
 * ZATCA's remedy for a rejected invoice, in a rejected invoice's details: once taken, the credit note and
 * the corrected invoice that replaced it; before, for the owner (`canReissue`), the action, confirmed with
 * what it does: new documents only, the diner's money stays as it is.
 */
export function ReissueAction({
  document,
  name,
  onReissued,
}: {
  document: ZatcaDocument;
  name: string;
  onReissued: (reissue: ZatcaReissue) => void;
}) {
  const { t } = useTranslation('eInvoices');
  const errorText = useErrorText();
  const reissue = useReissueDocument();
  const [asking, setAsking] = useState(false);

  if (document.reissue) return <p className="font-medium">{t('reissue.done', document.reissue)}</p>;
  if (!document.canReissue) return null;

  const close = () => {
    setAsking(false);
    reissue.reset();
  };
  const confirm = () =>
    reissue.mutate(document, {
      onSuccess: (issued) => {
        close();
        onReissued(issued);
      },
    });
  return (
    <>
      <Button className="self-start" onClick={() => setAsking(true)}>
        {t('reissue.action')}
      </Button>
      <ConfirmDialog
        open={asking}
        title={t('reissue.confirmTitle', { document: name })}
        confirmLabel={t('reissue.confirm')}
        cancelLabel={t('reissue.cancel')}
        isPending={reissue.isPending}
        error={reissue.isError ? errorText(reissue.error) : null}
        onConfirm={confirm}
        onCancel={close}
      >
        <p>{t('reissue.confirmBody')}</p>
        <p>{t('reissue.confirmMoney')}</p>
      </ConfirmDialog>
    </>
  );
}
