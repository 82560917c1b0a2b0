import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../../i18n/use-translation';
import { CallWaiterButton } from '../../../shared/call-waiter/call-waiter-button';
import { publicApi, queryKeys } from '../../../shared/public-api';
import { useStore } from '../../../shared/store';
import { buttonClass } from '../../../shared/ui/button';

/** "Contact the restaurant": its phone when the public restaurant has one, else the waiter (dine-in). */
export function ContactRestaurant() {
  const { t } = useTranslation('payment');
  const restaurantId = useStore((s) => s.session.restaurantId);
  const restaurant = useQuery({
    queryKey: queryKeys.restaurant(restaurantId ?? 0),
    queryFn: () => publicApi.restaurant(restaurantId!),
    enabled: restaurantId !== null,
    staleTime: 5 * 60_000,
  });
  const phone = restaurant.data?.phone;
  if (phone)
    return (
      <a href={`tel:${phone.replace(/[^\d+]/g, '')}`} className={buttonClass('secondary', true)}>
        {t('waiting.contact')}
      </a>
    );
  return <CallWaiterButton variant="secondary" />;
}
