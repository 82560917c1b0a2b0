import type { SetupTable } from '@sufra/domain/contracts';
import { useTranslation } from '../../../../i18n/use-translation';
import { Button } from '../../../../shared/ui/button';

export type TableAction = 'edit' | 'remove' | 'rotate';

/** Each table: its number, seats, whether it is in service (in words, not only colour), and its QR link. */
export function TableList({
  tables,
  mayRotate,
  onAction,
}: {
  tables: SetupTable[];
  mayRotate: boolean;
  onAction: (action: TableAction, table: SetupTable) => void;
}) {
  const { t } = useTranslation('tableSetup');
  return (
    <ul className="grid gap-3 md:grid-cols-2 xl:grid-cols-3">
      {tables.map((table) => {
        const { number } = table;
        const active = table.status === 'active';
        return (
          <li key={table.id} className="flex flex-col gap-3 rounded-3xl bg-card p-4 shadow-sm">
            <div className="flex flex-wrap items-center gap-2">
              <h3 className="min-w-0 flex-1 text-xl font-bold">{t('tables.name', { number })}</h3>
              <span
                className={`rounded-full px-3 py-1 text-sm font-medium ${active ? 'bg-primary-soft text-primary-dark' : 'bg-accent-soft text-ink'}`}
              >
                {t(active ? 'status.active' : 'status.maintenance')}
              </span>
            </div>
            <p className="text-muted">
              {t('tables.seats', { seats: table.capacity })}
              {table.openOrders > 0 ? ` · ${t('tables.openOrders', { orders: table.openOrders })}` : ''}
            </p>
            <a
              href={table.url}
              target="_blank"
              rel="noreferrer"
              className="self-start font-medium text-primary underline"
            >
              {t('tables.link', { number })}
            </a>
            {/* The link itself, to copy into a message or compare with a printed card. */}
            <span dir="ltr" className="truncate text-start text-sm text-muted">
              {table.url}
            </span>
            <div className="flex flex-wrap gap-2">
              <Button variant="secondary" onClick={() => onAction('edit', table)}>
                {t('actions.edit', { number })}
              </Button>
              {mayRotate ? (
                <Button variant="ghost" onClick={() => onAction('rotate', table)}>
                  {t('actions.rotate', { number })}
                </Button>
              ) : null}
              <Button variant="ghost" onClick={() => onAction('remove', table)}>
                {t('actions.remove', { number })}
              </Button>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
