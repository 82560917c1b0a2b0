import type { RatingBody } from '@sufra/domain/contracts';
import * as routes from '@sufra/domain/routes';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { errorKey } from '../../../i18n/keys';
import { useTranslation } from '../../../i18n/use-translation';
import { ApiError, call } from '../../../shared/api-client';
import { proofHeaders } from '../../../shared/order-proof';
import { useStore } from '../../../shared/store';
import { ButtonLink } from '../../../shared/ui/button';
import { EmptyState } from '../../../shared/ui/empty-state';
import { Skeleton } from '../../../shared/ui/skeleton';
import { useErrorText } from '../../../shared/use-error-text';
import { RatingForm } from './rating-form';
import {
  EMPTY_RATING_FORM,
  FIELD_OF_CODE,
  type RatingProblems,
  ratingBody,
  validateRating,
} from './rating-form-model';

/** Where a diner without a rateable order (or after rating) goes next: never a dead end. */
function NextSteps({ hasRestaurant }: { hasRestaurant: boolean }) {
  const { t } = useTranslation('common');
  return (
    <>
      {hasRestaurant ? (
        <ButtonLink to="/restaurant-menu" block>
          {t('actions.browseMenu')}
        </ButtonLink>
      ) : (
        <ButtonLink to="/qr-code" block>
          {t('actions.scanQr')}
        </ButtonLink>
      )}
      <ButtonLink to="/welcome" variant="secondary" block>
        {t('actions.backToWelcome')}
      </ButtonLink>
    </>
  );
}

/** /rating: the diner rates the order in this session (spec sections 2, 3 and 5), then a thank-you. */
export default function RatingPage() {
  const { t } = useTranslation('rating');
  const errorText = useErrorText();
  const hasRestaurant = useStore((s) => s.session.restaurantId !== null);
  const orderId = useStore((s) => s.order.orderId);
  const orderNumber = useStore((s) => s.order.orderNumber);
  const [values, setValues] = useState(EMPTY_RATING_FORM);
  const [problems, setProblems] = useState<RatingProblems>({});
  const submit = useMutation({
    mutationFn: (body: RatingBody) =>
      call(routes.rateOrder, { params: { id: orderId ?? '' }, body, ...proofHeaders(orderId ?? '') }),
    onError: (error) => {
      const field = error instanceof ApiError ? FIELD_OF_CODE[error.code] : undefined;
      if (field) setProblems({ [field]: errorKey((error as ApiError).code) });
    },
  });
  // One rating per order: the server says up front whether it has one (an earlier visit, another phone
  // at the table); a 409 on sending says the same if it was rated meanwhile.
  const status = useQuery({
    queryKey: ['rating-status', orderId],
    queryFn: () =>
      call(routes.getRatingStatus, { params: { id: orderId ?? '' }, ...proofHeaders(orderId ?? '') }),
    enabled: !!orderId,
  });
  const isAlreadyRated =
    status.data?.isRated === true || (submit.error instanceof ApiError && submit.error.code === 'CONFLICT');

  if (!orderId) {
    return (
      <EmptyState page headingLevel={1} title={t('noOrder.title')} description={t('noOrder.description')}>
        <NextSteps hasRestaurant={hasRestaurant} />
      </EmptyState>
    );
  }
  // Unknown yet: wait rather than show a form that may vanish (a failed check leaves the form to the POST).
  if (status.isPending) return <Skeleton className="my-4 h-96 w-full" />;
  if (submit.isSuccess || isAlreadyRated) {
    return (
      <EmptyState
        page
        headingLevel={1}
        icon={
          <span aria-hidden="true" className="text-5xl text-accent">
            ★
          </span>
        }
        title={t('thanks.title')}
        description={isAlreadyRated ? t('thanks.already') : t('thanks.description')}
      >
        <NextSteps hasRestaurant={hasRestaurant} />
      </EmptyState>
    );
  }
  const send = () => {
    const found = validateRating(values);
    setProblems(found);
    const body = ratingBody(values);
    if (Object.keys(found).length === 0 && body) submit.mutate(body);
  };
  const serverField = submit.error instanceof ApiError && FIELD_OF_CODE[submit.error.code];
  return (
    <div className="flex flex-col gap-4 py-4">
      <div>
        <h1 className="text-2xl font-bold">{t('title')}</h1>
        {orderNumber ? <p className="text-muted">{t('order', { number: orderNumber })}</p> : null}
      </div>
      <RatingForm
        values={values}
        onChange={setValues}
        problems={problems}
        formError={submit.isError && !serverField ? errorText(submit.error) : null}
        isSending={submit.isPending}
        onSubmit={send}
      />
    </div>
  );
}
