import { normalizeSaudiPhone } from '@sufra/domain';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiClient } from '../../shared/api-client';
import { useStore } from '../../shared/store';
import { Button, ButtonLink } from '../../shared/ui/button';
import { EmptyState } from '../../shared/ui/empty-state';
import { useErrorText } from '../../shared/use-error-text';
import { StarRating } from './star-rating';

export const RATING_CATEGORIES = [
  'foodAndDrinks',
  'service',
  'ambience',
  'valueForMoney',
  'paymentExperience',
] as const;
type Category = (typeof RATING_CATEGORIES)[number];
type Contact = 'phone' | 'email' | 'none';

export default function RatingPage() {
  const { t } = useTranslation('rating');
  const errorText = useErrorText();
  const restaurantId = useStore((s) => s.session.restaurantId);
  const orderId = useStore((s) => s.order.orderId);
  const [scores, setScores] = useState<Partial<Record<Category, number>>>({});
  const [form, setForm] = useState({ comment: '', name: '', email: '', phone: '' });
  const [contact, setContact] = useState<Contact>('none');
  const [error, setError] = useState<string | null>(null);
  const submit = useMutation({ mutationFn: (body: unknown) => apiClient.post('/public/ratings', body) });

  if (restaurantId === null) {
    return (
      <div className="flex flex-1 flex-col justify-center py-6">
        <EmptyState title={t('noSession')} description={t('errors:NO_RESTAURANT_SELECTED')}>
          <ButtonLink to="/qr-code" block>
            {t('common:actions.scanQr')}
          </ButtonLink>
        </EmptyState>
      </div>
    );
  }
  if (submit.isSuccess) {
    return (
      <div className="flex flex-1 flex-col justify-center py-6">
        <EmptyState title={t('thanks.title')} description={t('thanks.description')}>
          <ButtonLink to="/welcome" block>
            {t('common:actions.backToWelcome')}
          </ButtonLink>
        </EmptyState>
      </div>
    );
  }
  const send = () => {
    if (RATING_CATEGORIES.some((c) => !scores[c])) return setError(t('errors:RATING_INCOMPLETE'));
    const phone = form.phone.trim() ? normalizeSaudiPhone(form.phone) : null;
    if (form.phone.trim() && !phone) return setError(t('errors:PHONE_INVALID'));
    setError(null);
    submit.mutate({ restaurantId, orderId, ratings: scores, ...form, phone, preferredContact: contact });
  };
  const field = (key: 'name' | 'email' | 'phone', type: string) => (
    <label className="flex flex-col gap-1">
      <span className="font-medium">{t(`fields.${key}`)}</span>
      <input
        type={type}
        value={form[key]}
        onChange={(e) => setForm({ ...form, [key]: e.target.value })}
        className="min-h-12 rounded-xl border border-line bg-card px-3"
      />
    </label>
  );
  return (
    <form
      className="flex flex-col gap-4 py-4"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        send();
      }}
    >
      <h1 className="text-2xl font-bold">{t('title')}</h1>
      {RATING_CATEGORIES.map((c) => (
        <StarRating
          key={c}
          name={c}
          label={t(`categories.${c}`)}
          value={scores[c] ?? 0}
          onChange={(n) => setScores({ ...scores, [c]: n })}
        />
      ))}
      <label className="flex flex-col gap-1">
        <span className="font-medium">{t('fields.comment')}</span>
        <textarea
          value={form.comment}
          maxLength={1000}
          rows={3}
          onChange={(e) => setForm({ ...form, comment: e.target.value })}
          className="rounded-xl border border-line bg-card p-3"
        />
      </label>
      {field('name', 'text')}
      {field('email', 'email')}
      {field('phone', 'tel')}
      <fieldset className="flex flex-wrap gap-3">
        <legend className="pb-1 font-medium">{t('fields.contact')}</legend>
        {(['phone', 'email', 'none'] as const).map((c) => (
          <label key={c} className="inline-flex min-h-11 items-center gap-2">
            <input
              type="radio"
              name="contact"
              checked={contact === c}
              onChange={() => setContact(c)}
              className="size-5 accent-primary"
            />
            {t(`contact.${c}`)}
          </label>
        ))}
      </fieldset>
      {error || submit.isError ? (
        <p role="alert" className="font-medium text-danger">
          {error ?? errorText(submit.error)}
        </p>
      ) : null}
      <Button type="submit" block disabled={submit.isPending}>
        {t('submit')}
      </Button>
    </form>
  );
}
