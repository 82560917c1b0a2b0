import type { StaffCoupon } from '@sufra/domain/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../../i18n/use-translation';
import { Button } from '../../../../shared/ui/button';
import type { MenuNames } from '../lib/menu-names';
import { CopyCode } from './copy-code';
import { StateBadge } from './state-badge';
import { useCouponWords } from './use-coupon-words';

export type CouponAction = 'edit' | 'pause' | 'resume';

function Fact({ term, children, isWide = false }: { term: string; children: ReactNode; isWide?: boolean }) {
  return (
    <div className={`flex flex-col ${isWide ? 'col-span-2' : ''}`}>
      <dt className="text-sm text-muted">{term}</dt>
      <dd className="font-medium">{children}</dd>
    </div>
  );
}

/** One coupon: its code, its discount in words, its conditions, how it was used, and what may be done. */
export function CouponCard({
  coupon,
  names,
  onAction,
}: {
  coupon: StaffCoupon;
  names: MenuNames | null;
  onAction: (action: CouponAction) => void;
}) {
  const { t } = useTranslation('coupons');
  const words = useCouponWords();
  const headingId = `coupon-${coupon.id}`;
  const { usage } = coupon;
  return (
    <li
      className={`flex flex-col gap-4 rounded-3xl border border-line p-4 ${coupon.state === 'live' ? 'bg-card' : 'bg-surface'}`}
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <CopyCode code={coupon.code} headingId={headingId} />
        <StateBadge state={coupon.state} />
      </div>
      <div>
        <p className="text-xl font-bold text-primary">{words.discount(coupon)}</p>
        <p className="text-sm text-muted">{t(`stateHelp.${coupon.state}`)}</p>
      </div>
      <div className="flex flex-col gap-3">
        <section aria-label={t('terms.title')}>
          <dl className="grid grid-cols-2 gap-x-4 gap-y-3">
            <Fact term={t('terms.minOrder')}>
              {coupon.minOrder === null ? t('terms.noMinimum') : words.money(coupon.minOrder)}
            </Fact>
            <Fact term={t('terms.dates')}>{words.dates(coupon)}</Fact>
            <Fact term={t('terms.maxUses')}>
              {coupon.maxUses === null ? t('terms.noLimit') : coupon.maxUses}
            </Fact>
            <Fact term={t('terms.perCustomer')}>
              {coupon.perCustomerLimit === null
                ? t('terms.noLimit')
                : t('terms.timesPerCustomer', { count: coupon.perCustomerLimit })}
            </Fact>
            <Fact term={t('terms.appliesTo')} isWide>
              {words.targets(coupon, names).map((line) => (
                <span key={line} className="block">
                  {line}
                </span>
              ))}
            </Fact>
          </dl>
        </section>
        <section aria-label={t('usage.title')} className="border-t border-line pt-3">
          <dl className="grid grid-cols-2 gap-x-4 gap-y-3">
            <Fact term={t('usage.title')}>
              {coupon.maxUses === null
                ? t('usage.uses', { count: usage.uses })
                : t('usage.usesOfMax', { count: usage.uses, max: coupon.maxUses })}
            </Fact>
            <Fact term={t('usage.discountGiven')}>{words.money(usage.discountGiven)}</Fact>
            <Fact term={t('usage.customers')}>{usage.customers}</Fact>
            <Fact term={t('usage.lastUsed')}>
              {usage.lastUsedAt ? words.date(usage.lastUsedAt) : t('usage.never')}
            </Fact>
          </dl>
        </section>
      </div>
      <div className="flex flex-wrap gap-2">
        <Button
          variant="secondary"
          onClick={() => onAction('edit')}
          aria-label={t('actions.editLabel', { code: coupon.code })}
        >
          {t('actions.edit')}
        </Button>
        {coupon.isActive ? (
          <Button
            variant="ghost"
            onClick={() => onAction('pause')}
            aria-label={t('actions.pauseLabel', { code: coupon.code })}
          >
            {t('actions.pause')}
          </Button>
        ) : (
          <Button
            variant="ghost"
            onClick={() => onAction('resume')}
            aria-label={t('actions.resumeLabel', { code: coupon.code })}
          >
            {t('actions.resume')}
          </Button>
        )}
      </div>
    </li>
  );
}
