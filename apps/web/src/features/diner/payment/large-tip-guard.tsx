import { formatMoney, type Halalas, isLargeTip, tipPercentOfShare } from '@sufra/domain';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { Button } from '../../../shared/ui/button';
import { Dialog } from '../../../shared/ui/dialog';

interface Amounts {
  /** What the tip is paid on (the share, the remaining or the whole bill). */
  share: Halalas;
  tip: Halalas;
  /** share + tip: what the card will be charged. */
  total: Halalas;
}

/**
 * Paying a tip above half of the share asks once more, with the tip as an amount and a percentage in
 * words (issue 25 item 9: 500 typed for a 5.00 share). `guard(pay)` pays at once below the threshold
 * (the domain's isLargeTip), else opens the question; `dialog` is rendered by the screen.
 */
export function useLargeTipGuard(amounts: Amounts) {
  const [pending, setPending] = useState<(() => void) | null>(null);
  const trigger = useRef<HTMLElement | null>(null);
  const refocus = useRef(false);
  // Back where the diner was (the Pay button), to change the tip or pay again: once the dialog is gone,
  // since nothing outside a modal dialog takes the focus while it is open.
  useEffect(() => {
    if (pending !== null || !refocus.current) return;
    refocus.current = false;
    trigger.current?.focus();
  }, [pending]);
  const guard = (pay: () => void) => {
    if (!isLargeTip(amounts.tip, amounts.share)) return pay();
    trigger.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    setPending(() => pay);
  };
  const cancel = () => {
    refocus.current = true;
    setPending(null);
  };
  const confirm = () => {
    const pay = pending;
    setPending(null);
    pay?.();
  };
  const dialog = (
    <LargeTipDialog open={pending !== null} amounts={amounts} onConfirm={confirm} onCancel={cancel} />
  );
  return { guard, dialog };
}

function LargeTipDialog({
  open,
  amounts,
  onConfirm,
  onCancel,
}: {
  open: boolean;
  amounts: Amounts;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const { t, i18n } = useTranslation('payment');
  const bodyId = useId();
  const lang = i18n.language === 'en' ? 'en' : 'ar';
  // Latin digits in both languages, as every amount on the diner's screens (formatMoney).
  const percent = new Intl.NumberFormat(lang === 'en' ? 'en-US' : 'ar-u-nu-latn', {
    maximumFractionDigits: 1,
  }).format(tipPercentOfShare(amounts.tip, amounts.share));
  return (
    <Dialog open={open} onClose={onCancel} title={t('largeTip.title')} describedBy={bodyId}>
      <div className="flex flex-col gap-4">
        <p id={bodyId} className="text-lg" data-testid="large-tip-question">
          {t('largeTip.body', {
            tip: formatMoney(amounts.tip, lang),
            percent,
            share: formatMoney(amounts.share, lang),
          })}{' '}
          {t('largeTip.question')}
        </p>
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          {/* The safe answer has the focus: Enter changes the tip, it never pays by accident. */}
          <Button variant="secondary" onClick={onCancel} autoFocus>
            {t('largeTip.change')}
          </Button>
          <Button onClick={onConfirm}>
            {t('largeTip.confirm', { total: formatMoney(amounts.total, lang) })}
          </Button>
        </div>
      </div>
    </Dialog>
  );
}
