import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'wouter';
import { useTranslation } from '../../../i18n/use-translation';
import { useStore } from '../../../shared/store';
import { Button, ButtonLink } from '../../../shared/ui/button';
import { EmptyState } from '../../../shared/ui/empty-state';
import { Skeleton } from '../../../shared/ui/skeleton';
import { CreditNoteView } from './credit-note-view';
import { invoiceApi, SIGNING_RECHECK_MS } from './invoice-api';
import { InvoiceDocument } from './invoice-document';
import { InvoiceEmailForm } from './invoice-email-form';
import './invoice-print.css';

/** Without ?id: the newest invoice of the diner's current order (the share they just paid). */
function useInvoiceId(): { id: string | null; pending: boolean } {
  const [params] = useSearchParams();
  const fromUrl = params.get('id');
  const orderId = useStore((s) => s.order.orderId);
  const latest = useQuery({
    queryKey: ['order-invoices', orderId],
    queryFn: () => invoiceApi.orderInvoices(orderId ?? ''),
    enabled: !fromUrl && orderId !== null,
  });
  if (fromUrl) return { id: fromUrl, pending: false };
  return { id: latest.data?.at(-1)?.id ?? null, pending: latest.isLoading };
}

/**
 * /show-invoice?id={invoiceId}: the ZATCA simplified tax invoice of a paid share, printable and e-mailable;
 * /show-invoice?creditNote={id}: the credit note of a refunded share, printable.
 */
export default function ShowInvoicePage() {
  const [params] = useSearchParams();
  const creditNoteId = params.get('creditNote');
  if (creditNoteId) return <CreditNoteView id={creditNoteId} />;
  return <InvoiceView />;
}

function InvoiceView() {
  const { t } = useTranslation('invoice');
  const { id, pending } = useInvoiceId();
  const invoice = useQuery({
    queryKey: ['invoice', id],
    queryFn: () => invoiceApi.invoice(id ?? ''),
    enabled: id !== null,
    // An issued invoice never changes, except a Phase 2 one's QR once it is signed (about a second).
    staleTime: Number.POSITIVE_INFINITY,
    refetchInterval: (query) => (query.state.data?.signing ? SIGNING_RECHECK_MS : false),
  });
  if (pending || invoice.isLoading) return <Skeleton className="my-4 h-96 w-full" />;
  if (!invoice.data)
    return (
      <EmptyState page title={t('none.title')} description={t('none.description')}>
        <ButtonLink to="/welcome" block>
          {t('common:actions.backToWelcome')}
        </ButtonLink>
      </EmptyState>
    );
  return (
    <div className="flex flex-col gap-4 py-4">
      <InvoiceDocument invoice={invoice.data} />
      <Button type="button" className="print:hidden" onClick={() => window.print()}>
        {t('print')}
      </Button>
      <InvoiceEmailForm invoiceId={invoice.data.id} />
      <ButtonLink to="/rating" variant="ghost" block className="print:hidden">
        {t('rate')}
      </ButtonLink>
    </div>
  );
}
