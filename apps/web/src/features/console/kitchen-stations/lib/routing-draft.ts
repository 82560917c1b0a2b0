import type { StationRouting, StationRoutingBody } from '@sufra/domain/contracts';

/** Where the owner moved things and has not saved yet, by id; only what differs from the saved routing. */
export interface RoutingDraft {
  categories: ReadonlyMap<number, number | null>;
  items: ReadonlyMap<number, number | null>;
}

export const NO_CHANGES: RoutingDraft = { categories: new Map(), items: new Map() };

const saved = (routing: StationRouting, kind: keyof RoutingDraft, id: number): number | null | undefined =>
  kind === 'categories'
    ? routing.categories.find((c) => c.id === id)?.stationId
    : routing.categories.flatMap((c) => c.items).find((i) => i.id === id)?.stationId;

/** One category's or dish's station chosen: back to what is saved, it is no change at all. */
export function withChoice(
  draft: RoutingDraft,
  routing: StationRouting,
  kind: keyof RoutingDraft,
  id: number,
  stationId: number | null,
): RoutingDraft {
  const next = new Map(draft[kind]);
  if (saved(routing, kind, id) === stationId) next.delete(id);
  else next.set(id, stationId);
  return { ...draft, [kind]: next };
}

/** What the screen shows for a category or dish: the unsaved choice, else the saved one. */
export function chosen(
  draft: RoutingDraft,
  kind: keyof RoutingDraft,
  id: number,
  savedStation: number | null,
): number | null {
  return draft[kind].has(id) ? (draft[kind].get(id) ?? null) : savedStation;
}

export const changeCount = (draft: RoutingDraft) => draft.categories.size + draft.items.size;

/** The PUT's body: the categories and dishes whose station changes, nothing else. */
export function routingBody(draft: RoutingDraft): StationRoutingBody {
  return {
    categories: [...draft.categories].map(([id, stationId]) => ({ id, stationId })),
    items: [...draft.items].map(([id, stationId]) => ({ id, stationId })),
  };
}

/** How many dishes a station makes now: its own, and those of its categories that do not go elsewhere. */
export function dishesAt(routing: StationRouting, stationId: number): number {
  return routing.categories
    .flatMap((c) => c.items.map((i) => i.stationId ?? c.stationId))
    .filter((s) => s === stationId).length;
}
