import { type ReactNode, useId } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { Button } from '../../../shared/ui/button';
import {
  COMMENT_MAX,
  CONTACT_METHODS,
  RATING_CATEGORIES,
  type RatingFormValues,
  type RatingProblems,
} from './rating-form-model';
import { StarRating } from './star-rating';

const INPUT = 'min-h-12 rounded-xl border bg-card px-3';

function FieldError({ id, children }: { id: string; children: ReactNode }) {
  return (
    <p id={id} role="alert" className="text-sm font-medium text-danger">
      {children}
    </p>
  );
}

/** The rating form itself: state lives in the page, so a failed send keeps everything typed. */
export function RatingForm({
  values,
  onChange,
  problems,
  formError,
  isSending,
  onSubmit,
}: {
  values: RatingFormValues;
  onChange: (values: RatingFormValues) => void;
  /** i18n keys per field. */
  problems: RatingProblems;
  /** A message for the whole form (the server's, already in the diner's language). */
  formError: string | null;
  isSending: boolean;
  onSubmit: () => void;
}) {
  // Problems are `errors:*` catalogue keys too: the form waits for the catalogue, never shows a bare code.
  const { t } = useTranslation(['rating', 'errors']);
  const id = useId();
  const errorId = (field: string) => `${id}-${field}-error`;
  const text = (key: 'name' | 'email' | 'phone', type: string, autoComplete: string) => {
    const problem = key === 'name' ? undefined : problems[key];
    // The error sits outside the label, so it describes the field instead of renaming it.
    return (
      <div className="flex flex-col gap-1">
        <label htmlFor={`${id}-${key}`} className="font-medium">
          {t(`fields.${key}`)}
        </label>
        <input
          id={`${id}-${key}`}
          type={type}
          value={values[key]}
          autoComplete={autoComplete}
          // Numbers and addresses read left to right even in an Arabic form.
          dir={key === 'name' ? undefined : 'ltr'}
          maxLength={key === 'name' ? 100 : 254}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? errorId(key) : undefined}
          onChange={(e) => onChange({ ...values, [key]: e.target.value })}
          className={`${INPUT} text-start ${problem ? 'border-danger' : 'border-line'}`}
        />
        {problem ? <FieldError id={errorId(key)}>{t(problem)}</FieldError> : null}
      </div>
    );
  };
  return (
    <form
      className="flex flex-col gap-4"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        onSubmit();
      }}
    >
      <div className="flex flex-col gap-2">
        {RATING_CATEGORIES.map((c) => (
          <StarRating
            key={c}
            name={`${id}-${c}`}
            label={t(`categories.${c}`)}
            value={values.scores[c] ?? 0}
            isInvalid={Boolean(problems.ratings)}
            describedBy={errorId('ratings')}
            onChange={(n) => onChange({ ...values, scores: { ...values.scores, [c]: n } })}
          />
        ))}
        {problems.ratings ? <FieldError id={errorId('ratings')}>{t(problems.ratings)}</FieldError> : null}
      </div>
      <label className="flex flex-col gap-1">
        <span className="font-medium">{t('fields.comment')}</span>
        <textarea
          value={values.comment}
          maxLength={COMMENT_MAX}
          rows={3}
          onChange={(e) => onChange({ ...values, comment: e.target.value })}
          className="rounded-xl border border-line bg-card p-3"
        />
        <span className="text-end text-sm text-muted" aria-hidden="true">
          {values.comment.length}/{COMMENT_MAX}
        </span>
      </label>
      {text('name', 'text', 'name')}
      {text('email', 'email', 'email')}
      {text('phone', 'tel', 'tel')}
      <fieldset className="flex flex-col gap-1">
        <legend className="pb-1 font-medium">{t('fields.contact')}</legend>
        <div className="flex flex-wrap gap-x-4">
          {CONTACT_METHODS.map((c) => (
            <label key={c} className="inline-flex min-h-11 items-center gap-2">
              <input
                type="radio"
                name={`${id}-contact`}
                checked={values.preferredContact === c}
                onChange={() => onChange({ ...values, preferredContact: c })}
                className="size-5 accent-primary"
              />
              {t(`contact.${c}`)}
            </label>
          ))}
        </div>
      </fieldset>
      {formError ? (
        <p role="alert" className="rounded-xl bg-danger/10 p-3 font-medium text-danger">
          {formError}
        </p>
      ) : null}
      <Button type="submit" block disabled={isSending}>
        {isSending ? t('sending') : t('submit')}
      </Button>
    </form>
  );
}
