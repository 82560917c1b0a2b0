import type { StaffTable, WaiterCall } from '@sufra/domain/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../../i18n/use-translation';
import { Amount } from './amount';
import { StateGlyph } from './floor-icons';
import { useSeatedFor } from './seated-for';
import { STATE_TONE } from './state-look';
import { WaiterCallLine } from './waiter-call-line';

/** The money a tile shows for its state: what is left to pay, part of it paid, or all paid. */
function TileBill({ table }: { table: StaffTable }) {
  const { t } = useTranslation('floor');
  const { bill } = table;
  if (table.state === 'free') return null;
  if (table.state === 'paid')
    return (
      <span className="block text-lg">
        {t('tile.paidAll')} <Amount amount={bill.total} className="font-bold" />
      </span>
    );
  return (
    <span className="block">
      <span className="block text-lg">
        <Amount amount={bill.remaining} className="text-2xl font-bold" /> {t('tile.toPay')}
      </span>
      {bill.paid > 0 ? (
        <span className="block text-muted">
          {t('tile.paid')} <Amount amount={bill.paid} /> {t('tile.of')} <Amount amount={bill.total} />
        </span>
      ) : null}
    </span>
  );
}

/**
 * One table on the map: its number at arm's length, its state as word + icon + colour, what it owes, how
 * long it has been seated, and its unanswered calls on top of everything (a calling table stands out).
 */
export function TableTile({
  table,
  now,
  canAcknowledge,
  acknowledging,
  onOpen,
  onAcknowledge,
  badge,
}: {
  table: StaffTable;
  now: number;
  canAcknowledge: boolean;
  acknowledging: number | null;
  onOpen: (number: number) => void;
  onAcknowledge: (call: WaiterCall) => void;
  /** A joined bill's "5 + 7" (table-moves/joined-badge.tsx). */
  badge?: ReactNode;
}) {
  const { t } = useTranslation('floor');
  const seatedFor = useSeatedFor();
  const detailsId = `table-tile-${table.number}`;
  const isCalling = table.waiterCalls.length > 0;
  const tone = STATE_TONE[table.state];
  return (
    <li
      className={`relative flex flex-col overflow-hidden rounded-3xl border-2 shadow-sm ${tone.tile} ${
        isCalling ? 'ring-4 ring-danger ring-offset-2 ring-offset-surface' : ''
      }`}
    >
      {isCalling ? (
        <div className="relative z-10 flex flex-col gap-px">
          {table.waiterCalls.map((call) => (
            <WaiterCallLine
              key={call.id}
              call={call}
              now={now}
              canAcknowledge={canAcknowledge}
              isAcknowledging={acknowledging === call.id}
              onAcknowledge={onAcknowledge}
            />
          ))}
        </div>
      ) : null}
      {/* The whole tile opens the table: one button laid over it, named by its table, described by its
          facts (its visible words are not its name, so they are not inside it). */}
      <button
        type="button"
        onClick={() => onOpen(table.number)}
        aria-label={t('tile.open', { number: table.number })}
        aria-describedby={detailsId}
        className="absolute inset-0 rounded-3xl hover:bg-ink/5 focus-visible:outline-4 focus-visible:-outline-offset-4 focus-visible:outline-primary"
      />
      <div className="flex flex-1 flex-col gap-2 p-4">
        <div className="flex w-full items-start gap-3">
          <p className="flex flex-col">
            <span className="text-sm font-medium text-muted">{t('tile.table')}</span>
            <span className="text-5xl font-bold leading-none tabular-nums">{table.number}</span>
          </p>
          <p className="ms-auto text-muted">{t('tile.seats', { count: table.capacity })}</p>
        </div>
        <div id={detailsId} className="flex flex-col gap-1.5">
          <p
            className={`inline-flex w-fit items-center gap-1.5 rounded-full px-3 py-1 text-base font-bold ${tone.badge}`}
          >
            <StateGlyph state={table.state} size={20} />
            {t(`state.${table.state}`)}
          </p>
          {badge}
          {table.status === 'maintenance' ? (
            <p className="font-medium text-danger">{t('tile.outOfService')}</p>
          ) : null}
          <TileBill table={table} />
          {table.state !== 'free' ? (
            <p className="text-muted">
              {t('tile.orders', { count: table.orderCount })}
              {table.since ? ` · ${seatedFor(table.since, now)}` : ''}
            </p>
          ) : null}
          {table.bill.inProgress > 0 ? (
            <p className="font-medium">
              <Amount amount={table.bill.inProgress} /> {t('tile.onPhone')}
            </p>
          ) : null}
          {table.pendingSplitCount > 0 ? (
            <p className="font-medium">{t('tile.splits', { count: table.pendingSplitCount })}</p>
          ) : null}
        </div>
      </div>
    </li>
  );
}
