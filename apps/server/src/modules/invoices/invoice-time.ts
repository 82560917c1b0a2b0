/** ISO 8601 in UTC with Z, to the second: the same string goes into the QR and (as a timestamp) the row. */
export function invoiceTimestamp(at: Date): string {
  return `${at.toISOString().slice(0, 19)}Z`;
}
