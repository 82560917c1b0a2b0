import { halalas } from '@sufra/domain';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { useStore } from '../../../shared/store';
import { Button } from '../../../shared/ui/button';
import { Money } from '../../../shared/ui/money';
import { useCartErrorText } from './use-cart-error-text';
import type { useCouponCheck } from './use-coupon-check';

/**
 * Coupon entry: the server's verdict on the typed code, with every rejection text of spec section 5. Only
 * an accepted code shows as applied; a rejected one (at once, or after a cart change) is taken off the
 * cart and goes back into the input with the reason under it (issue 25 item 8).
 */
export function CouponField({ check }: { check: ReturnType<typeof useCouponCheck> }) {
  const { t } = useTranslation('cart');
  const errorText = useCartErrorText();
  const code = useStore((s) => s.cart.couponCode);
  const setCouponCode = useStore((s) => s.setCouponCode);
  const [draft, setDraft] = useState('');
  const [rejection, setRejection] = useState<unknown>(null);
  const errorId = useId();
  useEffect(() => {
    if (!code || !check.isError) return;
    setDraft(code);
    setRejection(check.error);
    setCouponCode(null);
  }, [code, check.isError, check.error, setCouponCode]);

  if (code) {
    return (
      <section className="flex flex-col gap-2 rounded-2xl bg-card p-4 shadow-sm" aria-live="polite">
        <div className="flex items-center gap-2">
          <p className="flex-1 font-medium">
            {t('coupon.code')} <bdi className="font-bold">{code}</bdi>
          </p>
          <Button variant="ghost" onClick={() => setCouponCode(null)}>
            {t('coupon.remove')}
          </Button>
        </div>
        {check.isFetching && !check.data ? <p className="text-muted">{t('coupon.checking')}</p> : null}
        {check.isSuccess ? (
          <p className="font-medium text-success">
            {t('coupon.applied')} −<Money amount={halalas(check.data.discount)} />
          </p>
        ) : null}
      </section>
    );
  }
  return (
    <form
      className="flex flex-wrap items-end gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        if (!draft.trim()) return;
        setRejection(null);
        setCouponCode(draft);
      }}
    >
      <label className="flex min-w-0 flex-1 flex-col gap-1.5">
        <span className="font-bold">{t('coupon.label')}</span>
        <input
          value={draft}
          onChange={(e) => {
            setDraft(e.target.value);
            setRejection(null);
          }}
          aria-invalid={rejection ? true : undefined}
          aria-describedby={rejection ? errorId : undefined}
          maxLength={40}
          autoCapitalize="characters"
          autoComplete="off"
          placeholder={t('coupon.placeholder')}
          className="min-h-12 w-full rounded-xl border border-line bg-card px-3 aria-invalid:border-danger"
        />
      </label>
      <Button type="submit" variant="secondary" disabled={!draft.trim()}>
        {t('coupon.apply')}
      </Button>
      {rejection ? (
        <p id={errorId} role="alert" className="w-full text-danger">
          {errorText(rejection)}
        </p>
      ) : null}
    </form>
  );
}
