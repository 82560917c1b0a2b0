import type { StaffCoupon } from '@sufra/domain/contracts';
import { useMemo, useState } from 'react';
import { useTranslation } from '../../../../i18n/use-translation';
import { Button } from '../../../../shared/ui/button';
import { EmptyState } from '../../../../shared/ui/empty-state';
import { useMenuChoices } from '../coupons-admin-api';
import { menuNames } from '../lib/menu-names';
import { type CouponAction, CouponCard } from './coupon-card';
import { StateFilter, type StateFilterValue } from './state-filter';

/** The coupons, filtered by how they stand today; an empty restaurant is invited to create its first. */
export function CouponList({
  coupons,
  onCreate,
  onAction,
}: {
  coupons: StaffCoupon[];
  onCreate: () => void;
  onAction: (action: CouponAction, coupon: StaffCoupon) => void;
}) {
  const { t } = useTranslation('coupons');
  const [filter, setFilter] = useState<StateFilterValue>('all');
  const menu = useMenuChoices();
  const names = useMemo(() => (menu.data ? menuNames(menu.data) : null), [menu.data]);
  if (coupons.length === 0)
    return (
      <EmptyState title={t('empty.title')} description={t('empty.body')}>
        <Button onClick={onCreate}>{t('empty.action')}</Button>
      </EmptyState>
    );
  const shown = filter === 'all' ? coupons : coupons.filter((coupon) => coupon.state === filter);
  return (
    <div className="flex flex-col gap-4">
      <StateFilter coupons={coupons} value={filter} onChange={setFilter} />
      {shown.length === 0 ? (
        <p className="rounded-2xl border border-dashed border-line px-4 py-5 text-center text-muted">
          {t('noneInFilter', { state: filter === 'all' ? '' : t(`states.${filter}`) })}
        </p>
      ) : (
        <ul className="grid gap-4 lg:grid-cols-2">
          {shown.map((coupon) => (
            <CouponCard
              key={coupon.id}
              coupon={coupon}
              names={names}
              onAction={(action) => onAction(action, coupon)}
            />
          ))}
        </ul>
      )}
    </div>
  );
}
