import { useTranslation } from '../../../i18n/use-translation';
import { ButtonLink } from '../../../shared/ui/button';
import { EmptyState } from '../../../shared/ui/empty-state';

/** Nothing left to pay: say so and offer the bill and the rating (never a dead end). */
export function FullyPaid({ orderId }: { orderId: string }) {
  const { t } = useTranslation('payment');
  return (
    <EmptyState
      page
      headingLevel={1}
      title={t('method.fullyPaid')}
      description={t('method.fullyPaidDescription')}
    >
      <ButtonLink to={`/invoice-details/${orderId}`} block>
        {t('success.bill')}
      </ButtonLink>
      <ButtonLink to="/rating" variant="secondary" block>
        {t('success.rate')}
      </ButtonLink>
    </EmptyState>
  );
}
