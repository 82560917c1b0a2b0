import { LOGO_MAX_BYTES } from '@sufra/domain/contracts';
import { type ChangeEvent, useEffect, useId, useState } from 'react';
import { useTranslation } from '../../../../i18n/use-translation';
import { useErrorText } from '../../../../shared/use-error-text';
import { useUploadLogo } from '../settings-api';

const TYPES = ['image/png', 'image/jpeg', 'image/webp'];

/**
 * The logo: the one diners see, and a new one uploaded at once (its own action, not part of the profile's
 * Save). The chosen file shows while it uploads; the server checks its bytes, the screen its type and size
 * first so a wrong file is explained without waiting.
 */
export function LogoField({ logoUrl }: { logoUrl: string | null }) {
  const { t } = useTranslation('settings');
  const errorText = useErrorText();
  const inputId = useId();
  const upload = useUploadLogo();
  const [preview, setPreview] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  useEffect(() => () => void (preview && URL.revokeObjectURL(preview)), [preview]);

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    setSaved(false);
    if (!file) return;
    if (!TYPES.includes(file.type)) return setProblem(t('logo.wrongType'));
    if (file.size > LOGO_MAX_BYTES) return setProblem(t('logo.tooBig'));
    setProblem(null);
    setPreview(URL.createObjectURL(file));
    upload.mutate(file, {
      onSuccess: () => setSaved(true),
      onError: (error) => setProblem(errorText(error)),
      onSettled: () => setPreview(null),
    });
  };

  const shown = preview ?? logoUrl;
  return (
    <section aria-labelledby="settings-logo" className="rounded-3xl border border-line bg-card p-5 md:p-6">
      <h2 id="settings-logo" className="mb-4 text-xl font-bold">
        {t('logo.title')}
      </h2>
      <div className="flex flex-wrap items-center gap-5">
        {shown ? (
          <img
            src={shown}
            alt={t('logo.current')}
            className={`size-28 rounded-2xl border border-line bg-surface object-contain ${preview ? 'opacity-60' : ''}`}
          />
        ) : (
          <p className="max-w-xs text-muted">{t('logo.none')}</p>
        )}
        <div className="flex flex-col gap-2">
          <label
            htmlFor={inputId}
            className="inline-flex min-h-12 cursor-pointer items-center justify-center rounded-2xl border-2 border-primary bg-card px-5 py-3 font-medium text-primary hover:bg-primary-soft has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-primary"
          >
            {upload.isPending ? t('logo.uploading') : t('logo.choose')}
            <input
              id={inputId}
              type="file"
              accept={TYPES.join(',')}
              onChange={choose}
              disabled={upload.isPending}
              aria-describedby={`${inputId}-hint`}
              className="sr-only"
            />
          </label>
          <p id={`${inputId}-hint`} className="text-sm text-muted">
            {t('logo.hint')}
          </p>
          <p role="status" className="text-sm font-medium text-success">
            {saved ? t('logo.saved') : ''}
          </p>
          {problem ? (
            <p role="alert" className="text-sm font-medium text-danger">
              {problem}
            </p>
          ) : null}
        </div>
      </div>
    </section>
  );
}
