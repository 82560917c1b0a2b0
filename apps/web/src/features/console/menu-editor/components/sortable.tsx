import {
  type Announcements,
  closestCenter,
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  PointerSensor,
  type UniqueIdentifier,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import {
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import type { CSSProperties, ReactNode } from 'react';
import { useTranslation } from '../../../../i18n/use-translation';
import { Icon } from '../../../../shared/ui/icons';
import { moved } from '../lib/reorder';

/**
 * A list reordered by dragging a row's handle (mouse, touch) or with the keyboard on the handle (space
 * to pick up, arrows, space to drop, escape to cancel: dnd-kit's keyboard sensor), each step announced
 * in words. `onReorder` gets the whole list of ids in its new order.
 */
export function SortableList({
  ids,
  nameOf,
  onReorder,
  children,
}: {
  ids: number[];
  nameOf: (id: number) => string;
  onReorder: (ids: number[], movedId: number) => void;
  children: ReactNode;
}) {
  const { t } = useTranslation('menuEditor');
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 6 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const name = (id: UniqueIdentifier) => nameOf(Number(id));
  const at = (id: UniqueIdentifier) => ({ position: ids.indexOf(Number(id)) + 1, total: ids.length });
  const announcements: Announcements = {
    onDragStart: ({ active }) => t('reorder.picked', { name: name(active.id) }),
    onDragOver: ({ active, over }) =>
      over ? t('reorder.over', { name: name(active.id), ...at(over.id) }) : undefined,
    onDragEnd: ({ active, over }) =>
      over ? t('reorder.dropped', { name: name(active.id), ...at(over.id) }) : undefined,
    onDragCancel: ({ active }) => t('reorder.cancelled', { name: name(active.id) }),
  };
  const end = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const from = ids.indexOf(Number(active.id));
    const to = ids.indexOf(Number(over.id));
    onReorder(moved(ids, from, to), Number(active.id));
  };
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      accessibility={{ announcements, screenReaderInstructions: { draggable: t('reorder.instructions') } }}
      onDragEnd={end}
    >
      <SortableContext items={ids} strategy={verticalListSortingStrategy}>
        {children}
      </SortableContext>
    </DndContext>
  );
}

/** A row of a SortableList: its element, where it is drawn while dragged, and its handle's props. */
export function useSortableRow(id: number) {
  const sortable = useSortable({ id });
  const style: CSSProperties = {
    transform: CSS.Translate.toString(sortable.transform),
    transition: sortable.transition,
    position: 'relative',
    zIndex: sortable.isDragging ? 10 : undefined,
  };
  return {
    ref: sortable.setNodeRef,
    style,
    isDragging: sortable.isDragging,
    handle: { ...sortable.attributes, ...sortable.listeners, ref: sortable.setActivatorNodeRef },
  };
}

type Handle = ReturnType<typeof useSortableRow>['handle'];

/** The grip a row is dragged by (a button: the keyboard picks the row up from here). */
export function DragHandle({ handle, label }: { handle: Handle; label: string }) {
  return (
    <button
      type="button"
      {...handle}
      aria-label={label}
      className="inline-flex size-12 shrink-0 cursor-grab touch-none items-center justify-center rounded-xl text-muted hover:bg-primary-soft active:cursor-grabbing"
    >
      <Icon>
        <path d="M9 5h.01M15 5h.01M9 12h.01M15 12h.01M9 19h.01M15 19h.01" strokeWidth="3" />
      </Icon>
    </button>
  );
}

/**
 * Move up / Move down, for whoever does not drag. At either end the button stays (focus does not jump
 * away) but does nothing.
 */
export function MoveButtons({
  index,
  total,
  upLabel,
  downLabel,
  onMove,
}: {
  index: number;
  total: number;
  upLabel: string;
  downLabel: string;
  onMove: (to: number) => void;
}) {
  const button = (label: string, to: number, d: string) => {
    const inert = to < 0 || to >= total;
    return (
      <button
        type="button"
        aria-label={label}
        aria-disabled={inert || undefined}
        onClick={() => (inert ? undefined : onMove(to))}
        className="inline-flex size-11 items-center justify-center rounded-xl text-primary hover:bg-primary-soft aria-disabled:cursor-not-allowed aria-disabled:text-muted aria-disabled:opacity-50"
      >
        <Icon>
          <path d={d} />
        </Icon>
      </button>
    );
  };
  return (
    <div className="flex shrink-0">
      {button(upLabel, index - 1, 'M12 19V5M5 12l7-7 7 7')}
      {button(downLabel, index + 1, 'M12 5v14M19 12l-7 7-7-7')}
    </div>
  );
}
