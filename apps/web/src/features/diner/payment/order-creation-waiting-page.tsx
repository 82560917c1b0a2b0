import { formatMoney, halalas } from '@sufra/domain';
import type { PendingPayment } from '@sufra/domain/contracts';
import { useTranslation } from '../../../i18n/use-translation';
import { formatRiyadhDate } from '../../../shared/riyadh-date';
import { useStore } from '../../../shared/store';
import { Button, ButtonLink } from '../../../shared/ui/button';
import { EmptyState } from '../../../shared/ui/empty-state';
import { useErrorText } from '../../../shared/use-error-text';
import { ContactRestaurant } from './contact-restaurant';
import { PaymentEmpty } from './payment-empty';
import { useOrderCreation } from './use-order-creation';

/** The error catalogue is needed here (a failed creation names its code): it loads with the page. */
const WITH_ERRORS = ['payment', 'errors'] as const;

function RefundState({ refund }: { refund: NonNullable<PendingPayment['refund']> }) {
  const { t, i18n } = useTranslation(WITH_ERRORS);
  const amount = formatMoney(halalas(refund.amount), i18n.language === 'en' ? 'en' : 'ar');
  return (
    <section className="flex flex-col gap-1 rounded-2xl bg-accent-soft p-4 text-start" data-testid="refund">
      <h2 className="font-bold">{t('waiting.refund.title')}</h2>
      <p>{t(`waiting.refund.${refund.status}`, { amount })}</p>
    </section>
  );
}

function Progress({ pendingPaymentId }: { pendingPaymentId: string }) {
  const { t, i18n } = useTranslation(WITH_ERRORS);
  const errorText = useErrorText();
  const { query, pending, attempts, isGivenUp, restart, retry, hasSession } =
    useOrderCreation(pendingPaymentId);
  const backToMenu = (
    <ButtonLink to="/restaurant-menu" variant="ghost" block>
      {t('waiting.backToMenu')}
    </ButtonLink>
  );
  if (!hasSession)
    return <PaymentEmpty title={t('waiting.none')} description={t('waiting.noneDescription')} />;
  const creation = pending?.orderCreation;

  if (pending && creation?.status === 'failed') {
    // The server says whether a retry can still create the order; the refund comes only once none can.
    const canRetry = creation.canRetry && pending.refund === null;
    return (
      <div className="flex flex-1 flex-col justify-center gap-4 py-6 text-center" role="alert">
        <h1 className="text-xl font-bold">{t('waiting.failedTitle')}</h1>
        <p className="text-danger" data-testid="creation-error">
          {t(`errors:${creation.errorCode ?? 'ORDER_FAILED'}`, {
            ...creation.errorParams,
            defaultValue: t('errors:ORDER_FAILED'),
          })}
        </p>
        <p className="text-sm text-muted">
          {t('waiting.attempts', { attempts: creation.attempts, max: creation.maxAttempts })}
        </p>
        {pending.refund ? <RefundState refund={pending.refund} /> : null}
        {retry.error ? <p className="text-danger">{errorText(retry.error)}</p> : null}
        {canRetry ? (
          <Button block disabled={retry.isPending} onClick={() => retry.mutate()}>
            {retry.isPending ? t('waiting.retrying') : t('waiting.retry')}
          </Button>
        ) : null}
        {canRetry && creation.retryUntil ? (
          <p className="text-sm text-muted" data-testid="refund-due">
            {t('waiting.refund.due', { time: formatRiyadhDate(creation.retryUntil, i18n.language, 'time') })}
          </p>
        ) : null}
        <ContactRestaurant />
        {backToMenu}
      </div>
    );
  }
  if (pending?.refund)
    return (
      <div className="flex flex-1 flex-col justify-center gap-4 py-6 text-center">
        <h1 className="text-xl font-bold">{t('waiting.failedTitle')}</h1>
        <RefundState refund={pending.refund} />
        <ContactRestaurant />
        {backToMenu}
      </div>
    );
  if (pending && !pending.isFullyPaid && (pending.status === 'cancelled' || pending.status === 'expired'))
    return (
      <EmptyState
        page
        headingLevel={1}
        title={t('waiting.notPaid')}
        description={t('waiting.notPaidDescription')}
      >
        <ButtonLink to="/payment-method" block>
          {t('waiting.goToPayment')}
        </ButtonLink>
        {backToMenu}
      </EmptyState>
    );
  if (isGivenUp)
    return (
      <div className="flex flex-1 flex-col justify-center gap-4 py-6 text-center" role="status">
        <h1 className="text-xl font-bold">{t('waiting.slow')}</h1>
        <p className="text-muted">{t('waiting.slowDescription')}</p>
        {query.isError ? <p className="text-danger">{errorText(query.error)}</p> : null}
        <Button block onClick={restart}>
          {t('waiting.checkAgain')}
        </Button>
        <ContactRestaurant />
        {backToMenu}
      </div>
    );
  return (
    <div className="flex flex-1 flex-col items-center justify-center gap-4 py-6 text-center" role="status">
      <div className="size-16 animate-spin rounded-full border-4 border-primary-soft border-t-primary motion-reduce:animate-none" />
      <h1 className="text-xl font-bold">{t('waiting.title')}</h1>
      <p className="text-muted">{t('waiting.description')}</p>
      <p className="font-medium tabular-nums" data-testid="creation-attempt">
        {t('waiting.attempt', { n: Math.max(1, attempts) })}
      </p>
    </div>
  );
}

/** /order-creation-waiting: after paying first, follows the server creating the order (spec section 4). */
export default function OrderCreationWaitingPage() {
  const { t } = useTranslation(WITH_ERRORS);
  const pendingPaymentId = useStore((s) => s.order.payFirstPendingPaymentId);
  if (pendingPaymentId === null)
    return <PaymentEmpty title={t('waiting.none')} description={t('waiting.noneDescription')} />;
  return <Progress pendingPaymentId={pendingPaymentId} />;
}
