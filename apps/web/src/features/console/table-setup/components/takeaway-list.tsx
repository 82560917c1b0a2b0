import type { SetupTakeawayPoint } from '@sufra/domain/contracts';
import { useTranslation } from '../../../../i18n/use-translation';
import { useLocalized } from '../../../../shared/localized';
import { Button } from '../../../../shared/ui/button';

export type PointAction = 'edit' | 'toggle';

/** Each takeaway counter: its names, open or closed (in words), its QR link. */
export function TakeawayList({
  points,
  onAction,
}: {
  points: SetupTakeawayPoint[];
  onAction: (action: PointAction, point: SetupTakeawayPoint) => void;
}) {
  const { t } = useTranslation('tableSetup');
  const localized = useLocalized();
  return (
    <ul className="grid gap-3 md:grid-cols-2">
      {points.map((point) => {
        const name = localized(point.name, point.nameAr);
        return (
          <li key={point.id} className="flex flex-col gap-3 rounded-3xl bg-card p-4 shadow-sm">
            <div className="flex flex-wrap items-center gap-2">
              <h3 className="min-w-0 flex-1 text-xl font-bold">{name}</h3>
              <span
                className={`rounded-full px-3 py-1 text-sm font-medium ${point.isActive ? 'bg-primary-soft text-primary-dark' : 'bg-accent-soft text-ink'}`}
              >
                {t(point.isActive ? 'takeaway.open' : 'takeaway.closed')}
              </span>
            </div>
            <a
              href={point.url}
              target="_blank"
              rel="noreferrer"
              className="self-start font-medium text-primary underline"
            >
              {t('takeaway.link', { name })}
            </a>
            {/* The link itself, to copy into a message or compare with a printed card. */}
            <span dir="ltr" className="truncate text-start text-sm text-muted">
              {point.url}
            </span>
            <div className="flex flex-wrap gap-2">
              <Button variant="secondary" onClick={() => onAction('edit', point)}>
                {t('actions.editPoint', { name })}
              </Button>
              <Button variant="ghost" onClick={() => onAction('toggle', point)}>
                {t(point.isActive ? 'actions.closePoint' : 'actions.openPoint', { name })}
              </Button>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
