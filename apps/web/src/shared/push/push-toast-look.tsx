import { Icon } from '../ui/icons';
import type { PushLook } from './push-look';

/** The toast's colours per look (DESIGN.md palette; saffron takes dark text for contrast). */
export const PUSH_TONE: Record<PushLook, string> = {
  preparing: 'bg-accent text-ink',
  ready: 'bg-success text-white',
  completed: 'bg-primary text-white',
  cancelled: 'bg-danger text-white',
  payment: 'bg-success text-white',
  newOrder: 'bg-primary text-white',
  waiterCall: 'bg-accent text-ink',
};

/** The same glyphs as the system notification's icons (scripts/push-icons.mjs). */
const GLYPH: Record<PushLook, string> = {
  preparing: 'M5 13h14M7 13a5 5 0 0 1 10 0M12 6v2M9 17h6',
  ready: 'M4 17h16M6 17a6 6 0 0 1 12 0M12 8V6M10 6h4',
  completed: 'M5 12.5l4.5 4.5L19 7.5',
  cancelled: 'M7 7l10 10M17 7L7 17',
  payment:
    'M5 6.5h14a2 2 0 0 1 2 2v7a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2v-7a2 2 0 0 1 2-2zM12 9.5a2.5 2.5 0 1 0 0 5a2.5 2.5 0 1 0 0-5z',
  newOrder: 'M7 3h10v18l-2.5-1.5L12 21l-2.5-1.5L7 21zM10 8h4M10 12h4',
  waiterCall: 'M4 17h16M6 17a6 6 0 0 1 12 0M12 8V6M10 6h4M3 8l2 1M21 8l-2 1',
};

export function PushLookIcon({ look }: { look: PushLook }) {
  return (
    <Icon className="mt-0.5 shrink-0">
      <path d={GLYPH[look]} />
    </Icon>
  );
}
