import { useTranslation } from '../../../i18n/use-translation';
import { useStore } from '../../../shared/store';
import { ButtonLink } from '../../../shared/ui/button';
import { EmptyState } from '../../../shared/ui/empty-state';

/** Honest empty state: what is missing and the next step (menu with a session, QR scan without one). */
export function NoOrderState({ title }: { title?: string }) {
  const { t } = useTranslation('orders');
  const hasSession = useStore((s) => s.session.isSessionActive);
  return (
    <EmptyState
      page
      title={title ?? t('empty.title')}
      description={hasSession ? t('empty.withSession') : t('empty.noSession')}
    >
      {hasSession ? (
        <ButtonLink to="/restaurant-menu" block>
          {t('common:actions.browseMenu')}
        </ButtonLink>
      ) : (
        <ButtonLink to="/qr-code" block>
          {t('common:actions.scanQr')}
        </ButtonLink>
      )}
      <ButtonLink to="/welcome" variant="secondary" block>
        {t('common:actions.backToWelcome')}
      </ButtonLink>
    </EmptyState>
  );
}
