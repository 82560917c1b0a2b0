import { useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { ConsolePage, QueryLadder } from '../../../shared/staff/console-page';
import { Button } from '../../../shared/ui/button';
import { EmptyState } from '../../../shared/ui/empty-state';
import { Skeleton } from '../../../shared/ui/skeleton';
import { type Message, MessageCard } from './components/message-card';
import { MessagesFilter } from './components/messages-filter';
import { type MessagesFilter as Filter, useStaffMessages } from './staff-messages-api';

const ALL: Filter = { channel: 'all', status: 'any' };

/**
 * /dashboard/messages (owners and managers, by the route table): the SMS and e-mails Sufra sent for the
 * restaurant, newest first, each with what it was, to whom, its language, its status in words and its
 * time in Riyadh; filtered by channel and status, older ones page by page.
 */
export default function MessagesPage() {
  const { t } = useTranslation('messagesAdmin');
  const [filter, setFilter] = useState<Filter>(ALL);
  const messages = useStaffMessages(filter);
  const list: Message[] = (messages.data?.pages ?? [])
    .flatMap((page) => [
      ...page.sms.map((m) => ({ ...m, channel: 'sms' as const })),
      ...page.mail.map((m) => ({ ...m, channel: 'mail' as const })),
    ])
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.id - a.id);
  const filtered = filter.channel !== 'all' || filter.status !== 'any';

  return (
    <ConsolePage
      title={t('title')}
      intro={t('intro')}
      gap={6}
      actions={
        <Button variant="secondary" disabled={messages.isFetching} onClick={() => void messages.refetch()}>
          {t('refresh')}
        </Button>
      }
    >
      <QueryLadder
        query={messages}
        skeleton={
          <div aria-busy="true" className="flex flex-col gap-4">
            <Skeleton className="h-40" />
            <Skeleton className="h-40" />
          </div>
        }
        isEmpty={() => list.length === 0 && !filtered}
        empty={<EmptyState title={t('empty.title')} description={t('empty.description')} />}
      >
        {() => (
          <section aria-label={t('title')} className="flex flex-col gap-4">
            <MessagesFilter value={filter} onChange={setFilter} />
            <p aria-live="polite" className="min-h-6 text-muted">
              {messages.isFetching && !messages.isFetchingNextPage ? t('updating') : ''}
            </p>
            {list.length === 0 ? (
              <p className="rounded-3xl bg-card p-5 text-lg text-muted">{t('noneForFilter')}</p>
            ) : (
              <ul className="grid gap-4 lg:grid-cols-2">
                {list.map((message) => (
                  <MessageCard key={`${message.channel}-${message.id}`} message={message} />
                ))}
              </ul>
            )}
            {messages.hasNextPage ? (
              <Button
                variant="secondary"
                className="self-center"
                disabled={messages.isFetchingNextPage}
                onClick={() => void messages.fetchNextPage()}
              >
                {t('loadMore')}
              </Button>
            ) : null}
          </section>
        )}
      </QueryLadder>
    </ConsolePage>
  );
}
