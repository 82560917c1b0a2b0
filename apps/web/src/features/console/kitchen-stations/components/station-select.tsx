import type { Station } from '@sufra/domain/contracts';
import { useLocalized } from '../../../../shared/localized';

/** A station to choose, or none (`noneLabel`: every station for a category, its category's for a dish). */
export function StationSelect({
  label,
  value,
  stations,
  noneLabel,
  isChanged,
  onChange,
}: {
  label: string;
  value: number | null;
  stations: Station[];
  noneLabel: string;
  isChanged: boolean;
  onChange: (stationId: number | null) => void;
}) {
  const localized = useLocalized();
  return (
    <select
      aria-label={label}
      value={value === null ? '' : String(value)}
      onChange={(event) => onChange(event.target.value === '' ? null : Number(event.target.value))}
      className={`min-h-12 min-w-0 rounded-xl border-2 bg-card px-3 text-base ${
        isChanged ? 'border-accent' : 'border-line'
      }`}
    >
      <option value="">{noneLabel}</option>
      {stations.map((station) => (
        <option key={station.id} value={station.id}>
          {localized(station.name, station.nameAr)}
        </option>
      ))}
    </select>
  );
}
