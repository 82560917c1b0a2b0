import type { ReactNode } from 'react';

const TONES = {
  primary: 'bg-primary-soft text-primary',
  // Green text on white (4.9:1): a green tint under it falls short of AA at this size.
  success: 'border border-success/40 bg-card text-success',
  muted: 'bg-line text-ink',
  accent: 'bg-accent-soft text-ink',
} as const;

/** A short fact beside a name (a role, active or not): a word, never colour alone. */
export function Badge({ tone, children }: { tone: keyof typeof TONES; children: ReactNode }) {
  return (
    <span className={`inline-flex items-center rounded-full px-3 py-0.5 text-sm font-medium ${TONES[tone]}`}>
      {children}
    </span>
  );
}
