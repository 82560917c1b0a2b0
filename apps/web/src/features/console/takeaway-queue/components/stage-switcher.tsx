import { useTranslation } from '../../../../i18n/use-translation';
import type { LaneStage } from './stage-lane';

/**
 * On a phone one lane shows at a time: the stages as a row of choices with their counts (hidden from md
 * up, where the lanes stand side by side).
 */
export function StageSwitcher({
  counts,
  shown,
  onShow,
}: {
  counts: Record<LaneStage, number>;
  shown: LaneStage;
  onShow: (stage: LaneStage) => void;
}) {
  const { t } = useTranslation('pickup');
  const stages = Object.keys(counts) as LaneStage[];
  return (
    <fieldset className="md:hidden">
      <legend className="sr-only">{t('stages.label')}</legend>
      <div className="grid grid-cols-3 gap-2">
        {stages.map((stage) => (
          <label
            key={stage}
            className={`flex min-h-12 cursor-pointer flex-col items-center justify-center rounded-2xl border-2 px-2 py-1 text-center text-sm font-semibold has-[:focus-visible]:outline has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-accent ${stage === shown ? 'border-primary bg-primary-soft text-primary' : 'border-line bg-card text-ink'}`}
          >
            <input
              type="radio"
              name="takeaway-stage"
              className="sr-only"
              checked={stage === shown}
              onChange={() => onShow(stage)}
            />
            <span>{t(`stages.${stage}`)}</span>
            <span className="text-lg tabular-nums">{counts[stage]}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
