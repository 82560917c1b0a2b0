import type { StaffCoupon } from '@sufra/domain/contracts';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { Button } from '../../../shared/ui/button';
import { LoadFailure } from '../../../shared/ui/load-failure';
import { Skeleton } from '../../../shared/ui/skeleton';
import type { CouponAction } from './components/coupon-card';
import { CouponDialog } from './components/coupon-dialog';
import { CouponList } from './components/coupon-list';
import { PauseDialog } from './components/pause-dialog';
import { useCoupons } from './coupons-admin-api';

type Open = { action: 'create' } | { action: CouponAction; coupon: StaffCoupon };

/**
 * /dashboard/coupons (owners and managers, by the route table): the restaurant's coupons with how each
 * stands today and how it was used; create, edit, pause and resume. Counts follow diners' orders every
 * 30 s while the screen is visible, and at once after each change.
 */
export default function CouponsPage() {
  const { t } = useTranslation('coupons');
  const coupons = useCoupons();
  const [open, setOpen] = useState<Open | null>(null);
  const close = () => setOpen(null);
  const create = () => setOpen({ action: 'create' });
  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-6 px-4 py-5 md:px-6">
      <div className="flex flex-wrap items-end gap-3">
        <div className="min-w-0 flex-1">
          <h1 className="text-2xl font-bold">{t('title')}</h1>
          <p className="text-muted">{t('intro')}</p>
        </div>
        {coupons.data?.length ? <Button onClick={create}>{t('create')}</Button> : null}
      </div>
      {coupons.isError && !coupons.data ? (
        <LoadFailure error={coupons.error} onRetry={() => void coupons.refetch()} />
      ) : !coupons.data ? (
        <div aria-busy="true" className="grid gap-4 lg:grid-cols-2">
          <Skeleton className="h-72" />
          <Skeleton className="h-72" />
        </div>
      ) : (
        <CouponList
          coupons={coupons.data}
          onCreate={create}
          onAction={(action, coupon) => setOpen({ action, coupon })}
        />
      )}
      {open?.action === 'create' ? <CouponDialog onClose={close} /> : null}
      {open?.action === 'edit' ? <CouponDialog coupon={open.coupon} onClose={close} /> : null}
      {open?.action === 'pause' || open?.action === 'resume' ? (
        <PauseDialog coupon={open.coupon} mode={open.action} onClose={close} />
      ) : null}
    </div>
  );
}
