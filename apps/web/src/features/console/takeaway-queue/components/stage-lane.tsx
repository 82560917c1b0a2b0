import type { TakeawayOrder } from '@sufra/domain/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../../i18n/use-translation';

export type LaneStage = 'placed' | 'preparing' | 'ready';

/**
 * One stage of the queue as a column (tablet) or, on a phone, the one stage chosen above it: `isShown`
 * false hides it below the md breakpoint only.
 */
export function StageLane({
  stage,
  orders,
  isShown,
  children,
}: {
  stage: LaneStage;
  orders: TakeawayOrder[];
  isShown: boolean;
  children: ReactNode;
}) {
  const { t } = useTranslation('pickup');
  const id = `takeaway-lane-${stage}`;
  return (
    <section
      aria-labelledby={id}
      className={`min-w-0 flex-col gap-3 rounded-3xl bg-line/40 p-3 md:flex ${isShown ? 'flex' : 'hidden'}`}
    >
      <h2 id={id} className="flex items-center justify-between gap-2 px-1 text-xl font-bold">
        <span>{t(`stages.${stage}`)}</span>
        <span className="rounded-full bg-card px-3 py-0.5 text-base tabular-nums">{orders.length}</span>
      </h2>
      {orders.length === 0 ? (
        <p className="rounded-2xl border border-dashed border-line px-4 py-6 text-center text-muted">
          {t(`empty.${stage}`)}
        </p>
      ) : (
        children
      )}
    </section>
  );
}
