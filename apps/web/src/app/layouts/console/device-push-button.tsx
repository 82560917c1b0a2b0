import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { resumeStaffPush } from '../../../shared/push/staff-push';
import { Dialog } from '../../../shared/ui/dialog';
import { BellIcon } from '../../../shared/ui/icons';

const StaffPushPanel = lazy(() =>
  Promise.all([
    import('../../../shared/push/staff-push-panel'),
    import('../../../i18n/push-locales').then((m) => m.loadPushTexts()),
  ]).then(([m]) => m),
);

/**
 * "Notifications on this device" in the top bar. On the console's start a device that was turned on
 * is registered again with this session (shared/push/staff-push.ts).
 */
export function DevicePushButton() {
  const { t, i18n } = useTranslation('dashboard');
  const [open, setOpen] = useState(false);
  const [isOn, setOn] = useState(false);
  const language = i18n.language === 'en' ? 'en' : 'ar';
  useEffect(() => {
    let live = true;
    resumeStaffPush(language).then(
      (on) => live && setOn(on),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [language]);
  return (
    <>
      <button
        type="button"
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
        className="relative inline-flex min-h-11 min-w-11 shrink-0 items-center justify-center gap-2 rounded-full px-3 font-medium text-primary hover:bg-primary-soft"
      >
        <BellIcon />
        <span className="sr-only lg:not-sr-only">{t('devicePush.button')}</span>
        <span className="sr-only">{isOn ? t('devicePush.on') : t('devicePush.off')}</span>
        {isOn ? (
          <span aria-hidden="true" className="absolute top-2 end-2 size-2.5 rounded-full bg-success" />
        ) : null}
      </button>
      <Dialog open={open} onClose={() => setOpen(false)} title={t('devicePush.title')}>
        <Suspense fallback={null}>
          <StaffPushPanel isOn={isOn} onChange={setOn} />
        </Suspense>
      </Dialog>
    </>
  );
}
