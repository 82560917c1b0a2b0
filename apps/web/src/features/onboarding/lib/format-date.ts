/** Date and time in Riyadh, Gregorian calendar and Latin digits in both languages (receipts do the same). */
export function formatDateTime(iso: string, lang: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(lang === 'ar' ? 'ar-SA' : 'en-GB', {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'Asia/Riyadh',
    calendar: 'gregory',
    numberingSystem: 'latn',
  }).format(date);
}
