import { halalas } from '@sufra/domain';
import type { OrderSummary } from '@sufra/domain/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { useLocalized } from '../../../shared/localized';
import { Money } from '../../../shared/ui/money';
import { invoiceAmounts } from './order-format';

/**
 * Items with their amounts, subtotal, discount (%), VAT 15% and the tax inside the total, tip (%, or
 * the amount alone for tips paid with the shares),
 * total and what remains to pay (spec section 2, "Invoice").
 */
export function InvoiceLines({ order }: { order: OrderSummary }) {
  const { t } = useTranslation('orders');
  const text = useLocalized();
  const a = invoiceAmounts(order);
  const rows: [string, string, ReactNode][] = [
    ['subtotal', t('invoice.subtotal'), <Money key="s" amount={a.subtotal} />],
    [
      'discount',
      t('invoice.discountPercent', { percent: a.discountPercent }),
      <span key="d">
        {a.discount > 0 ? '−' : ''}
        <Money amount={a.discount} />
      </span>,
    ],
    ['vat', t('invoice.vat'), t('invoice.vatRate')],
    ['tax', t('invoice.tax'), <Money key="x" amount={a.tax} />],
    [
      'tip',
      a.tipPercent === null ? t('invoice.tip') : t('invoice.tipPercent', { percent: a.tipPercent }),
      <Money key="t" amount={a.tip} />,
    ],
  ];
  return (
    <div className="flex flex-col gap-3 rounded-2xl bg-card p-4 shadow-sm">
      <ul className="flex flex-col gap-2 border-b border-line pb-3" aria-label={t('invoice.items')}>
        {order.items.map((item) => (
          <li key={item.index} className="flex justify-between gap-2">
            <span className="min-w-0">
              {/* A line voided whole reads struck through; comped units are on the house (issue 29 item 5). */}
              <span className={item.voided === item.quantity ? 'line-through' : undefined}>
                {item.quantity} × {text(item.name, item.nameAr)}
              </span>
              {item.voided ? (
                <span className="ms-2 text-sm text-muted">{t('invoice.voided', { units: item.voided })}</span>
              ) : null}
              {item.comped ? (
                <span className="ms-2 rounded-full bg-success/10 px-2 text-sm font-medium text-success">
                  {t('invoice.onTheHouse', { units: item.comped })}
                </span>
              ) : null}
              {item.options.length ? (
                <span className="block text-sm text-muted">
                  {item.options
                    .map((o) =>
                      o.quantity > 1 ? `${text(o.name, o.nameAr)} × ${o.quantity}` : text(o.name, o.nameAr),
                    )
                    .join('، ')}
                </span>
              ) : null}
              {item.specialInstructions ? (
                <span className="block text-sm text-muted">
                  {t('common:quoted', { text: item.specialInstructions })}
                </span>
              ) : null}
            </span>
            <Money amount={halalas(item.lineTotal)} className="shrink-0" />
          </li>
        ))}
      </ul>
      <dl className="flex flex-col gap-2">
        {rows.map(([key, label, value]) => (
          <div key={key} className="flex justify-between" data-testid={`invoice-${key}`}>
            <dt className="text-muted">{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
        <div
          className="flex justify-between border-t border-line pt-2 text-lg font-bold"
          data-testid="invoice-total"
        >
          <dt>{t('invoice.total')}</dt>
          <dd>
            <Money amount={a.total} />
          </dd>
        </div>
        <div className="flex justify-between font-medium text-primary" data-testid="invoice-remaining">
          <dt>{t('invoice.remaining')}</dt>
          <dd>
            <Money amount={a.remaining} />
          </dd>
        </div>
      </dl>
    </div>
  );
}
