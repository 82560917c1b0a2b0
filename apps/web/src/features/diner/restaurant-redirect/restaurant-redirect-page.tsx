import { useQuery } from '@tanstack/react-query';
import { Redirect, useParams } from 'wouter';
import { useTranslation } from '../../../i18n/use-translation';
import { publicApi, queryKeys } from '../../../shared/public-api';
import { ButtonLink } from '../../../shared/ui/button';
import { EmptyState } from '../../../shared/ui/empty-state';
import { Skeleton } from '../../../shared/ui/skeleton';
import { useErrorText } from '../../../shared/use-error-text';

/** See the decision in app/router.tsx: /restaurant/:id -> /welcome/{slug}. */
export default function RestaurantRedirectPage() {
  const { restaurantId = '' } = useParams();
  const { t } = useTranslation();
  const errorText = useErrorText();
  const id = /^\d+$/.test(restaurantId) ? Number(restaurantId) : null;
  const query = useQuery({
    queryKey: queryKeys.restaurant(id ?? -1),
    queryFn: () => publicApi.restaurant(id as number),
    enabled: id !== null,
  });
  if (query.data) return <Redirect to={`/welcome/${query.data.slug}`} replace />;
  if (id !== null && query.isPending) {
    return (
      <main className="mx-auto flex w-full max-w-md flex-col gap-4 p-4" aria-busy="true">
        <Skeleton className="h-40 w-full" />
      </main>
    );
  }
  return (
    <main className="mx-auto flex w-full max-w-md flex-1 flex-col justify-center p-4">
      <EmptyState
        title={t('restaurant.notFound')}
        description={id === null ? t('errors:INVALID_RESTAURANT_ID') : errorText(query.error)}
      >
        <ButtonLink to="/welcome" block>
          {t('notFound.welcome')}
        </ButtonLink>
      </EmptyState>
    </main>
  );
}
