import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../../i18n/use-translation';
import { Button, ButtonLink } from '../../../shared/ui/button';
import { EmptyState } from '../../../shared/ui/empty-state';
import { Skeleton } from '../../../shared/ui/skeleton';
import { invoiceApi, SIGNING_RECHECK_MS } from './invoice-api';
import { InvoiceDocument } from './invoice-document';

/** A ZATCA simplified credit note (a refunded share's), printable like the invoice it credits. */
export function CreditNoteView({ id }: { id: string }) {
  const { t } = useTranslation('invoice');
  const note = useQuery({
    queryKey: ['credit-note', id],
    queryFn: () => invoiceApi.creditNote(id),
    // An issued credit note never changes, except a Phase 2 one's QR once it is signed.
    staleTime: Number.POSITIVE_INFINITY,
    refetchInterval: (query) => (query.state.data?.signing ? SIGNING_RECHECK_MS : false),
  });
  if (note.isLoading) return <Skeleton className="my-4 h-96 w-full" />;
  if (!note.data)
    return (
      <EmptyState page title={t('creditNote.none')}>
        <ButtonLink to="/welcome" block>
          {t('common:actions.backToWelcome')}
        </ButtonLink>
      </EmptyState>
    );
  return (
    <div className="flex flex-col gap-4 py-4">
      <InvoiceDocument invoice={note.data} />
      <Button type="button" className="print:hidden" onClick={() => window.print()}>
        {t('creditNote.print')}
      </Button>
    </div>
  );
}
