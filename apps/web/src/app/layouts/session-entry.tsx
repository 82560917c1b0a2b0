import type { ReactNode } from 'react';
import { HydrationGate } from '../../shared/store/hydration-gate';
import { PageFallback } from './page-fallback';

/**
 * The "session entry" group (spec: splash and welcome form a special group, purpose not shown).
 * Our decision: these are the only routes where a diner's session begins — from a QR link
 * (/welcome/:slug?table=&hash= or ?takeaway=) or from the installed app's start (/splash -> /welcome).
 * So they must never decide anything before the persisted session is back: the group holds the
 * hydration gate (≤ 5000 ms), then the welcome page compares the QR link with that session.
 */
export default function SessionEntry({ children }: { children: ReactNode }) {
  return <HydrationGate fallback={<PageFallback />}>{children}</HydrationGate>;
}
