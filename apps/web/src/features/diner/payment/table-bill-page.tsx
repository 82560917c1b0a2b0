import { formatMoney, halalas, ZERO } from '@sufra/domain';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { Button } from '../../../shared/ui/button';
import { EmptyState } from '../../../shared/ui/empty-state';
import { LoadFailure } from '../../../shared/ui/load-failure';
import { Money } from '../../../shared/ui/money';
import { Skeleton } from '../../../shared/ui/skeleton';
import { useErrorText } from '../../../shared/use-error-text';
import { BillProgress } from './bill-progress';
import { useLargeTipGuard } from './large-tip-guard';
import { PaySummary } from './pay-summary';
import { PaymentEmpty } from './payment-empty';
import { TableBillModes } from './table-bill-modes';
import { TipSelector } from './tip-selector';
import { usePay } from './use-pay';
import { type TableBillForm, useTableBill } from './use-table-bill';

const START: TableBillForm = {
  mode: 'all',
  totalPeople: 2,
  peopleYouPayFor: 1,
  itemIndexes: [],
  customAmount: '',
  tip: { kind: 'none' },
};

/**
 * /table-bill: "Pay the table's bill" (issue 8 item 10). Every unpaid order of the table in ONE payment:
 * the whole bill, an even share, chosen items or an amount, across all the orders. Every amount shown
 * is the server's quote for exactly what the card will be charged.
 */
export default function TableBillPage() {
  const { t, i18n } = useTranslation('payment');
  const errorText = useErrorText();
  const [form, setForm] = useState<TableBillForm>(START);
  const { table, bill, choice, quote, quoteError } = useTableBill(form);
  const { pay, isPaying, error: payError } = usePay(table);
  const amount = quote ? halalas(quote.amount) : ZERO;
  const total = quote ? halalas(quote.total) : ZERO;
  const largeTip = useLargeTipGuard({ share: amount, tip: quote ? halalas(quote.tip) : ZERO, total });
  if (!table) return <PaymentEmpty title={t('tableBill.noTable')} />;
  if (bill.isPending) return <Skeleton className="my-4 h-96 w-full" />;
  if (bill.isError) return <LoadFailure error={bill.error} onRetry={() => void bill.refetch()} />;
  const data = bill.data;
  if (data.orders.length === 0 || !choice)
    return (
      <div className="py-4">
        <EmptyState title={t('tableBill.nothingLeft')} description={t('tableBill.nothingLeftDescription')} />
      </div>
    );
  const onChange = (patch: Partial<TableBillForm>) => setForm((f) => ({ ...f, ...patch }));
  const tipRefused = quoteError?.code === 'TIP_TOO_HIGH' ? quoteError : null;
  const problem = payError ?? (tipRefused ? null : quoteError);
  const percent = data.totalAmount > 0 ? Math.floor((data.paidAmount * 100) / data.totalAmount) : 0;
  return (
    <div className="flex flex-col gap-5 py-4">
      <div className="flex flex-col gap-1">
        <h1 className="text-2xl font-bold">{t('tableBill.title')}</h1>
        <p className="text-muted">{t('tableBill.intro', { number: data.tableNumber })}</p>
      </div>
      <BillProgress
        total={halalas(data.totalAmount)}
        paid={halalas(data.paidAmount)}
        remaining={halalas(data.remainingAmount)}
        percent={Math.min(99, percent)}
      />
      <section aria-labelledby="table-bill-orders" className="flex flex-col gap-2">
        <h2 id="table-bill-orders" className="font-bold">
          {t('tableBill.ordersTitle')}
        </h2>
        <ul className="flex flex-col gap-2">
          {data.orders.map((order) => (
            <li
              key={order.id}
              data-testid="table-bill-order"
              className="flex flex-wrap items-center justify-between gap-2 rounded-xl bg-card px-3 py-2"
            >
              <span className="font-medium">{t('tableBill.order', { number: order.orderNumber })}</span>
              <Money amount={halalas(order.remainingAmount)} className="font-bold" />
            </li>
          ))}
        </ul>
      </section>
      <TableBillModes bill={data} form={form} onChange={onChange} />
      <TipSelector
        base={amount}
        choice={form.tip}
        onChange={(tip) => onChange({ tip })}
        error={tipRefused ? errorText(tipRefused) : null}
      />
      <PaySummary amount={amount} tip={quote ? halalas(quote.tip) : ZERO} total={total} />
      {problem ? (
        <p role="alert" className="font-medium text-danger">
          {errorText(problem)}
        </p>
      ) : null}
      <Button
        block
        disabled={isPaying || !quote || total <= 0}
        onClick={() => largeTip.guard(() => pay(choice))}
      >
        {isPaying
          ? t('pay.redirecting')
          : t('pay.button', { amount: formatMoney(total, i18n.language === 'en' ? 'en' : 'ar') })}
      </Button>
      <p className="text-sm text-muted">{t('method.gatewayNote')}</p>
      {largeTip.dialog}
    </div>
  );
}
