import type { Station } from '@sufra/domain/contracts';
import { useTranslation } from '../../../../i18n/use-translation';
import { useLocalized } from '../../../../shared/localized';

const CHOICE =
  'inline-flex min-h-14 shrink-0 items-center justify-center rounded-2xl border-2 px-5 text-xl font-bold';

/**
 * Which part of the kitchen this screen shows: the whole kitchen, then each station in the restaurant's
 * order. Large, one tap, the current one pressed (in words for a screen reader, in colour and a border to
 * the eye); it scrolls sideways rather than wrapping when the stations are many.
 */
export function StationPicker({
  stations,
  current,
  onChoose,
}: {
  stations: Station[];
  current: number | null;
  onChoose: (station: number | null) => void;
}) {
  const { t } = useTranslation('kitchen');
  const localized = useLocalized();
  const choices = [
    { id: null, label: t('station.all') },
    ...[...stations]
      .sort((a, b) => a.sort - b.sort || a.id - b.id)
      .map((s) => ({ id: s.id, label: localized(s.name, s.nameAr) })),
  ];
  return (
    <fieldset className="flex min-w-0 gap-2 overflow-x-auto pb-1">
      <legend className="sr-only">{t('station.picker')}</legend>
      {choices.map((choice) => {
        const isCurrent = choice.id === current;
        return (
          <button
            key={choice.id ?? 'all'}
            type="button"
            aria-pressed={isCurrent}
            onClick={() => onChoose(choice.id)}
            className={`${CHOICE} ${
              isCurrent
                ? 'border-primary bg-primary text-white'
                : 'border-line bg-card text-primary hover:bg-primary-soft'
            }`}
          >
            {choice.label}
          </button>
        );
      })}
    </fieldset>
  );
}
