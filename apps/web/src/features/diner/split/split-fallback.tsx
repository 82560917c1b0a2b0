import { LoadFailure } from '../../../shared/ui/load-failure';
import { Skeleton } from '../../../shared/ui/skeleton';
import { SplitEmpty } from './split-empty';
import type { useSplitBase } from './use-split-base';

/** A split screen before its amount is known: no order to split, the order unreadable, or still reading. */
export function SplitFallback({ base }: { base: ReturnType<typeof useSplitBase> }) {
  if (!base.hasOrder) return <SplitEmpty />;
  if (base.error) return <LoadFailure error={base.error} onRetry={base.retry} />;
  return <Skeleton className="my-4 h-80 w-full" />;
}
