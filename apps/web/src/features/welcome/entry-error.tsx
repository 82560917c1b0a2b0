import { useTranslation } from '../../i18n/use-translation';
import { ButtonLink } from '../../shared/ui/button';
import { EmptyState } from '../../shared/ui/empty-state';
import { QrIcon } from '../../shared/ui/icons';
import { useErrorText } from '../../shared/use-error-text';

/** A wrong, rotated or broken QR link: say so and offer to scan again (never a dead end). */
export function EntryError({ error }: { error: unknown }) {
  const { t } = useTranslation('welcome');
  const errorText = useErrorText();
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
