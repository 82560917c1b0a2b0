import { isLanguage, normalizeSaudiPhone } from '@sufra/domain';
import { useId, useState } from 'react';
import { useTranslation } from '../../../../i18n/use-translation';
import { OrderTakingScreen } from '../../../../shared/staff/order-taking/order-taking-screen';
import { TextField } from '../../../../shared/ui/text-field';
import { toast } from '../../../../shared/ui/toaster';
import { useErrorText } from '../../../../shared/use-error-text';
import { usePlaceCounterOrder } from '../takeaway-queue-api';

/**
 * /dashboard/takeaway?order=new: a takeaway taken at the counter (a guest who orders by voice), from the
 * menu the diners see, with the phone the "ready for pickup" SMS goes to; it joins the queue as placed.
 */
export function CounterOrderScreen({
  restaurantId,
  onBack,
  onSent,
}: {
  restaurantId: number;
  onBack: () => void;
  onSent: () => void;
}) {
  const { t, i18n } = useTranslation(['pickup', 'errors']);
  const errorText = useErrorText();
  const place = usePlaceCounterOrder();
  const phoneId = useId();
  const [phone, setPhone] = useState('');
  // Said once a send was tried, not while the number is being typed.
  const [phoneChecked, setPhoneChecked] = useState(false);
  const isPhoneValid = normalizeSaudiPhone(phone) !== null;
  return (
    <OrderTakingScreen
      restaurantId={restaurantId}
      title={t('counter.title')}
      backLabel={t('counter.back')}
      sendLabel={t('counter.send')}
      isSending={place.isPending}
      onBack={onBack}
      extra={
        <TextField
          id={phoneId}
          label={t('counter.phone')}
          hint={t('counter.phoneHint')}
          type="tel"
          inputMode="tel"
          autoComplete="off"
          isRequired
          value={phone}
          onChange={setPhone}
          dir="ltr"
          error={phoneChecked && !isPhoneValid ? t('errors:PHONE_INVALID') : undefined}
        />
      }
      onSend={(cart) => {
        if (!isPhoneValid) {
          setPhoneChecked(true);
          document.getElementById(phoneId)?.focus();
          return;
        }
        place.mutate(
          { cart, customerPhone: phone, language: isLanguage(i18n.language) ? i18n.language : 'ar' },
          {
            onSuccess: (order) => {
              toast.success(t('counter.sent', { number: order.orderNumber }));
              onSent();
            },
            onError: (error) => toast.error(errorText(error)),
          },
        );
      }}
    />
  );
}
