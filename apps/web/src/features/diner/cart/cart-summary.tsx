import { halalas, vatBreakdown, ZERO } from '@sufra/domain';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { useStore } from '../../../shared/store';
import { Money } from '../../../shared/ui/money';
import type { useCouponCheck } from './use-coupon-check';

/**
 * Subtotal, coupon discount, VAT and total. Menu prices include VAT (Saudi consumer law), so the VAT
 * line is the part already inside the total. With a valid coupon the server's figures are shown; the
 * order itself is always priced again by the server.
 */
export function CartSummary({ check }: { check?: ReturnType<typeof useCouponCheck> }) {
  const { t } = useTranslation('cart');
  const cartTotal = useStore((s) => s.cart.totalPrice);
  const valid = check?.isSuccess ? check.data : undefined;
  const subtotal = valid ? halalas(valid.subtotal) : cartTotal;
  const discount = valid ? halalas(valid.discount) : ZERO;
  const total = valid ? halalas(valid.total) : cartTotal;
  const { vat } = vatBreakdown(total, 'inclusive');
  const row = (label: string, value: ReactNode, testId: string) => (
    <div className="flex justify-between" data-testid={testId}>
      <dt className="text-muted">{label}</dt>
      <dd>{value}</dd>
    </div>
  );
  return (
    <dl className="flex flex-col gap-2 rounded-2xl bg-card p-4 shadow-sm">
      {row(t('summary.subtotal'), <Money amount={subtotal} />, 'cart-subtotal')}
      {discount > 0
        ? row(
            t('summary.discount'),
            <span className="text-success">
              −<Money amount={discount} />
            </span>,
            'cart-discount',
          )
        : null}
      {row(t('summary.vat'), <Money amount={vat} />, 'cart-vat')}
      <div
        className="flex justify-between border-t border-line pt-2 text-lg font-bold"
        data-testid="cart-total"
      >
        <dt>{t('summary.total')}</dt>
        <dd>
          <Money amount={total} />
        </dd>
      </div>
    </dl>
  );
}
