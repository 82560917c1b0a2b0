import type { TableState } from '@sufra/domain';

/**
 * Each state's colour on the map, read with its icon and word: free is quiet, a table still ordering or
 * eating is the service's teal, money owed is saffron, paid (ready to close) is green.
 */
export const STATE_TONE: Record<TableState, { tile: string; badge: string }> = {
  free: { tile: 'border-line bg-card', badge: 'bg-surface text-muted' },
  ordering: { tile: 'border-primary/40 bg-card', badge: 'bg-primary-soft text-primary-dark' },
  eating: { tile: 'border-primary bg-primary-soft/40', badge: 'bg-primary text-white' },
  bill_open: { tile: 'border-accent bg-accent-soft/50', badge: 'bg-accent-soft text-ink' },
  partially_paid: { tile: 'border-accent bg-accent-soft', badge: 'bg-accent text-ink' },
  paid: { tile: 'border-success bg-success/10', badge: 'bg-success text-white' },
};
