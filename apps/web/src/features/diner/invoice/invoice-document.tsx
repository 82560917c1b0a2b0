import { halalas } from '@sufra/domain';
import type { CreditNote, Invoice } from '@sufra/domain/contracts';
import { useTranslation } from '../../../i18n/use-translation';
import { formatRiyadhDate } from '../../../shared/riyadh-date';
import { Money } from '../../../shared/ui/money';

function Row({ id, label, amount, strong }: { id: string; label: string; amount: number; strong?: boolean }) {
  return (
    <div
      data-testid={`invoice-${id}`}
      className={`flex justify-between gap-2 ${strong ? 'border-t border-line pt-2 text-lg font-bold' : ''}`}
    >
      <dt>{label}</dt>
      <dd>
        <Money amount={halalas(amount)} />
      </dd>
    </div>
  );
}

/**
 * The simplified tax invoice itself: what prints (seller, number, time, lines, VAT, tip, total, QR). A
 * credit note prints the same way, titled as one, naming the invoice it credits and what was refunded.
 */
export function InvoiceDocument({ invoice }: { invoice: Invoice | CreditNote }) {
  const { t, i18n } = useTranslation('invoice');
  const credit = 'originalInvoice' in invoice ? invoice : null;
  const paidOrRefunded = credit ? credit.refunded : (invoice as Invoice).amountPaid;
  const lang = i18n.language === 'en' ? 'en' : 'ar';
  const pick = (en: string, ar: string) => (lang === 'ar' && ar ? ar : en);
  const place =
    invoice.order.tableNumber !== null ? t('table', { number: invoice.order.tableNumber }) : t('takeaway');
  return (
    <article
      className="invoice-print flex flex-col gap-4 rounded-2xl bg-card p-4 shadow-sm print:shadow-none"
      aria-labelledby="invoice-title"
    >
      <header className="flex flex-col gap-1 text-center">
        <p className="text-xl font-bold text-primary">{pick(invoice.seller.name, invoice.seller.nameAr)}</p>
        <h1 id="invoice-title" className="text-lg font-bold">
          {credit ? t('creditNote.title') : t('title')}
        </h1>
      </header>
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
        {invoice.seller.vatNumber ? (
          <>
            <dt className="text-muted">{t('vatNumber')}</dt>
            <dd data-testid="invoice-vat-number">
              <bdi>{invoice.seller.vatNumber}</bdi>
            </dd>
          </>
        ) : null}
        <dt className="text-muted">{credit ? t('creditNote.number') : t('number')}</dt>
        <dd data-testid="invoice-number">
          <bdi>{invoice.number}</bdi>
        </dd>
        {credit ? (
          <>
            <dt className="text-muted">{t('creditNote.original')}</dt>
            <dd data-testid="credit-note-original">
              {t('creditNote.originalNumber', { number: credit.originalInvoice.number })}
            </dd>
          </>
        ) : null}
        <dt className="text-muted">{t('issuedAt')}</dt>
        <dd data-testid="invoice-issued-at">
          <time dateTime={invoice.issuedAt}>{formatRiyadhDate(invoice.issuedAt, lang)}</time>
        </dd>
        <dt className="text-muted">{t('order')}</dt>
        <dd data-testid="invoice-order">
          #{invoice.order.orderNumber} · {place}
        </dd>
      </dl>
      <ul aria-label={t('lines')} className="flex flex-col divide-y divide-line">
        {invoice.lines.map((line, i) => {
          const details = pick(line.details, line.detailsAr);
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: the lines of an issued invoice never change order
            <li key={i} className="flex justify-between gap-2 py-2">
              <span>
                {line.quantity} × {pick(line.name, line.nameAr)}
                {details ? <span className="block text-sm text-muted">{details}</span> : null}
              </span>
              <Money amount={halalas(line.total)} />
            </li>
          );
        })}
      </ul>
      <dl className="flex flex-col gap-1">
        <Row id="subtotal" label={t('subtotal')} amount={invoice.subtotal} />
        {invoice.discount > 0 ? <Row id="discount" label={t('discount')} amount={-invoice.discount} /> : null}
        <Row id="vat" label={t(invoice.pricesIncludeVat ? 'vatIncluded' : 'vat')} amount={invoice.vat} />
        <Row id="total" label={t('total')} amount={invoice.total} strong />
        {invoice.tip > 0 ? <Row id="tip" label={t('tip')} amount={invoice.tip} /> : null}
        {credit ? (
          <Row id="refunded" label={t('creditNote.refunded')} amount={paidOrRefunded} strong />
        ) : invoice.tip > 0 ? (
          <Row id="amount-paid" label={t('amountPaid')} amount={paidOrRefunded} strong />
        ) : null}
      </dl>
      {invoice.tip > 0 ? <p className="text-xs text-muted">{t('tipNote')}</p> : null}
      {invoice.signing ? (
        <p role="status" className="text-center text-sm text-muted" data-testid="einvoice-signing">
          {t('signing')}
        </p>
      ) : (
        <figure className="flex flex-col items-center gap-1">
          <img
            src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(invoice.qrSvg)}`}
            alt={credit ? t('creditNote.qrAlt') : t('qrAlt')}
            width={176}
            height={176}
            className="size-44 bg-white"
          />
          <figcaption className="text-center text-xs text-muted">{t('qrHelp')}</figcaption>
        </figure>
      )}
    </article>
  );
}
