/**
 * A report's period: whole days of the restaurant's own calendar (Asia/Riyadh by default), `from` and `to`
 * inclusive. The database compares instants, so a day becomes the instant its local midnight begins; the
 * period ends where the day after `to` begins. Pure: Intl knows every IANA zone, the database needs none.
 */

export const MAX_REPORT_DAYS = 366;
export const REPORT_DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/** 'YYYY-MM-DD' naming a real calendar day (no 2026-02-30). */
export function isCalendarDay(day: string): boolean {
  if (!REPORT_DAY_PATTERN.test(day)) return false;
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

function utcOf(day: string): number {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return Date.UTC(y, m - 1, d);
}

/** The calendar day `n` days after `day` (n may be negative). */
export function addDays(day: string, n: number): string {
  return new Date(utcOf(day) + n * 86_400_000).toISOString().slice(0, 10);
}

/** How many days the period holds, both ends included (0 or less when `to` is before `from`). */
export function daysInRange(from: string, to: string): number {
  return Math.round((utcOf(to) - utcOf(from)) / 86_400_000) + 1;
}

export type ReportRangeProblem = 'invalidDay' | 'reversed' | 'tooLong';

/** What is wrong with a period, or null: the same rule for the page's picker and the server. */
export function reportRangeProblem(from: string, to: string): ReportRangeProblem | null {
  if (!isCalendarDay(from) || !isCalendarDay(to)) return 'invalidDay';
  const days = daysInRange(from, to);
  if (days < 1) return 'reversed';
  if (days > MAX_REPORT_DAYS) return 'tooLong';
  return null;
}

const partsFormats = new Map<string, Intl.DateTimeFormat>();
function partsFormat(timeZone: string): Intl.DateTimeFormat {
  let format = partsFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    partsFormats.set(timeZone, format);
  }
  return format;
}

/** The wall clock of `instant` in `timeZone`. */
export function zonedParts(instant: Date, timeZone: string) {
  const parts: Record<string, string> = {};
  for (const p of partsFormat(timeZone).formatToParts(instant)) parts[p.type] = p.value;
  return {
    day: `${parts.year}-${parts.month}-${parts.day}`,
    hour: Number(parts.hour),
    minute: Number(parts.minute),
    second: Number(parts.second),
  };
}

/** How far `timeZone`'s clock is ahead of UTC at `instant`, in ms (Riyadh: +3 h all year). */
function offsetAt(instant: number, timeZone: string): number {
  const p = zonedParts(new Date(instant), timeZone);
  const wall = utcOf(p.day) + ((p.hour * 60 + p.minute) * 60 + p.second) * 1000;
  return wall - Math.floor(instant / 1000) * 1000;
}

/** The instant `day` begins in `timeZone` (checked twice, so a zone whose offset moves that day is right). */
export function zonedDayStart(day: string, timeZone: string): Date {
  const wall = utcOf(day);
  let instant = wall - offsetAt(wall, timeZone);
  instant = wall - offsetAt(instant, timeZone);
  return new Date(instant);
}

/** The period as instants: [start of `from`, start of the day after `to`). */
export function reportInstants(from: string, to: string, timeZone: string): { start: Date; end: Date } {
  return { start: zonedDayStart(from, timeZone), end: zonedDayStart(addDays(to, 1), timeZone) };
}

/** Today's calendar day in `timeZone` at `now`. */
export function zonedToday(now: Date, timeZone: string): string {
  return zonedParts(now, timeZone).day;
}
