import { formatMoney, halalas } from '@sufra/domain';
import { Link } from 'wouter';
import { useTranslation } from '../../../../i18n/use-translation';

/** Marketing claims from the spec (section 9), not billing rules: monthly price and table limit. */
const PLANS = [
  { id: 'starter', monthly: halalas(2900), tables: 5, isPopular: false },
  { id: 'growth', monthly: halalas(7900), tables: 20, isPopular: true },
  { id: 'unlimited', monthly: halalas(19900), tables: null, isPopular: false },
] as const;

export function PricingSection() {
  const { t, i18n } = useTranslation('marketing');
  const lang = i18n.language === 'en' ? 'en' : 'ar';
  return (
    <section
      id="pricing"
      aria-labelledby="pricing-title"
      className="scroll-mt-20 px-4 py-16 [contain-intrinsic-block-size:auto_87rem] [content-visibility:auto] lg:[contain-intrinsic-block-size:auto_40rem]"
    >
      <div className="mx-auto max-w-6xl">
        <h2 id="pricing-title" className="text-3xl font-bold text-ink">
          {t('pricing.title')}
        </h2>
        <p className="mt-3 text-lg text-muted">{t('pricing.subtitle')}</p>
        <ul className="mt-10 grid gap-6 lg:grid-cols-3">
          {PLANS.map((plan) => (
            <li
              key={plan.id}
              className={`relative flex flex-col rounded-2xl bg-card p-6 shadow-sm ${
                plan.isPopular ? 'border-2 border-primary' : 'border border-line'
              }`}
            >
              {plan.isPopular ? (
                <p className="absolute -top-3 start-6 rounded-full bg-accent px-3 py-0.5 text-sm font-bold text-ink">
                  {t('pricing.popular')}
                </p>
              ) : null}
              <h3 className="text-xl font-bold text-ink">{t(`pricing.${plan.id}.name`)}</h3>
              <p className="mt-1 text-muted">{t(`pricing.${plan.id}.description`)}</p>
              <p className="mt-6">
                <span className="text-4xl font-bold text-primary">{formatMoney(plan.monthly, lang)}</span>{' '}
                <span className="text-muted">{t('pricing.perMonth')}</span>
              </p>
              <ul className="mt-6 flex flex-col gap-2 text-ink">
                <li className="flex items-center gap-2">
                  <CheckIcon />
                  {plan.tables === null
                    ? t('pricing.unlimitedTables')
                    : t('pricing.tables', { count: plan.tables })}
                </li>
                <li className="flex items-center gap-2">
                  <CheckIcon />
                  {t('pricing.trial')}
                </li>
              </ul>
              <Link
                to="/#demo"
                className={`mt-8 inline-flex min-h-12 items-center justify-center rounded-xl px-6 py-3 font-bold ${
                  plan.isPopular
                    ? 'bg-primary text-white hover:bg-primary-dark'
                    : 'border border-primary text-primary hover:bg-primary-soft'
                }`}
              >
                {t('pricing.cta')}
              </Link>
            </li>
          ))}
        </ul>
        <p className="mt-8 text-center text-muted">{t('pricing.includes')}</p>
      </div>
    </section>
  );
}

function CheckIcon() {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" className="size-5 shrink-0 text-success" fill="none">
      <path d="M5 12.5l4.5 4.5L19 7.5" stroke="currentColor" strokeWidth="2.4" strokeLinecap="round" />
    </svg>
  );
}
