/**
 * The restaurant's clock is Riyadh's (Asia/Riyadh: UTC+3 all year, no daylight saving), whatever the
 * tablet's own time zone: a coupon that starts "1 March, 18:00" starts then in Riyadh. These turn the
 * value of an <input type="datetime-local"> into the instant the server stores, and back.
 */
const RIYADH_OFFSET_MS = 3 * 60 * 60 * 1000;

/** '2026-03-01T18:00' (Riyadh) → '2026-03-01T15:00:00.000Z'; null for a value that is not a real time. */
export function riyadhInputToIso(value: string): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/.exec(value.trim());
  if (!match) return null;
  const [year, month, day, hour, minute, second] = match.slice(1).map((part) => Number(part ?? 0)) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  const wall = Date.UTC(year, month - 1, day, hour, minute, second);
  const back = new Date(wall);
  // Date.UTC rolls 30 February over into March: such a value was never a date.
  if (back.getUTCMonth() !== month - 1 || back.getUTCDate() !== day || hour > 23 || minute > 59) return null;
  return new Date(wall - RIYADH_OFFSET_MS).toISOString();
}

/** An instant as the datetime-local input shows it in Riyadh: '2026-03-01T15:00:00Z' → '2026-03-01T18:00'. */
export function isoToRiyadhInput(iso: string): string {
  const time = Date.parse(iso);
  if (Number.isNaN(time)) return '';
  return new Date(time + RIYADH_OFFSET_MS).toISOString().slice(0, 16);
}
