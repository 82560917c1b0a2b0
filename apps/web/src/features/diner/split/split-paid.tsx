import { useTranslation } from '../../../i18n/use-translation';
import { ButtonLink } from '../../../shared/ui/button';
import { EmptyState } from '../../../shared/ui/empty-state';

/** A bill with nothing left to pay: no lines to pick, a way to see the bill instead. */
export function SplitPaid() {
  const { t } = useTranslation('split');
  return (
    <EmptyState page headingLevel={1} title={t('fullyPaid.title')} description={t('fullyPaid.description')}>
      <ButtonLink to="/invoice-details" block>
        {t('fullyPaid.viewBill')}
      </ButtonLink>
      <ButtonLink to="/restaurant-menu" variant="secondary" block>
        {t('common:actions.browseMenu')}
      </ButtonLink>
    </EmptyState>
  );
}
