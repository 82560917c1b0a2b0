import { useTranslation } from '../../../i18n/use-translation';
import { ApiError } from '../../../shared/api-client';
import { useStore } from '../../../shared/store';
import { ButtonLink } from '../../../shared/ui/button';
import { EmptyState } from '../../../shared/ui/empty-state';
import { QrIcon } from '../../../shared/ui/icons';
import { useErrorCodeText, useErrorText } from '../../../shared/use-error-text';

/**
 * A wrong, rotated or broken QR link: say so and offer to scan again (never a dead end). A restaurant
 * the platform suspended (RESTAURANT_SUSPENDED, or 'closed': a diner call answered it elsewhere) gets its
 * own closed screen. `restaurantId`: the restaurant the failed call was for, when known (its name is
 * shown if this phone's session has it).
 */
export default function EntryError({
  error,
  restaurantId,
}: {
  error: unknown;
  restaurantId?: number | null;
}) {
  const { t } = useTranslation('welcome');
  const errorText = useErrorText();
  if (error === 'closed' || (error instanceof ApiError && error.code === 'RESTAURANT_SUSPENDED'))
    return <RestaurantClosed restaurantId={restaurantId ?? null} />;
  return (
    <EmptyState
      page
      headingLevel={1}
      isAlert
      icon={<QrIcon width={40} height={40} />}
      title={t('entryError.title')}
      description={error === 'invalid' ? t('entryError.invalidLink') : errorText(error)}
    >
      <ButtonLink to="/qr-code" block>
        {t('actions.scanAgain')}
      </ButtonLink>
      <ButtonLink to="/welcome" variant="secondary" block>
        {t('entryError.home')}
      </ButtonLink>
    </EmptyState>
  );
}

/** Closed on Sufra: the catalogue's sentence (lazily loaded), the name if known, and scanning another code. */
function RestaurantClosed({ restaurantId }: { restaurantId: number | null }) {
  const { t, i18n } = useTranslation('welcome');
  const codeText = useErrorCodeText();
  const session = useStore((s) => s.session);
  const name =
    restaurantId !== null && session.restaurantId === restaurantId
      ? (i18n.language === 'ar' && session.restaurantNameAr) || session.restaurantName
      : '';
  return (
    <EmptyState
      page
      headingLevel={1}
      isAlert
      icon={<QrIcon width={40} height={40} />}
      title={name ? t('entryError.closedNamed', { name }) : t('entryError.closed')}
      description={codeText('RESTAURANT_SUSPENDED')}
    >
      <ButtonLink to="/qr-code" block>
        {t('actions.scanQr')}
      </ButtonLink>
    </EmptyState>
  );
}
