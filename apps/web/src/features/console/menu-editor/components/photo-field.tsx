import { MENU_PHOTO_MAX_BYTES, type StaffMenuItem } from '@sufra/domain/contracts';
import { type ChangeEvent, useEffect, useId, useState } from 'react';
import { useTranslation } from '../../../../i18n/use-translation';
import { useLocalized } from '../../../../shared/localized';
import { Button } from '../../../../shared/ui/button';
import { useErrorText } from '../../../../shared/use-error-text';
import { useRemovePhoto, useUploadPhoto } from '../menu-editor-api';

const TYPES = ['image/png', 'image/jpeg', 'image/webp'];
const MB = MENU_PHOTO_MAX_BYTES / (1024 * 1024);

/**
 * The dish's photo: chosen, previewed while it uploads (multipart), then the server's resized WebP shown
 * with its srcset; removed with one button. The screen checks the file's type and size first; the server
 * judges the bytes and the pixel size, and its refusal is said here in words.
 */
export function PhotoField({ item }: { item: StaffMenuItem }) {
  const { t } = useTranslation('menuEditor');
  const localized = useLocalized();
  const errorText = useErrorText();
  const inputId = useId();
  const upload = useUploadPhoto();
  const remove = useRemovePhoto();
  const [preview, setPreview] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [status, setStatus] = useState('');
  useEffect(() => () => void (preview && URL.revokeObjectURL(preview)), [preview]);
  const isPending = upload.isPending || remove.isPending;
  const name = localized(item.name, item.nameAr);

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    setStatus('');
    if (!file) return;
    if (!TYPES.includes(file.type)) return setProblem(t('photo.wrongType'));
    if (file.size > MENU_PHOTO_MAX_BYTES) return setProblem(t('photo.tooBig', { mb: MB }));
    setProblem(null);
    setPreview(URL.createObjectURL(file));
    upload.mutate(
      { id: item.id, file },
      {
        onSuccess: () => setStatus(t('photo.saved')),
        onError: (error) => setProblem(errorText(error)),
        onSettled: () => setPreview(null),
      },
    );
  };
  const removePhoto = () => {
    setProblem(null);
    setStatus('');
    remove.mutate(item.id, {
      onSuccess: () => setStatus(t('photo.removed')),
      onError: (error) => setProblem(errorText(error)),
    });
  };

  return (
    <section aria-labelledby={`${inputId}-title`} className="flex flex-col gap-3 border-t border-line pt-4">
      <h3 id={`${inputId}-title`} className="text-lg font-bold">
        {t('photo.title')}
      </h3>
      <div className="flex flex-wrap items-center gap-4">
        {preview ? (
          <img src={preview} alt="" className="size-28 rounded-2xl object-cover opacity-60" />
        ) : item.photo ? (
          <img
            src={item.photo}
            srcSet={item.photoSrcset ?? undefined}
            sizes="112px"
            alt={t('photo.current', { name })}
            width={112}
            height={112}
            className="size-28 rounded-2xl bg-surface object-cover"
          />
        ) : (
          <p className="max-w-xs text-muted">{t('photo.none')}</p>
        )}
        <div className="flex flex-col gap-2">
          <label
            htmlFor={inputId}
            className={`inline-flex min-h-12 items-center justify-center rounded-2xl border-2 border-primary bg-card px-5 py-3 font-medium text-primary has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-primary ${isPending ? 'cursor-not-allowed opacity-60' : 'cursor-pointer hover:bg-primary-soft'}`}
          >
            {upload.isPending ? t('photo.uploading') : t(item.photo ? 'photo.replace' : 'photo.choose')}
            <input
              id={inputId}
              type="file"
              accept={TYPES.join(',')}
              onChange={choose}
              disabled={isPending}
              aria-describedby={`${inputId}-hint`}
              className="sr-only"
            />
          </label>
          {item.photo && !preview ? (
            <Button
              variant="ghost"
              onClick={removePhoto}
              disabled={isPending}
              aria-busy={remove.isPending || undefined}
            >
              {remove.isPending ? t('photo.removing') : t('photo.remove')}
            </Button>
          ) : null}
          <p id={`${inputId}-hint`} className="text-sm text-muted">
            {t('photo.hint', { mb: MB })}
          </p>
        </div>
      </div>
      <p role="status" className="text-sm font-medium text-success">
        {status}
      </p>
      {problem ? (
        <p role="alert" className="rounded-2xl bg-danger/10 px-4 py-3 font-medium text-danger">
          {problem}
        </p>
      ) : null}
    </section>
  );
}
