import type { AdminDemoRequest } from '@sufra/domain/contracts';
import { useId, useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { Badge } from '../../../shared/admin/badge';
import { FilterChips } from '../../../shared/admin/filter-chips';
import { DEMO_STATUS_LIST } from '../../../shared/admin/statuses';
import { useUrlParams } from '../../../shared/admin/url-params';
import { formatRiyadhDate } from '../../../shared/riyadh-date';
import { ConsolePage, QueryLadder } from '../../../shared/staff/console-page';
import { Button } from '../../../shared/ui/button';
import { EmptyState } from '../../../shared/ui/empty-state';
import { Skeleton } from '../../../shared/ui/skeleton';
import { TextField } from '../../../shared/ui/text-field';
import { useErrorText } from '../../../shared/use-error-text';
import {
  type DemoFilter,
  type DemoStatus,
  useDemoRequests,
  useUpdateDemoRequest,
} from './admin-demo-requests-api';

const filterFrom = (value: string | null): DemoFilter =>
  DEMO_STATUS_LIST.find((status) => status === value) ?? 'all';

/**
 * /admin/demo-requests: who asked for a demo, newest first, by status (new, contacted, closed) with counts;
 * each one's status changed in place and the team's notes saved.
 */
export default function AdminDemoRequestsPage() {
  const { t } = useTranslation('admin');
  const [params, setParams] = useUrlParams();
  const status = filterFrom(params.get('status'));
  const list = useDemoRequests(status);
  const counts = list.data?.counts;
  const total = counts ? Object.values(counts).reduce((sum, n) => sum + (n ?? 0), 0) : undefined;
  return (
    <ConsolePage title={t('demoRequests.title')} intro={t('demoRequests.intro')}>
      <FilterChips
        legend={t('common.filter')}
        value={status}
        onChange={(value) => setParams({ status: value === 'all' ? null : value })}
        countLabel={(label, count) => t('common.chip', { label, count })}
        chips={[
          { value: 'all' as DemoFilter, label: t('common.all'), count: total },
          ...DEMO_STATUS_LIST.map((s) => ({
            value: s as DemoFilter,
            label: t(`demoStatus.${s}`),
            count: counts ? (counts[s] ?? 0) : undefined,
          })),
        ]}
      />
      <QueryLadder
        query={list}
        skeleton={
          <div aria-busy="true" className="flex flex-col gap-3">
            <Skeleton className="h-40" />
            <Skeleton className="h-40" />
          </div>
        }
        isEmpty={(data) => data.demoRequests.length === 0}
        empty={<EmptyState title={t('demoRequests.empty')} />}
      >
        {(data) => (
          <ul className="grid gap-4 lg:grid-cols-2">
            {data.demoRequests.map((request) => (
              <DemoRequestCard key={request.id} request={request} />
            ))}
          </ul>
        )}
      </QueryLadder>
      <p className="text-sm text-muted">{t('common.refreshed')}</p>
    </ConsolePage>
  );
}

function DemoRequestCard({ request }: { request: AdminDemoRequest }) {
  const { t, i18n } = useTranslation('admin');
  const errorText = useErrorText();
  const statusUpdate = useUpdateDemoRequest();
  const noteUpdate = useUpdateDemoRequest();
  const id = useId();
  const [note, setNote] = useState(request.note);
  const [base, setBase] = useState(request.note);
  // Another admin's notes arrive with the list's refresh: taken when nothing was typed here, else the
  // draft being typed is kept.
  if (request.note !== base) {
    setBase(request.note);
    if (note === base) setNote(request.note);
  }
  const dirty = note !== request.note;
  const changeStatus = (status: DemoStatus) => statusUpdate.mutate({ id: request.id, change: { status } });
  const saveNote = () => noteUpdate.mutate({ id: request.id, change: { note } });
  const statusId = `${id}-status`;
  return (
    <li className="flex flex-col gap-3 rounded-3xl bg-card p-5 shadow-sm">
      <div className="flex flex-wrap items-center gap-2">
        <h2 className="min-w-0 flex-1 text-lg font-bold">{request.restaurantName}</h2>
        <Badge
          tone={request.status === 'new' ? 'warning' : request.status === 'contacted' ? 'info' : 'neutral'}
        >
          {t(`demoStatus.${request.status}`)}
        </Badge>
      </div>
      <p className="text-sm text-muted">
        {t('demoRequests.received', { date: formatRiyadhDate(request.createdAt, i18n.language) })}
        {' · '}
        {t('demoRequests.language', { language: t(`languages.${request.language}`) })}
      </p>
      <div className="flex flex-col gap-0.5">
        <p className="font-medium">{request.name}</p>
        <a href={`mailto:${request.email}`} dir="ltr" className="self-start break-all text-primary underline">
          {request.email}
        </a>
        {request.phone ? (
          <a href={`tel:${request.phone}`} dir="ltr" className="self-start text-primary underline">
            {request.phone}
          </a>
        ) : null}
      </div>
      {request.message ? (
        <blockquote className="whitespace-pre-line rounded-2xl bg-surface px-4 py-2">
          {request.message}
        </blockquote>
      ) : null}
      <div className="flex flex-col gap-1.5">
        <label htmlFor={statusId} className="text-sm font-medium">
          {t('demoRequests.status')}
        </label>
        <select
          id={statusId}
          value={request.status}
          disabled={statusUpdate.isPending}
          onChange={(event) => changeStatus(event.target.value as DemoStatus)}
          className="min-h-11 self-start rounded-xl border border-line bg-card px-3"
        >
          {DEMO_STATUS_LIST.map((status) => (
            <option key={status} value={status}>
              {t(`demoStatus.${status}`)}
            </option>
          ))}
        </select>
        {statusUpdate.isError ? (
          <p role="alert" className="text-sm font-medium text-danger">
            {errorText(statusUpdate.error)}
          </p>
        ) : statusUpdate.isSuccess ? (
          <p role="status" className="text-sm text-success">
            {t('demoRequests.statusSaved')}
          </p>
        ) : null}
      </div>
      <TextField
        id={`${id}-note`}
        multiline
        maxLength={2000}
        label={t('demoRequests.notes')}
        value={note}
        onChange={setNote}
        error={noteUpdate.isError ? errorText(noteUpdate.error) : undefined}
        hint={dirty ? t('demoRequests.notesUnsaved') : undefined}
      />
      <div className="flex flex-wrap items-center gap-3">
        <Button variant="secondary" onClick={saveNote} disabled={!dirty || noteUpdate.isPending}>
          {noteUpdate.isPending ? t('common.saving') : t('demoRequests.saveNotes')}
        </Button>
        {noteUpdate.isSuccess && !dirty ? (
          <p role="status" className="text-sm text-success">
            {t('demoRequests.notesSaved')}
          </p>
        ) : null}
      </div>
    </li>
  );
}
