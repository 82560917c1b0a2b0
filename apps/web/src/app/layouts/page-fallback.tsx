import { Skeleton } from '../../shared/ui/skeleton';

/** Shown while a page's texts or code arrive (skeletons, not spinners). */
export function PageFallback() {
  return (
    <div className="flex flex-col gap-4 p-4" aria-busy="true">
      <Skeleton className="h-8 w-1/2" />
      <Skeleton className="h-32 w-full" />
      <Skeleton className="h-12 w-full" />
    </div>
  );
}
