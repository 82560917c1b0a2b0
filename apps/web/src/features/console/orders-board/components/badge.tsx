import type { ReactNode } from 'react';

const TONES = {
  primary: 'bg-primary-soft text-primary',
  // Green text on white (4.9:1): a green tint under it falls short of AA at this size.
  success: 'border border-success/40 bg-card text-success',
  muted: 'bg-line text-ink',
  accent: 'bg-accent-soft text-ink',
  danger: 'border border-danger/40 bg-card text-danger',
} as const;
export type BadgeTone = keyof typeof TONES;

/** A short fact on a card (paid, cancelled): always a word, never colour alone. */
export function Badge({ tone, children }: { tone: BadgeTone; children: ReactNode }) {
  return (
    <span
      className={`inline-flex items-center rounded-full px-3 py-0.5 text-sm font-semibold whitespace-nowrap ${TONES[tone]}`}
    >
      {children}
    </span>
  );
}
