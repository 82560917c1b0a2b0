import type { BoardOrder } from '@sufra/domain/contracts';
import { useState } from 'react';
import { useTranslation } from '../../../../i18n/use-translation';
import { minutesSince } from '../../../../shared/staff/use-server-clock';
import { type BoardColumn as ColumnKey, DONE_SHOWN } from '../lib/board-columns';
import { OrderCard } from './order-card';

/**
 * One status column: its name and count, its cards (the done column only its latest few until asked,
 * so the evening's finished orders do not push the board off the screen).
 */
export function BoardColumn({
  column,
  orders,
  now,
  fresh,
  mayCancel,
  isShownOnPhone,
  onCancel,
}: {
  column: ColumnKey;
  orders: readonly BoardOrder[];
  /** The server's now (ms), from the page's one clock. */
  now: number;
  fresh: ReadonlySet<string>;
  mayCancel: boolean;
  isShownOnPhone: boolean;
  onCancel: (order: BoardOrder) => void;
}) {
  const { t } = useTranslation('board');
  const [isShowingAll, setShowingAll] = useState(false);
  const headingId = `board-column-${column}`;
  const isDone = column === 'done';
  const shown = isDone && !isShowingAll ? orders.slice(0, DONE_SHOWN) : orders;
  return (
    <section
      aria-labelledby={headingId}
      className={`${isShownOnPhone ? 'flex' : 'hidden'} w-full shrink-0 flex-col gap-3 md:flex md:w-auto md:min-w-[13rem] md:flex-1 md:basis-0`}
    >
      <h2
        id={headingId}
        className="flex items-center gap-2 rounded-xl bg-primary-soft px-3 py-2 text-lg font-bold text-primary"
      >
        <span className="min-w-0 flex-1">{t(`columns.${column}`)}</span>
        <span className="rounded-full bg-card px-2.5 text-base tabular-nums">{orders.length}</span>
      </h2>
      {orders.length === 0 ? (
        <p className="rounded-2xl border border-dashed border-line px-3 py-5 text-center text-muted">
          {t(`columnEmpty.${column}`)}
        </p>
      ) : (
        <ul className="flex flex-col gap-3">
          {shown.map((order) => (
            <OrderCard
              key={order.id}
              order={order}
              ageMinutes={isDone ? null : minutesSince(order.createdAt, now)}
              isFresh={fresh.has(order.id)}
              mayCancel={mayCancel}
              onCancel={onCancel}
            />
          ))}
        </ul>
      )}
      {isDone && orders.length > DONE_SHOWN ? (
        <button
          type="button"
          onClick={() => setShowingAll((v) => !v)}
          className="min-h-12 rounded-2xl px-4 font-medium text-primary hover:bg-primary-soft"
        >
          {isShowingAll ? t('showFewerDone') : t('showAllDone', { count: orders.length })}
        </button>
      ) : null}
    </section>
  );
}
