import type { Station, StationRouting } from '@sufra/domain/contracts';
import { useId, useState } from 'react';
import { useTranslation } from '../../../../i18n/use-translation';
import { useLocalized } from '../../../../shared/localized';
import { Button } from '../../../../shared/ui/button';
import { toast } from '../../../../shared/ui/toaster';
import { useErrorText } from '../../../../shared/use-error-text';
import { useUpdateRouting } from '../kitchen-stations-api';
import {
  changeCount,
  chosen,
  NO_CHANGES,
  type RoutingDraft,
  routingBody,
  withChoice,
} from '../lib/routing-draft';
import { StationSelect } from './station-select';

type Category = StationRouting['categories'][number];

/** "Not saved", beside a choice that differs from the saved routing (in words, not only the border). */
function Unsaved({ isShown }: { isShown: boolean }) {
  const { t } = useTranslation('kitchen');
  return isShown ? (
    <span className="rounded-full bg-accent-soft px-2 py-0.5 text-sm font-medium">
      {t('stationSetup.routing.unsavedMark')}
    </span>
  ) : null;
}

/**
 * Where each category goes, and, opened, each of its dishes: changed here, kept as a draft (marked), and
 * saved together with one PUT of only what changed.
 */
export function RoutingEditor({ routing, stations }: { routing: StationRouting; stations: Station[] }) {
  const { t } = useTranslation('kitchen');
  const localized = useLocalized();
  const errorText = useErrorText();
  const save = useUpdateRouting();
  const [draft, setDraft] = useState<RoutingDraft>(NO_CHANGES);
  const [open, setOpen] = useState<ReadonlySet<number>>(new Set());
  const listId = useId();
  const stationName = (id: number | null) => {
    const station = stations.find((s) => s.id === id);
    return station ? localized(station.name, station.nameAr) : t('stationSetup.routing.every');
  };
  const choose = (kind: keyof RoutingDraft, id: number, stationId: number | null) => {
    setDraft((d) => withChoice(d, routing, kind, id, stationId));
    save.reset();
  };
  const toggle = (id: number) =>
    setOpen((now) => {
      const next = new Set(now);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  const changes = changeCount(draft);

  const dishes = (category: Category, categoryStation: number | null) => (
    <ul id={`${listId}-${category.id}`} className="flex flex-col gap-2 border-s-4 border-line ps-3">
      {category.items.map((item) => {
        const name = localized(item.name, item.nameAr);
        return (
          <li key={item.id} className="flex flex-wrap items-center gap-2">
            <span className="min-w-0 flex-1 basis-40">{name}</span>
            <Unsaved isShown={draft.items.has(item.id)} />
            <StationSelect
              label={t('stationSetup.routing.dish', { name })}
              value={chosen(draft, 'items', item.id, item.stationId)}
              stations={stations}
              noneLabel={t('stationSetup.routing.inherit', { station: stationName(categoryStation) })}
              isChanged={draft.items.has(item.id)}
              onChange={(stationId) => choose('items', item.id, stationId)}
            />
          </li>
        );
      })}
    </ul>
  );

  return (
    <div className="flex flex-col gap-4">
      <ul className="flex flex-col gap-3">
        {routing.categories.map((category) => {
          const name = localized(category.name, category.nameAr);
          const categoryStation = chosen(draft, 'categories', category.id, category.stationId);
          const isOpen = open.has(category.id);
          return (
            <li key={category.id} className="flex flex-col gap-3 rounded-3xl bg-card p-4 shadow-sm">
              <div className="flex flex-wrap items-center gap-2">
                <h3 className="min-w-0 flex-1 basis-40 text-lg font-bold">{name}</h3>
                <Unsaved isShown={draft.categories.has(category.id)} />
                <StationSelect
                  label={t('stationSetup.routing.category', { name })}
                  value={categoryStation}
                  stations={stations}
                  noneLabel={t('stationSetup.routing.every')}
                  isChanged={draft.categories.has(category.id)}
                  onChange={(stationId) => choose('categories', category.id, stationId)}
                />
              </div>
              {category.items.length > 0 ? (
                <Button
                  variant="ghost"
                  className="self-start"
                  aria-expanded={isOpen}
                  aria-controls={isOpen ? `${listId}-${category.id}` : undefined}
                  onClick={() => toggle(category.id)}
                >
                  {t('stationSetup.routing.dishes', { name, count: category.items.length })}
                </Button>
              ) : null}
              {isOpen ? dishes(category, categoryStation) : null}
            </li>
          );
        })}
      </ul>
      <div className="sticky bottom-20 flex flex-wrap items-center gap-3 rounded-2xl bg-card p-3 shadow-md md:bottom-3">
        <p className="min-w-0 flex-1" aria-live="polite">
          {t('stationSetup.routing.unsaved', { count: changes })}
        </p>
        {changes > 0 ? (
          <Button variant="ghost" onClick={() => setDraft(NO_CHANGES)}>
            {t('stationSetup.routing.discard')}
          </Button>
        ) : null}
        <Button
          disabled={changes === 0 || save.isPending}
          onClick={() =>
            save.mutate(routingBody(draft), {
              onSuccess: () => {
                setDraft(NO_CHANGES);
                toast.success(t('stationSetup.routing.saved'));
              },
            })
          }
        >
          {t('stationSetup.routing.save')}
        </Button>
        {save.error ? (
          <p role="alert" className="w-full font-medium text-danger">
            {errorText(save.error)}
          </p>
        ) : null}
      </div>
    </div>
  );
}
