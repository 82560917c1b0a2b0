import type { ZatcaDocument } from '@sufra/domain/contracts';
import { useState } from 'react';
import { useTranslation } from '../../../../i18n/use-translation';
import { Button } from '../../../../shared/ui/button';
import { toast } from '../../../../shared/ui/toaster';
import { useErrorText } from '../../../../shared/use-error-text';
import { downloadDocumentXml } from '../e-invoices-api';

/** The signed XML as reported to ZATCA, saved as a file with the signed-in person's token. */
export function DownloadXml({ document, name }: { document: ZatcaDocument; name: string }) {
  const { t, i18n } = useTranslation('eInvoices');
  const errorText = useErrorText();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const download = async () => {
    setBusy(true);
    setFailure(null);
    try {
      const file = await downloadDocumentXml(document, i18n.language);
      toast.success(t('download.done', { file }));
    } catch (error) {
      setFailure(t('download.failed', { reason: errorText(error) }));
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="flex flex-col gap-2">
      <Button
        variant="secondary"
        className="self-start"
        disabled={busy}
        aria-label={t('download.of', { document: name })}
        onClick={() => void download()}
      >
        {busy ? t('download.busy') : t('download.label')}
      </Button>
      {failure ? (
        <p role="alert" className="text-danger">
          {failure}
        </p>
      ) : null}
    </div>
  );
}
