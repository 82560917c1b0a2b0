import { useCallback, useRef, useState } from 'react';
import { useLocation } from 'wouter';
import { useTranslation } from '../../i18n/use-translation';
import { PageHeader } from '../../shared/ui/page-header';
import { welcomePathFromQr } from './qr-target';
import { useQrCamera } from './use-qr-camera';

export default function QrCodePage() {
  const { t } = useTranslation('scanner');
  const [, navigate] = useLocation();
  const video = useRef<HTMLVideoElement>(null);
  const [invalid, setInvalid] = useState(false);
  const onCode = useCallback(
    (value: string) => {
      const path = welcomePathFromQr(value, window.location.origin);
      if (path) navigate(path, { replace: true });
      else setInvalid(true);
    },
    [navigate],
  );
  const state = useQrCamera(video, onCode);
  return (
    <main className="mx-auto flex w-full max-w-md flex-1 flex-col gap-4 p-4">
      <PageHeader title={t('title')} backTo="/welcome" />
      <div className="relative aspect-square w-full overflow-hidden rounded-3xl bg-ink">
        <video
          ref={video}
          muted
          playsInline
          className="size-full object-cover"
          aria-label={t('cameraLabel')}
        />
        <div aria-hidden="true" className="absolute inset-10 rounded-2xl border-4 border-accent" />
      </div>
      <p role="status" className="text-center">
        {state === 'denied'
          ? t('denied')
          : state === 'unsupported'
            ? t('unsupported')
            : state === 'scanning'
              ? t('scanning')
              : t('starting')}
      </p>
      {invalid ? (
        <p role="alert" className="rounded-xl bg-danger/10 p-3 text-center font-medium text-danger">
          {t('invalid')}
        </p>
      ) : null}
    </main>
  );
}
