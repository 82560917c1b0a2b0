import type { StaffTablePayment } from '@sufra/domain/contracts';
import type { Database } from '../../../db/schema';
import { creditNotesOfPayments, partsOfTablePayments, tablePaymentRows } from './table-money.repository';

type Row = Awaited<ReturnType<typeof tablePaymentRows>>[number];
type Part = Awaited<ReturnType<typeof partsOfTablePayments>>[number];
type Note = Awaited<ReturnType<typeof creditNotesOfPayments>>[number];

const isRefund = (p: { status: string; refundReason: string | null }) =>
  p.status === 'voided' && p.refundReason !== null;

function kindOf(row: Row): StaffTablePayment['kind'] {
  if (row.gateway === 'at_restaurant') return 'at_restaurant';
  if (row.tableId !== null) return 'table_bill';
  return row.pendingPaymentId !== null ? 'split_share' : 'order_payment';
}

/**
 * What went back of a payment: all of it when it was voided for a refund; else, of a table payment, the
 * parts of cancelled orders (each with its part of the tip). `refundedAt` once every part of it is back.
 */
function refundOf(row: Row, parts: Part[]): StaffTablePayment['refund'] {
  const back = isRefund(row) ? [row] : parts.filter(isRefund);
  if (back.length === 0) return null;
  const done = back.every((p) => p.refundedAt !== null);
  const last = Math.max(...back.map((p) => p.refundedAt?.getTime() ?? 0));
  return {
    amount: back.reduce((n, p) => n + p.amountHalalas + p.tipHalalas, 0),
    refundedAt: done ? new Date(last).toISOString() : null,
  };
}

function toView(row: Row, parts: Part[], notes: Note[]): StaffTablePayment {
  const orders =
    row.tableId !== null
      ? parts.map((p) => ({ id: p.orderPublicId, orderNumber: p.orderNumber, amount: p.amountHalalas }))
      : row.orderPublicId !== null && row.orderNumber !== null
        ? [{ id: row.orderPublicId, orderNumber: row.orderNumber, amount: row.amountHalalas }]
        : [];
  return {
    id: row.publicId,
    kind: kindOf(row),
    method: row.method,
    status: row.status,
    mode: row.splitType,
    amount: row.amountHalalas,
    tip: row.tipHalalas,
    total: row.amountHalalas + row.tipHalalas,
    createdAt: row.createdAt.toISOString(),
    paidAt: row.paidAt ? row.paidAt.toISOString() : null,
    orders,
    invoice:
      row.invoicePublicId !== null && row.invoiceNumber !== null
        ? { id: row.invoicePublicId, number: row.invoiceNumber }
        : null,
    creditNotes: notes.map((n) => ({
      id: n.publicId,
      number: n.creditNoteNumber,
      total: n.totalHalalas + n.tipHalalas,
    })),
    refund: refundOf(row, parts),
    recordedBy:
      row.recordedByStaffId !== null ? { id: row.recordedByStaffId, name: row.recordedByName ?? '' } : null,
  };
}

/**
 * Who paid what on a table's open orders, newest first (four queries for the whole table), or the
 * payments of the ids given.
 */
export async function tablePayments(
  trx: Database,
  of: { orderIds: number[] } | { paymentIds: number[] },
): Promise<StaffTablePayment[]> {
  const rows = await tablePaymentRows(trx, of);
  const parts = await partsOfTablePayments(
    trx,
    rows.filter((r) => r.tableId !== null).map((r) => r.id),
  );
  const notes = await creditNotesOfPayments(trx, [...rows.map((r) => r.id), ...parts.map((p) => p.id)]);
  return rows.map((row) => {
    const mine = parts.filter((p) => p.parentPaymentId === row.id);
    const ids = new Set([row.id, ...mine.map((p) => p.id)]);
    return toView(
      row,
      mine,
      notes.filter((n) => n.paymentId !== null && ids.has(n.paymentId)),
    );
  });
}
