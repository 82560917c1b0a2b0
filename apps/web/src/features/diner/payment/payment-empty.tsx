import { useTranslation } from '../../../i18n/use-translation';
import { useStore } from '../../../shared/store';
import { ButtonLink } from '../../../shared/ui/button';
import { EmptyState } from '../../../shared/ui/empty-state';

export function PaymentEmpty({ title, description }: { title: string; description?: string }) {
  const { t } = useTranslation('payment');
  const hasSession = useStore((s) => s.session.isSessionActive);
  return (
    <EmptyState
      page
      title={title}
      description={description ?? (hasSession ? t('empty.withSession') : t('empty.noSession'))}
    >
      <ButtonLink to={hasSession ? '/restaurant-menu' : '/qr-code'} block>
        {hasSession ? t('common:actions.browseMenu') : t('common:actions.scanQr')}
      </ButtonLink>
      <ButtonLink to="/welcome" variant="secondary" block>
        {t('common:actions.backToWelcome')}
      </ButtonLink>
    </EmptyState>
  );
}
