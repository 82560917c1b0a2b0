import type { FormEvent, ReactNode } from 'react';
import { useTranslation } from '../../../../i18n/use-translation';
import { Button } from '../../../../shared/ui/button';

export type SaveStatus = 'idle' | 'saved' | 'nothing' | 'fix';

/**
 * One part of the Settings screen as its own form: its heading, its fields, and a Save bar that says
 * whether there are unsaved changes, that the save went through, or what stopped it.
 */
export function FormSection({
  id,
  title,
  intro,
  children,
  onSubmit,
  isDirty,
  isPending,
  status,
  savedText,
  error,
}: {
  id: string;
  title: string;
  intro: string;
  children: ReactNode;
  onSubmit: () => void;
  isDirty: boolean;
  isPending: boolean;
  status: SaveStatus;
  savedText: string;
  /** A refusal of the server that is about no single field. */
  error: string | null;
}) {
  const { t } = useTranslation('settings');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  const line = isDirty
    ? status === 'fix'
      ? t('fixFields')
      : t('unsaved')
    : status === 'saved'
      ? savedText
      : status === 'nothing'
        ? t('nothingChanged')
        : '';
  return (
    <section aria-labelledby={id} className="rounded-3xl border border-line bg-card p-5 md:p-6">
      <h2 id={id} className="text-xl font-bold">
        {title}
      </h2>
      <p className="mb-5 text-muted">{intro}</p>
      <form noValidate onSubmit={submit} aria-labelledby={id} className="flex flex-col gap-5">
        {children}
        <div className="flex flex-wrap items-center gap-4 border-t border-line pt-4">
          <Button type="submit" disabled={isPending}>
            {isPending ? t('saving') : t('save')}
          </Button>
          <p
            role="status"
            className={`text-base ${status === 'saved' && !isDirty ? 'font-medium text-success' : 'text-muted'}`}
          >
            {line}
          </p>
          {error ? (
            <p role="alert" className="w-full font-medium text-danger">
              {error}
            </p>
          ) : null}
        </div>
      </form>
    </section>
  );
}
