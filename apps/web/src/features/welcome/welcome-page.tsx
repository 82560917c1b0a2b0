import { restaurantIdFromSlug } from '@sufra/domain';
import { useEffect } from 'react';
import { useLocation, useParams, useSearchParams } from 'wouter';
import { useTranslation } from '../../i18n/use-translation';
import { useStore } from '../../shared/store';
import { Skeleton } from '../../shared/ui/skeleton';
import { toast } from '../../shared/ui/toaster';
import { EntryError } from './entry-error';
import { ScanPrompt } from './scan-prompt';
import { parseQrLink, useQrEntry } from './use-qr-entry';
import { WelcomeHome } from './welcome-home';

function WelcomeSkeleton() {
  return (
    <div className="flex flex-col gap-4 py-4" aria-busy="true">
      <Skeleton className="h-10 w-32" />
      <Skeleton className="h-64 w-full" />
      <Skeleton className="h-12 w-full" />
      <Skeleton className="h-12 w-full" />
    </div>
  );
}

/** /welcome and /welcome/:restaurantSlug — entry by QR link, then the diner's home. */
export default function WelcomePage() {
  const { restaurantSlug = '' } = useParams();
  const [params] = useSearchParams();
  const { t } = useTranslation('welcome');
  const [, navigate] = useLocation();
  const sessionRestaurantId = useStore((s) => s.session.restaurantId);
  const isSessionActive = useStore((s) => s.session.isSessionActive);
  const link = restaurantSlug ? parseQrLink(restaurantSlug, params) : null;
  const entry = useQrEntry(restaurantSlug, link);
  // A slug without a QR link must name the restaurant already in session (spec section 2).
  const slugMismatch =
    restaurantSlug !== '' && link === null && restaurantIdFromSlug(restaurantSlug) !== sessionRestaurantId;
  useEffect(() => {
    if (!slugMismatch) return;
    toast.error(t('toast.scanToAccess'));
    navigate('/welcome', { replace: true });
  }, [slugMismatch, navigate, t]);

  if (entry.error) return <EntryError error={entry.error} />;
  if (link !== null || slugMismatch) return <WelcomeSkeleton />;
  if (!isSessionActive || sessionRestaurantId === null) return <ScanPrompt />;
  return <WelcomeHome />;
}
