import type { ReactNode } from 'react';

export type BadgeTone = 'neutral' | 'info' | 'success' | 'warning' | 'danger';

const TONES: Record<BadgeTone, string> = {
  neutral: 'bg-line text-ink',
  info: 'bg-primary-soft text-primary',
  // Solid: the green and red on their own 10 % tint fall under 4.5:1 for small text.
  success: 'bg-success text-white',
  warning: 'bg-accent-soft text-ink',
  danger: 'bg-danger text-white',
};

/** A status in words (never colour alone). */
export function Badge({ tone, children }: { tone: BadgeTone; children: ReactNode }) {
  return (
    <span
      className={`inline-flex items-center rounded-full px-3 py-0.5 text-sm font-semibold ${TONES[tone]}`}
    >
      {children}
    </span>
  );
}
