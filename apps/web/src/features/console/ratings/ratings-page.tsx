import type { StaffRatingsShow } from '@sufra/domain/contracts';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { ConsolePage, QueryLadder } from '../../../shared/staff/console-page';
import { Button } from '../../../shared/ui/button';
import { EmptyState } from '../../../shared/ui/empty-state';
import { Skeleton } from '../../../shared/ui/skeleton';
import { AveragesSummary } from './components/averages-summary';
import { RatingCard } from './components/rating-card';
import { ShowFilter } from './components/show-filter';
import { TrendFigure } from './components/trend-figure';
import { useStaffRatings } from './staff-ratings-api';

/**
 * /dashboard/ratings (owners and managers, by the route table): the restaurant's averages per category,
 * their trend over the last 12 weeks (a chart and its table), and each rating with its scores in words,
 * comment, order and table, Riyadh time and the diner's chosen way back (a tap-to-call or mail link).
 * Live: a new rating (`rating.created` on the staff stream) reads the list again (docs/decisions.md).
 */
export default function RatingsPage() {
  const { t } = useTranslation('ratingsAdmin');
  const [show, setShow] = useState<StaffRatingsShow>('all');
  const ratings = useStaffRatings(show);
  const list = ratings.data?.pages.flatMap((p) => p.ratings) ?? [];

  return (
    <ConsolePage
      title={t('title')}
      intro={t('intro')}
      gap={6}
      actions={
        <Button variant="secondary" disabled={ratings.isFetching} onClick={() => void ratings.refetch()}>
          {t('refresh')}
        </Button>
      }
    >
      <QueryLadder
        // The first page carries the averages, the trend and the counts; the later ones only more ratings.
        query={{
          data: ratings.data?.pages[0],
          isError: ratings.isError,
          error: ratings.error,
          refetch: ratings.refetch,
        }}
        skeleton={
          <div aria-busy="true" className="flex flex-col gap-4">
            <Skeleton className="h-48" />
            <Skeleton className="h-64" />
          </div>
        }
        isEmpty={(first) => first.count === 0}
        empty={<EmptyState title={t('empty.title')} description={t('empty.description')} />}
      >
        {(first) => (
          <>
            <AveragesSummary averages={first.averages} count={first.count} />
            <TrendFigure trend={first.trend} />
            <section aria-labelledby="ratings-list" className="flex flex-col gap-4">
              <div className="flex flex-wrap items-baseline justify-between gap-2">
                <h2 id="ratings-list" className="text-xl font-bold">
                  {t('list.title')}
                </h2>
                <p aria-live="polite" className="text-muted">
                  {t('list.matching', { count: first.matching })}
                  {ratings.isFetching && !ratings.isFetchingNextPage ? ` · ${t('updating')}` : ''}
                </p>
              </div>
              <ShowFilter value={show} count={first.count} onChange={setShow} />
              {list.length === 0 ? (
                <p className="rounded-3xl bg-card p-5 text-lg text-muted">{t('list.noneForFilter')}</p>
              ) : (
                <ul className="grid gap-4 lg:grid-cols-2">
                  {list.map((rating) => (
                    <RatingCard key={rating.id} rating={rating} />
                  ))}
                </ul>
              )}
              {ratings.hasNextPage ? (
                <Button
                  variant="secondary"
                  className="self-center"
                  disabled={ratings.isFetchingNextPage}
                  onClick={() => void ratings.fetchNextPage()}
                >
                  {t('list.loadMore')}
                </Button>
              ) : null}
            </section>
          </>
        )}
      </QueryLadder>
    </ConsolePage>
  );
}
