export type Greeting = 'morning' | 'afternoon' | 'evening';

/** Saudi Arabia keeps UTC+3 all year (no daylight saving), so no time-zone database is needed. */
const RIYADH_OFFSET_HOURS = 3;

/** The hour (0-23) of an instant on a Riyadh clock. */
export function riyadhHour(date: Date): number {
  return (date.getUTCHours() + RIYADH_OFFSET_HOURS) % 24;
}

/** Spec: morning 05-12, afternoon 12-17, otherwise evening (start hour inclusive, end exclusive). */
export function greetingFor(date: Date): Greeting {
  const hour = riyadhHour(date);
  if (hour >= 5 && hour < 12) return 'morning';
  if (hour >= 12 && hour < 17) return 'afternoon';
  return 'evening';
}
