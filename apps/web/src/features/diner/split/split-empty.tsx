import { useTranslation } from '../../../i18n/use-translation';
import { ButtonLink } from '../../../shared/ui/button';
import { EmptyState } from '../../../shared/ui/empty-state';

export function SplitEmpty() {
  const { t } = useTranslation('split');
  return (
    <EmptyState page title={t('empty.title')} description={t('empty.description')}>
      <ButtonLink to="/restaurant-menu" block>
        {t('common:actions.browseMenu')}
      </ButtonLink>
      <ButtonLink to="/welcome" variant="secondary" block>
        {t('common:actions.backToWelcome')}
      </ButtonLink>
    </EmptyState>
  );
}
