import type { TableMerge } from '@sufra/domain/contracts';
import { useTranslation } from '../../../../i18n/use-translation';
import { joinedOf } from './table-moves-api';

/** On a tile of a joined bill: the tables joined, "5 + 7" (the host's tile and each merged table's). */
export function JoinedBadge({
  number,
  merges,
}: {
  number: number;
  merges: readonly TableMerge[] | undefined;
}) {
  const { t } = useTranslation('tableMoves');
  const joined = joinedOf(merges, number);
  if (!joined) return null;
  return (
    <p className="w-fit rounded-full bg-primary-soft px-3 py-1 text-base font-bold tabular-nums">
      {joined.isHost ? t('joined.host', { tables: joined.label }) : t('joined.into', { number: joined.host })}
    </p>
  );
}
