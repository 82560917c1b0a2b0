import type { ReceiptDocument } from '@sufra/domain/contracts';
import type { RasterDocument, RasterLine } from './ticket-raster';

/*
 * What each printed document says, in the kitchen's language (Arabic, right to left): a dish keeps its
 * English name when it has no Arabic one, and numbers stay as the kitchen's screens show them (0-9).
 */

interface TicketLine {
  name: string;
  nameAr: string;
  quantity: number;
  options: { name: string; nameAr: string; quantity: number }[];
  specialInstructions: string;
}

export interface TicketFacts {
  orderNumber: number;
  type: 'table' | 'takeaway';
  tableNumber: number | null;
  takeawayPointAr: string | null;
  /** The order's note for the kitchen (the diner's or the waiter's). */
  notes: string;
  /** 0: the order as placed; n: its n-th added round; null: the whole ticket (a reprint). */
  batch: number | null;
  /** When the round came in. */
  at: Date;
  timezone: string;
  /** The station this printer prints for (its Arabic name), or null for the whole kitchen. */
  stationAr: string | null;
  lines: TicketLine[];
  /** Printed again on purpose (the Reprint button). */
  isReprint: boolean;
  /** An earlier try was sent but never acknowledged: it may already have printed once. */
  mayBeDuplicate: boolean;
}

/** The round's time in the restaurant's timezone, 24-hour, as the kitchen's clock shows it. */
function kitchenTime(at: Date, timezone: string): string {
  return new Intl.DateTimeFormat('en-GB', {
    timeZone: timezone,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(at);
}

const arabicName = (item: { name: string; nameAr: string }) => item.nameAr.trim() || item.name;

function heading(t: TicketFacts): string {
  if (t.type === 'table' && t.tableNumber !== null) return `طاولة ${t.tableNumber}`;
  return t.takeawayPointAr ? `سفري · ${t.takeawayPointAr}` : 'سفري';
}

function roundLabel(batch: number | null): string {
  if (batch === null) return 'التذكرة كاملة';
  return batch === 0 ? 'طلب جديد' : `إضافة ${batch}`;
}

/** A kitchen ticket: table, order number and round, time, each line with its options and instructions. */
export function ticketDocument(t: TicketFacts, width: number): RasterDocument {
  const lines: RasterLine[] = [];
  if (t.mayBeDuplicate) lines.push({ text: 'قد تكون نسخة مكررة', size: 28, weight: 600, align: 'center' });
  if (t.isReprint) lines.push({ text: 'إعادة طباعة', size: 28, weight: 600, align: 'center' });
  lines.push({ text: heading(t), size: 52, weight: 600, align: 'center', inverse: true });
  lines.push({
    start: `طلب رقم ${t.orderNumber}`,
    end: kitchenTime(t.at, t.timezone),
    size: 32,
    weight: 600,
  });
  lines.push({ text: roundLabel(t.batch), size: 28 });
  if (t.stationAr) lines.push({ text: `المحطة: ${t.stationAr}`, size: 28 });
  lines.push({ rule: true });
  for (const line of t.lines) {
    lines.push({ text: `${line.quantity} × ${arabicName(line)}`, size: 36, weight: 600 });
    for (const option of line.options)
      lines.push({
        text:
          option.quantity > 1 ? `+ ${arabicName(option)} × ${option.quantity}` : `+ ${arabicName(option)}`,
        size: 28,
      });
    if (line.specialInstructions.trim())
      lines.push({ text: `ملاحظة: ${line.specialInstructions.trim()}`, size: 28, weight: 600 });
    lines.push({ gap: 8 });
  }
  if (t.notes.trim()) {
    lines.push({ rule: true });
    lines.push({ text: `ملاحظة الطلب: ${t.notes.trim()}`, size: 28, weight: 600 });
  }
  lines.push({ gap: 24 });
  return { width, direction: 'rtl', lines };
}

/** The test page: the printer's name and the time, so the person at the printer knows it is this one. */
export function testDocument(name: string, at: Date, timezone: string, width: number): RasterDocument {
  return {
    width,
    direction: 'rtl',
    lines: [
      { text: 'صفحة تجربة', size: 44, weight: 600, align: 'center', inverse: true },
      { text: name, size: 32, weight: 600, align: 'center' },
      { text: `سفرة · ${kitchenTime(at, timezone)}`, size: 28, align: 'center' },
      { text: 'Sufra test page', size: 28, align: 'center' },
      { gap: 24 },
    ],
  };
}

/** A receipt (the day's close) in its own language: the title, then its rows. */
export function receiptDocument(doc: ReceiptDocument, width: number): RasterDocument {
  const lines: RasterLine[] = [{ text: doc.title, size: 36, weight: 600, align: 'center' }, { rule: true }];
  for (const row of doc.rows) {
    if ('separator' in row) lines.push({ rule: true });
    else if ('text' in row) lines.push({ text: row.text, size: 28 });
    else lines.push({ start: row.label, end: row.value, size: 28 });
  }
  lines.push({ gap: 24 });
  return { width, direction: doc.language === 'ar' ? 'rtl' : 'ltr', lines };
}
