import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useParams } from 'wouter';
import { useTranslation } from '../../../i18n/use-translation';
import { useReturnFocus } from '../../../shared/admin/use-return-focus';
import { ApiError } from '../../../shared/api-client';
import { useLocalized } from '../../../shared/localized';
import { ConsolePage } from '../../../shared/staff/console-page';
import { Button } from '../../../shared/ui/button';
import { EmptyState } from '../../../shared/ui/empty-state';
import { LoadFailure } from '../../../shared/ui/load-failure';
import { Skeleton } from '../../../shared/ui/skeleton';
import { useErrorText } from '../../../shared/use-error-text';
import { useApplication } from './admin-applications-api';
import { ApplicationFields } from './components/application-fields';
import { ApplicationStatusBadge } from './components/application-status-badge';
import { ApplicationTimeline } from './components/application-timeline';
import { ApproveDialog, type Decision, MessageDialog } from './components/decision-dialogs';

/** Statuses an admin decides on; the others say why there is nothing to decide. */
const REVIEWABLE = new Set(['submitted', 'under_review']);

type Notice = { tone: 'success' | 'alert'; text: string };

/**
 * /admin/applications/:id: every field with the logo, the history with who decided and what a resubmission
 * changed, and the three decisions, each confirmed with what it does. A 409 (another admin decided, or
 * the applicant changed it meanwhile) reloads it and says so; after approval, the way to the restaurant.
 */
export default function AdminApplicationPage() {
  const { t } = useTranslation('admin');
  const { id = '' } = useParams<{ id: string }>();
  const application = useApplication(id);
  const queryClient = useQueryClient();
  const localized = useLocalized();
  const errorText = useErrorText();
  const focus = useReturnFocus();
  const [open, setOpen] = useState<Decision | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);
  const [approvedSlug, setApprovedSlug] = useState<string | null>(null);

  const back = (
    <Link
      to="/admin/applications"
      className="inline-flex min-h-11 items-center gap-1 self-start font-medium text-primary underline-offset-4 hover:underline"
    >
      <span aria-hidden="true" className="flip-rtl inline-block">
        ←
      </span>
      {t('application.back')}
    </Link>
  );

  const a = application.data;
  if (!a) {
    const notFound = application.error instanceof ApiError && application.error.status === 404;
    return (
      <div className="mx-auto flex w-full max-w-6xl flex-col gap-4 px-4 py-5 md:px-6">
        {back}
        {notFound ? (
          <EmptyState headingLevel={1} title={t('application.notFound')} />
        ) : application.isError ? (
          <LoadFailure error={application.error} onRetry={() => void application.refetch()} />
        ) : (
          <div aria-busy="true" className="flex flex-col gap-4">
            <Skeleton className="h-10 w-2/3" />
            <Skeleton className="h-64" />
          </div>
        )}
      </div>
    );
  }

  const name = localized(a.name, a.nameAr);
  const openDialog = (decision: Decision) => {
    focus.remember();
    setOpen(decision);
  };
  const close = () => {
    setOpen(null);
    focus.restore();
  };
  const done = (text: string, restaurant?: { id: number; slug: string }) => {
    setNotice({ tone: 'success', text });
    if (restaurant) setApprovedSlug(restaurant.slug);
    close();
  };
  const stale = (error: unknown) => {
    setNotice({
      tone: 'alert',
      text:
        error instanceof ApiError && error.code === 'APPLICATION_CHANGED'
          ? t('application.changedMeanwhile')
          : errorText(error),
    });
    void queryClient.invalidateQueries({ queryKey: ['staff', 'admin'] });
    close();
  };
  const restaurantSlug = a.restaurant?.slug ?? approvedSlug;
  const dialogProps = { application: a, name, onClose: close, onDone: done, onStale: stale };

  return (
    <ConsolePage title={name}>
      <div className="-mt-3 flex flex-col gap-3">
        {back}
        <div className="flex flex-wrap items-center gap-2">
          <ApplicationStatusBadge status={a.status} />
        </div>
      </div>
      {notice ? (
        <p
          role={notice.tone === 'alert' ? 'alert' : 'status'}
          className={`rounded-2xl px-4 py-3 font-medium ${
            notice.tone === 'alert'
              ? 'bg-danger/10 text-danger'
              : 'border border-success/40 bg-card text-success'
          }`}
        >
          {notice.text}
        </p>
      ) : null}
      {restaurantSlug ? (
        <section className="flex flex-col gap-2 rounded-3xl bg-primary-soft p-5">
          <p className="font-medium">{t('application.became', { name })}</p>
          <Link
            to={`/admin/restaurants?q=${encodeURIComponent(restaurantSlug)}`}
            className="inline-flex min-h-11 items-center self-start font-medium text-primary underline underline-offset-4"
          >
            {t('application.seeRestaurant')}
          </Link>
        </section>
      ) : null}
      <section
        aria-labelledby="application-decision"
        className="flex flex-col gap-3 rounded-3xl bg-card p-5 shadow-sm"
      >
        <h2 id="application-decision" className="text-lg font-bold">
          {t('application.decide')}
        </h2>
        {REVIEWABLE.has(a.status) ? (
          <div className="flex flex-wrap gap-3">
            <Button onClick={() => openDialog('approve')}>{t('application.approve')}</Button>
            <Button variant="secondary" onClick={() => openDialog('changes')}>
              {t('application.requestChanges')}
            </Button>
            <Button variant="danger" onClick={() => openDialog('reject')}>
              {t('application.reject')}
            </Button>
          </div>
        ) : (
          <p className="text-muted">
            {t(`application.waiting.${a.status as 'needs_changes' | 'approved' | 'rejected' | 'withdrawn'}`)}
          </p>
        )}
      </section>
      <ApplicationFields application={a} name={name} />
      <ApplicationTimeline timeline={a.timeline} />
      {open === 'approve' ? <ApproveDialog {...dialogProps} /> : null}
      {open === 'changes' || open === 'reject' ? <MessageDialog kind={open} {...dialogProps} /> : null}
    </ConsolePage>
  );
}
