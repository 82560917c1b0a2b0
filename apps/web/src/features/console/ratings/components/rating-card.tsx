import { LOW_RATING_SCORE, RATING_CATEGORIES, type StaffRating } from '@sufra/domain/contracts';
import { useTranslation } from '../../../../i18n/use-translation';
import { formatRiyadhDate } from '../../../../shared/riyadh-date';
import { Score } from './averages-summary';

/** The way back to the diner they chose: a tap-to-call or mail link; nothing when they chose none. */
function Contact({ rating }: { rating: StaffRating }) {
  const { t } = useTranslation('ratingsAdmin');
  const link =
    'inline-flex min-h-12 items-center gap-2 rounded-2xl border-2 border-primary px-4 font-medium text-primary hover:bg-primary-soft';
  if (rating.preferredContact === 'phone' && rating.phone)
    return (
      <a href={`tel:${rating.phone}`} className={link}>
        {t('rating.call')} <bdi dir="ltr">{rating.phone}</bdi>
      </a>
    );
  if (rating.preferredContact === 'email' && rating.email)
    return (
      <a href={`mailto:${rating.email}`} className={link}>
        {t('rating.mail')} <bdi dir="ltr">{rating.email}</bdi>
      </a>
    );
  return null;
}

/** One rating: where and when, the five scores in words, the comment, who, and how to reach them. */
export function RatingCard({ rating }: { rating: StaffRating }) {
  const { t, i18n } = useTranslation('ratingsAdmin');
  const scores = RATING_CATEGORIES.map((c) => rating.ratings[c]);
  const overall = Math.round((scores.reduce((a, b) => a + b, 0) / scores.length) * 100) / 100;
  const isLow = Math.min(...scores) <= LOW_RATING_SCORE;
  const where =
    rating.orderNumber === null
      ? t('rating.orderGone')
      : `${t('rating.order', { number: rating.orderNumber })} · ${
          rating.tableNumber === null
            ? t('rating.takeaway')
            : t('rating.table', { number: rating.tableNumber })
        }`;
  const wantsContact =
    (rating.preferredContact === 'phone' && rating.phone) ||
    (rating.preferredContact === 'email' && rating.email);
  return (
    <li className="flex flex-col gap-3 rounded-3xl bg-card p-4 shadow-sm md:p-5">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h3 className="text-lg font-bold">{where}</h3>
          <p className="text-muted">
            <time dateTime={rating.createdAt}>{formatRiyadhDate(rating.createdAt, i18n.language)}</time>
          </p>
        </div>
        {isLow ? (
          <span className="rounded-full border-2 border-danger px-3 py-1 text-base font-bold text-danger">
            {t('rating.low')}
          </span>
        ) : null}
      </div>
      <div className="text-lg">
        <span className="me-2 font-medium">{t('overall')}:</span>
        <Score value={overall} />
      </div>
      <dl aria-label={t('rating.scores')} className="grid gap-x-6 gap-y-1 sm:grid-cols-2">
        {RATING_CATEGORIES.map((category) => (
          <div
            key={category}
            className="flex flex-wrap items-center justify-between gap-2 border-b border-line/60 py-1"
          >
            <dt className="text-muted">{t(`categories.${category}`)}</dt>
            <dd>
              <Score value={rating.ratings[category]} />
            </dd>
          </div>
        ))}
      </dl>
      {rating.comment ? (
        <figure className="rounded-2xl bg-surface p-3">
          <figcaption className="sr-only">{t('rating.comment')}</figcaption>
          <blockquote className="text-lg whitespace-pre-line">
            <bdi>{rating.comment}</bdi>
          </blockquote>
          {rating.name ? <p className="mt-1 text-muted">{t('rating.from', { name: rating.name })}</p> : null}
        </figure>
      ) : rating.name ? (
        <p className="text-muted">{t('rating.from', { name: rating.name })}</p>
      ) : null}
      {wantsContact ? (
        <div className="flex flex-wrap items-center gap-3">
          <span className="font-medium">{t('rating.contact')}</span>
          <Contact rating={rating} />
        </div>
      ) : null}
    </li>
  );
}
