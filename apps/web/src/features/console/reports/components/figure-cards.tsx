import { halalas } from '@sufra/domain';
import type { ReportSummary } from '@sufra/domain/contracts';
import { useTranslation } from '../../../../i18n/use-translation';
import { Money } from '../../../../shared/ui/money';

type Totals = ReportSummary['totals'];

/** The period's figures as cards: the money first, then the counts; each says what it is made of. */
export function FigureCards({ totals }: { totals: Totals }) {
  const { t } = useTranslation('reports');
  const cards: { key: string; label: string; value: React.ReactNode; hint: string; strong?: boolean }[] = [
    {
      key: 'gross',
      label: t('figures.gross'),
      value: <Money amount={halalas(totals.gross)} />,
      hint: t('figures.grossHint'),
      strong: true,
    },
    {
      key: 'net',
      label: t('figures.net'),
      value: <Money amount={halalas(totals.net)} />,
      hint: t('figures.netHint'),
      strong: true,
    },
    {
      key: 'vat',
      label: t('figures.vat'),
      value: <Money amount={halalas(totals.vat)} />,
      hint: t('figures.vatHint'),
    },
    {
      key: 'refunds',
      label: t('figures.refunds'),
      value: <Money amount={halalas(totals.refunds)} />,
      hint: t('figures.refundsHint', { count: totals.creditNotes }),
    },
    {
      key: 'discounts',
      label: t('figures.discounts'),
      value: <Money amount={halalas(totals.discounts)} />,
      hint: t('figures.discountsHint'),
    },
    {
      key: 'tips',
      label: t('figures.tips'),
      value: <Money amount={halalas(totals.tips)} />,
      hint: t('figures.tipsHint'),
    },
    {
      key: 'orders',
      label: t('figures.orders'),
      value: <bdi className="tabular-nums">{totals.orders}</bdi>,
      hint: t('figures.ordersHint', { count: totals.invoices }),
    },
    {
      key: 'averageBill',
      label: t('figures.averageBill'),
      value: <Money amount={halalas(totals.averageBill)} />,
      hint: t('figures.averageBillHint'),
    },
  ];
  return (
    <section aria-labelledby="report-figures">
      <h2 id="report-figures" className="sr-only">
        {t('figures.title')}
      </h2>
      <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        {cards.map((card) => (
          <div
            key={card.key}
            className={`flex flex-col gap-1 rounded-3xl p-4 shadow-sm ${card.strong ? 'bg-primary-soft' : 'bg-card'}`}
          >
            <dt className="text-base font-medium text-muted">{card.label}</dt>
            <dd className="text-2xl font-bold md:text-3xl" data-figure={card.key}>
              {card.value}
            </dd>
            <dd className="text-sm text-muted">{card.hint}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
