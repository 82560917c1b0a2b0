import { halalas } from '@sufra/domain';
import type { ReportSummary } from '@sufra/domain/contracts';
import { useMemo } from 'react';
import { useTranslation } from '../../../../i18n/use-translation';
import { Money } from '../../../../shared/ui/money';
import { chartColours, moneyBars, moneyDoughnut } from '../lib/chart-configs';
import { ChartFigure } from './chart-figure';
import { ReportTable } from './report-table';

const hourLabel = (hour: number) => `${String(hour).padStart(2, '0')}:00`;
const money = (amount: number) => <Money amount={halalas(amount)} />;

function useLang(): 'ar' | 'en' {
  const { i18n } = useTranslation();
  return i18n.language === 'en' ? 'en' : 'ar';
}

/** Sales per hour of the restaurant's day: a bar for each of the 24 hours, the table lists the busy ones. */
export function HoursFigure({ byHour }: { byHour: ReportSummary['byHour'] }) {
  const { t } = useTranslation('reports');
  const lang = useLang();
  const config = useMemo(
    () =>
      moneyBars(
        byHour.map((h) => hourLabel(h.hour)),
        [{ label: t('charts.gross'), amounts: byHour.map((h) => h.gross), colour: chartColours().primary }],
        lang,
        chartColours(),
      ),
    [byHour, lang, t],
  );
  const busy = byHour.filter((h) => h.invoices > 0);
  return (
    <ChartFigure id="report-by-hour" title={t('charts.byHour')} config={busy.length ? config : null}>
      {busy.length ? (
        <ReportTable
          caption={t('charts.byHour')}
          head={[t('charts.hour'), t('charts.invoices'), t('charts.gross')]}
          rows={busy.map((h) => ({ key: h.hour, cells: [hourLabel(h.hour), h.invoices, money(h.gross)] }))}
        />
      ) : (
        <p className="text-muted">{t('charts.noHours')}</p>
      )}
    </ChartFigure>
  );
}

export function MethodsFigure({ byMethod }: { byMethod: ReportSummary['byMethod'] }) {
  const { t } = useTranslation('reports');
  const lang = useLang();
  const config = useMemo(() => {
    const c = chartColours();
    return moneyDoughnut(
      byMethod.map((m) => t(`methods.${m.method}`)),
      byMethod.map((m) => m.gross),
      t('charts.gross'),
      lang,
      [c.primary, c.accent, c.success, c.muted],
    );
  }, [byMethod, lang, t]);
  return (
    <ChartFigure id="report-by-method" title={t('charts.byMethod')} config={byMethod.length ? config : null}>
      {byMethod.length ? (
        <ReportTable
          caption={t('charts.byMethod')}
          head={[
            t('charts.method'),
            t('charts.payments'),
            t('charts.gross'),
            t('charts.refunds'),
            t('charts.tips'),
          ]}
          rows={byMethod.map((m) => ({
            key: m.method,
            cells: [t(`methods.${m.method}`), m.payments, money(m.gross), money(m.refunds), money(m.tips)],
          }))}
        />
      ) : (
        <p className="text-muted">{t('charts.noMethods')}</p>
      )}
    </ChartFigure>
  );
}

export function OrderTypesFigure({ byOrderType }: { byOrderType: ReportSummary['byOrderType'] }) {
  const { t } = useTranslation('reports');
  const lang = useLang();
  const config = useMemo(() => {
    const c = chartColours();
    return moneyBars(
      byOrderType.map((o) => t(`types.${o.orderType}`)),
      [
        { label: t('charts.gross'), amounts: byOrderType.map((o) => o.gross), colour: c.primary },
        { label: t('charts.refunds'), amounts: byOrderType.map((o) => o.refunds), colour: c.danger },
      ],
      lang,
      c,
    );
  }, [byOrderType, lang, t]);
  return (
    <ChartFigure id="report-by-type" title={t('charts.byType')} config={config}>
      <ReportTable
        caption={t('charts.byType')}
        head={[t('charts.type'), t('charts.orders'), t('charts.gross'), t('charts.refunds')]}
        rows={byOrderType.map((o) => ({
          key: o.orderType,
          cells: [t(`types.${o.orderType}`), o.orders, money(o.gross), money(o.refunds)],
        }))}
      />
    </ChartFigure>
  );
}
