import { useEffect, useState } from 'react';
import { useTranslation } from '../../../../i18n/use-translation';
import { LOGO_TYPES } from '../lib/application-fields';
import { type LogoErrorKey, validateLogo } from '../lib/validate-application';

type LogoFieldProps = {
  id: string;
  file: File | null;
  onChange: (file: File | null, error: LogoErrorKey | null) => void;
  error?: string | undefined;
  currentLogoUrl?: string | null | undefined;
};

/** PNG/JPEG/WebP up to 2 MB, with a preview of the chosen file (or the logo already on file). */
export function LogoField({ id, file, onChange, error, currentLogoUrl }: LogoFieldProps) {
  const { t } = useTranslation('onboarding');
  const [previewUrl, setPreviewUrl] = useState<string | null>(null);
  const [inputKey, setInputKey] = useState(0);

  useEffect(() => {
    if (!file) {
      setPreviewUrl(null);
      return;
    }
    const url = URL.createObjectURL(file);
    setPreviewUrl(url);
    // Object URLs hold the file in memory until revoked.
    return () => URL.revokeObjectURL(url);
  }, [file]);

  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  // No preview of a file that was refused: it may not even be an image.
  const shownUrl = error ? null : (previewUrl ?? currentLogoUrl ?? null);

  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium text-ink">
        {t('fields.logo')} <span className="text-muted">({t('fields.optional')})</span>
      </label>
      <div className="flex flex-wrap items-center gap-4">
        {shownUrl ? (
          <img
            src={shownUrl}
            alt={previewUrl ? t('fields.logoPreview') : t('fields.logoCurrent')}
            width={80}
            height={80}
            className="size-20 rounded-2xl border border-line bg-card object-contain"
          />
        ) : null}
        <input
          key={inputKey}
          id={id}
          name="logo"
          type="file"
          accept={LOGO_TYPES.join(',')}
          aria-invalid={error ? true : undefined}
          aria-describedby={[hintId, error ? errorId : null].filter(Boolean).join(' ')}
          onChange={(event) => {
            const chosen = event.target.files?.[0] ?? null;
            onChange(chosen, chosen ? validateLogo(chosen) : null);
          }}
          className="min-h-11 max-w-full text-sm text-ink file:me-3 file:min-h-11 file:rounded-xl file:border-0 file:bg-primary-soft file:px-4 file:font-medium file:text-primary"
        />
        {file ? (
          <button
            type="button"
            onClick={() => {
              setInputKey((key) => key + 1);
              onChange(null, null);
            }}
            className="min-h-11 text-sm font-medium text-danger underline underline-offset-4"
          >
            {t('fields.logoRemove')}
          </button>
        ) : null}
      </div>
      <p id={hintId} className="text-sm text-muted">
        {t('fields.logoHint')}
      </p>
      {error ? (
        <p id={errorId} className="text-sm font-medium text-danger">
          {error}
        </p>
      ) : null}
    </div>
  );
}
