import type { Halalas } from '@sufra/domain';
import { useTranslation } from '../../../i18n/use-translation';
import { Money } from '../../../shared/ui/money';

/** DESIGN.md "One live bill": who has paid what and what remains, as a bar every phone at the table sees. */
export function BillProgress({
  total,
  paid,
  remaining,
  percent,
}: {
  total: Halalas;
  paid: Halalas;
  remaining: Halalas;
  percent: number;
}) {
  const { t } = useTranslation('payment');
  return (
    <section
      className="flex flex-col gap-3 rounded-2xl bg-card p-4 shadow-sm"
      aria-label={t('progress.label')}
    >
      <div className="flex items-baseline justify-between gap-2">
        <span className="text-muted">{t('progress.bill')}</span>
        <Money amount={total} className="text-xl font-bold" />
      </div>
      <div
        role="progressbar"
        aria-label={t('progress.label')}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={t('progress.percent', { percent })}
        className="h-3 overflow-hidden rounded-full bg-primary-soft"
      >
        <div
          className="h-full rounded-full bg-primary transition-[inline-size] motion-reduce:transition-none"
          style={{ inlineSize: `${percent}%` }}
        />
      </div>
      <dl className="grid grid-cols-2 gap-2 text-sm">
        <div data-testid="progress-paid">
          <dt className="text-muted">{t('progress.paid')}</dt>
          <dd className="font-bold text-success">
            <Money amount={paid} />
          </dd>
        </div>
        <div data-testid="progress-remaining" className="text-end">
          <dt className="text-muted">{t('progress.remaining')}</dt>
          <dd className="font-bold">
            <Money amount={remaining} />
          </dd>
        </div>
      </dl>
    </section>
  );
}
