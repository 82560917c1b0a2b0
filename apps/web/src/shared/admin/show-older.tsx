import { Button } from '../ui/button';

/** The next page of a list, asked for by the one who reads it. */
export function ShowOlder({
  hasMore,
  isLoading,
  label,
  loadingLabel,
  onClick,
}: {
  hasMore: boolean;
  isLoading: boolean;
  label: string;
  loadingLabel: string;
  onClick: () => void;
}) {
  if (!hasMore) return null;
  return (
    <Button variant="secondary" onClick={onClick} disabled={isLoading} className="self-center">
      {isLoading ? loadingLabel : label}
    </Button>
  );
}
