import { useEffect } from 'react';
import { useLocation } from 'wouter';
import { useTranslation } from '../../../i18n/use-translation';

/** Spec section 9: the splash shows for 1000 ms, then the diner's home. */
export const SPLASH_DELAY_MS = 1000;

export default function SplashPage() {
  const [, navigate] = useLocation();
  const { t } = useTranslation();
  useEffect(() => {
    const timer = setTimeout(() => navigate('/welcome', { replace: true }), SPLASH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [navigate]);
  return (
    <main className="flex flex-1 flex-col items-center justify-center gap-6 bg-primary text-white">
      <img src="/brand/logo-mark.svg" alt="" width={112} height={112} className="size-28" />
      <h1 className="text-3xl font-bold">{t('appName')}</h1>
      <p className="sr-only" role="status">
        {t('status.loading')}
      </p>
    </main>
  );
}
