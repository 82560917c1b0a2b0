import { useCallback, useRef, useState } from 'react';
import { useLocation } from 'wouter';
import { useTranslation } from '../../../i18n/use-translation';
import { Button, ButtonLink } from '../../../shared/ui/button';
import { PageHeader } from '../../../shared/ui/page-header';
import type { CameraState } from './qr-camera';
import { welcomePathFromQr } from './qr-target';
import { useQrCamera } from './use-qr-camera';

const STATUS_KEY = {
  starting: 'starting',
  scanning: 'scanning',
  denied: 'denied',
  noCamera: 'noCamera',
  unsupported: 'unsupported',
  failed: 'failed',
} as const satisfies Record<CameraState, string>;

/** A camera that cannot read: asking again makes sense unless the browser has no camera API at all. */
const CAN_RETRY: CameraState[] = ['denied', 'noCamera', 'failed'];
const STOPPED: CameraState[] = [...CAN_RETRY, 'unsupported'];

function CameraView({ onCode, onRetry }: { onCode: (value: string) => void; onRetry: () => void }) {
  const { t } = useTranslation('scanner');
  const video = useRef<HTMLVideoElement>(null);
  const state = useQrCamera(video, onCode);
  const stopped = STOPPED.includes(state);
  return (
    <>
      <section
        aria-label={t('cameraLabel')}
        // A camera that will not show anything gives its room to the message and the ways on.
        hidden={stopped}
        className="relative aspect-square w-full overflow-hidden rounded-3xl bg-ink"
      >
        <video
          ref={video}
          muted
          playsInline
          className="size-full object-cover"
          aria-label={t('cameraLabel')}
        />
        {state === 'scanning' ? (
          <div aria-hidden="true" className="absolute inset-10 rounded-2xl border-4 border-accent" />
        ) : null}
      </section>
      <p
        role="status"
        aria-live="polite"
        className={`text-center ${stopped ? 'font-medium text-danger' : ''}`}
      >
        {t(STATUS_KEY[state])}
      </p>
      {stopped ? (
        <div className="flex flex-col gap-3">
          {CAN_RETRY.includes(state) ? (
            <Button block onClick={onRetry}>
              {t('common:actions.retry')}
            </Button>
          ) : null}
          <ButtonLink to="/welcome" variant="secondary" block>
            {t('common:actions.backToWelcome')}
          </ButtonLink>
        </div>
      ) : null}
    </>
  );
}

/**
 * /qr-code: reads a table or takeaway QR code with the camera and opens it as if the diner had followed
 * the link. Anything but our own link is refused with the invalid-code text and scanning goes on.
 */
export default function QrCodePage() {
  const { t } = useTranslation('scanner');
  const [, navigate] = useLocation();
  const [invalid, setInvalid] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const opened = useRef(false);
  const onCode = useCallback(
    (value: string) => {
      if (opened.current) return;
      const path = welcomePathFromQr(value, window.location.origin);
      if (!path) return setInvalid(true);
      opened.current = true;
      navigate(path, { replace: true });
    },
    [navigate],
  );
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return (
    <main className="mx-auto flex w-full max-w-md flex-1 flex-col gap-4 p-4">
      <PageHeader title={t('title')} backTo="/welcome" />
      <CameraView key={attempt} onCode={onCode} onRetry={retry} />
      {invalid ? (
        <p role="alert" className="rounded-xl bg-danger/10 p-3 text-center font-medium text-danger">
          {t('invalid')}
        </p>
      ) : null}
    </main>
  );
}
