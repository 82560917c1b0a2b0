import type { StaffCoupon } from '@sufra/domain/contracts';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { ConsolePage, QueryLadder } from '../../../shared/staff/console-page';
import { Button } from '../../../shared/ui/button';
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
    <ConsolePage
      title={t('title')}
      intro={t('intro')}
      gap={6}
      actions={coupons.data?.length ? <Button onClick={create}>{t('create')}</Button> : null}
    >
      <QueryLadder
        query={coupons}
        skeleton={
          <div aria-busy="true" className="grid gap-4 lg:grid-cols-2">
            <Skeleton className="h-72" />
            <Skeleton className="h-72" />
          </div>
        }
      >
        {(list) => (
          <CouponList
            coupons={list}
            onCreate={create}
            onAction={(action, coupon) => setOpen({ action, coupon })}
          />
        )}
      </QueryLadder>
      {open?.action === 'create' ? <CouponDialog onClose={close} /> : null}
      {open?.action === 'edit' ? <CouponDialog coupon={open.coupon} onClose={close} /> : null}
      {open?.action === 'pause' || open?.action === 'resume' ? (
        <PauseDialog coupon={open.coupon} mode={open.action} onClose={close} />
      ) : null}
    </ConsolePage>
  );
}
