import { restaurantIdFromSlug } from '@sufra/domain';
import { lazy, Suspense, useEffect } from 'react';
import { useLocation, useParams, useSearchParams } from 'wouter';
import { useTranslation } from '../../../i18n/use-translation';
import { useStore } from '../../../shared/store';
import { Skeleton } from '../../../shared/ui/skeleton';
import { toast } from '../../../shared/ui/toaster';
import { ScanPrompt } from './scan-prompt';
import { parseQrLink, useQrEntry } from './use-qr-entry';
import { WelcomeHome } from './welcome-home';

// Only a failed entry shows it: loaded then, off the first screen's JavaScript (the /welcome budget).
const EntryError = lazy(() => import('./entry-error'));

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

  // A diner call answered RESTAURANT_SUSPENDED (shared/query-client.ts sent the diner here): closed.
  const error = params.has('closed') ? 'closed' : entry.error;
  if (error)
    return (
      <Suspense fallback={<WelcomeSkeleton />}>
        <EntryError
          error={error}
          restaurantId={
            error === 'closed' ? sessionRestaurantId : link?.kind === 'invalid' ? null : link?.restaurantId
          }
        />
      </Suspense>
    );
  if (link !== null || slugMismatch) return <WelcomeSkeleton />;
  if (!isSessionActive || sessionRestaurantId === null) return <ScanPrompt />;
  return <WelcomeHome />;
}
