import type { KitchenTicket } from '@sufra/domain/contracts';
import { useTranslation } from '../../../../i18n/use-translation';
import { useLocalized } from '../../../../shared/localized';
import { CheckIcon } from './kitchen-icons';

type Line = KitchenTicket['batches'][number]['items'][number];

/** What the cook reads: how many, the dish, each option, and the diner's instruction standing out. */
function LineText({ line, station }: { line: Line; station: string | null }) {
  const { t } = useTranslation('kitchen');
  const localized = useLocalized();
  const isDone = line.bumpedAt !== null;
  // Voided units are not made (issue 29 item 5): the line counts the rest; voided whole, it is struck through.
  const voided = line.voided ?? 0;
  const isVoided = voided >= line.quantity;
  return (
    <span
      className={`flex min-w-0 flex-1 flex-col gap-1 ${isDone || isVoided ? 'text-muted line-through' : ''}`}
    >
      <span className="flex items-baseline gap-2 text-xl font-bold">
        <span className="tabular-nums">
          {t('line.quantity', { n: isVoided ? line.quantity : line.quantity - voided })}
        </span>
        <span className="min-w-0 break-words">{localized(line.name, line.nameAr)}</span>
      </span>
      {voided > 0 ? (
        <span className="self-start rounded-md bg-danger px-2 text-base font-bold text-white no-underline">
          {isVoided
            ? t('lineAdjustments:line.voidedAll')
            : t('lineAdjustments:line.voided', { units: voided })}
        </span>
      ) : null}
      {station ? (
        <span className="self-start rounded-md border border-line px-2 text-base font-medium">
          {t('line.station', { station })}
        </span>
      ) : null}
      {line.options.length > 0 ? (
        <span className="flex flex-col text-lg font-medium">
          {line.options.map((option) => (
            <span key={option.optionId}>
              {t('line.option', {
                group: localized(option.groupName, option.groupNameAr),
                option: localized(option.name, option.nameAr),
              })}
              {option.quantity > 1 ? ` ${t('line.optionTimes', { n: option.quantity })}` : ''}
            </span>
          ))}
        </span>
      ) : null}
      {line.specialInstructions ? (
        <span className="rounded-lg bg-accent-soft px-2 py-1 text-lg font-bold text-ink">
          {t('line.instructions', { text: line.specialInstructions })}
        </span>
      ) : null}
    </span>
  );
}

/**
 * One line of a ticket. For the kitchen crew a tap marks it done (struck through, a tick) or not done
 * again; for anyone else it is only read.
 */
export function TicketLine({
  line,
  station,
  canBump,
  onToggle,
}: {
  line: Line;
  /** The station that makes it, named on the whole kitchen's display; null: not named. */
  station: string | null;
  canBump: boolean;
  onToggle: (bumped: boolean) => void;
}) {
  const { t } = useTranslation('kitchen');
  const isDone = line.bumpedAt !== null;
  const tick = (
    <span
      className={`mt-1 inline-flex size-7 shrink-0 items-center justify-center rounded-full border-2 ${
        isDone ? 'border-success bg-success text-white' : 'border-line'
      }`}
    >
      {isDone ? <CheckIcon width={18} height={18} /> : null}
    </span>
  );
  if (!canBump)
    return (
      <li className="flex items-start gap-3 px-3 py-2">
        {tick}
        <LineText line={line} station={station} />
        {isDone ? <span className="sr-only">{t('line.done')}</span> : null}
      </li>
    );
  return (
    <li>
      <button
        type="button"
        aria-pressed={isDone}
        onClick={() => onToggle(!isDone)}
        className="flex min-h-14 w-full items-start gap-3 rounded-xl px-3 py-2 text-start hover:bg-primary-soft"
      >
        {tick}
        <LineText line={line} station={station} />
      </button>
    </li>
  );
}
