/**
 * A date (and time) as the restaurant sees it: Riyadh time, Gregorian calendar and Latin digits in
 * both languages (receipts do the same; ar-SA alone would default to the Hijri calendar). An unreadable
 * date is shown as it came rather than throwing.
 */
export function formatRiyadhDate(iso: string, lang: string, show: 'dateTime' | 'time' = 'dateTime'): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(lang === 'ar' ? 'ar-SA' : 'en-GB', {
    ...(show === 'dateTime' ? { dateStyle: 'medium' } : {}),
    timeStyle: 'short',
    timeZone: 'Asia/Riyadh',
    calendar: 'gregory',
    numberingSystem: 'latn',
  }).format(date);
}
