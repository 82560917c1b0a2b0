import type { ZatcaDocuments } from '@sufra/domain/contracts';
import { Link } from 'wouter';
import { useTranslation } from '../../../../i18n/use-translation';

/**
 * What needs the restaurant: documents ZATCA rejected (it does not count them: a credit note and a corrected
 * invoice replace them, the owner's "Credit and reissue" in the document's details) and documents waiting 20 hours or more of the 24 (Sufra retries; an expired
 * certificate or a lost connection is the usual cause). Nothing when neither.
 */
export function AttentionBanner({ counts, isOwner }: { counts: ZatcaDocuments['counts']; isOwner: boolean }) {
  const { t } = useTranslation('eInvoices');
  if (counts.rejected === 0 && counts.overdue === 0) return null;
  return (
    <section
      role="alert"
      aria-labelledby="e-invoices-attention"
      className="flex flex-col gap-2 rounded-3xl border-2 border-danger bg-danger/10 p-4 md:p-5"
    >
      <h2 id="e-invoices-attention" className="text-lg font-bold text-danger">
        {t('banner.title')}
      </h2>
      {counts.rejected > 0 ? <p>{t('banner.rejected', { count: counts.rejected })}</p> : null}
      {counts.overdue > 0 ? <p>{t('banner.overdue', { count: counts.overdue })}</p> : null}
      {counts.overdue > 0 && isOwner ? (
        <Link to="/dashboard/settings" className="self-start font-medium text-primary underline">
          {t('banner.settingsLink')}
        </Link>
      ) : null}
    </section>
  );
}
