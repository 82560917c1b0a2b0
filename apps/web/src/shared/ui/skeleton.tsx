/** A grey block shaped like what is loading: no spinners for first loads (DESIGN.md). */
export function Skeleton({ className }: { className?: string }) {
  return <div aria-hidden="true" className={`animate-pulse rounded-xl bg-line ${className ?? ''}`} />;
}
