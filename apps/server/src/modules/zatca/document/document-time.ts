/** Saudi Arabia keeps UTC+3 all year (no daylight saving), so Riyadh time is a fixed shift. */
const RIYADH_OFFSET_MS = 3 * 60 * 60 * 1000;

export interface DocumentTime {
  /** IssueDate (BT-2): the Riyadh calendar date, the tax point's day */
  issueDate: string;
  /** IssueTime (KSA-25): hh:mm:ss, local time as BR-KSA-70 means it (no Z) */
  issueTime: string;
  /** QR tag 3: the same local date and time, ISO 8601 without a zone, so the two never disagree */
  qrTimestamp: string;
}

/** One instant written once, in Riyadh time, for the XML and the QR (docs/decisions.md, "… VAT rounding and time"). */
export function documentTime(issuedAt: Date): DocumentTime {
  const local = new Date(issuedAt.getTime() + RIYADH_OFFSET_MS).toISOString();
  return { issueDate: local.slice(0, 10), issueTime: local.slice(11, 19), qrTimestamp: local.slice(0, 19) };
}
