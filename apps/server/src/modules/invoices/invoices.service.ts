import {
  allocationLine,
  encodeZatcaQr,
  type Halalas,
  halalas,
  type InvoiceAmounts,
  type PricingMode,
  perItemAmounts,
  proportionalShareAmounts,
  type ShareKind,
  wholeOrderAmounts,
} from '@sufra/domain';
import type { Compilable } from 'kysely';
import { rowShape } from '../../db/database';
import type { Database } from '../../db/schema';
import { invoiceTimestamp } from './invoice-time';
import {
  evenSplitPeople,
  findInvoiceFacts,
  findOrderForInvoice,
  type findPayment,
  type InvoiceFacts,
  insertNumberedInvoice,
  listAllocations,
  listOrderItems,
  type NumberedInvoiceRow,
  type NumberedInvoiceValues,
  numberedInvoiceAfter,
  numberedInvoiceOf,
} from './invoices.repository';
import { invoiceDocumentNumber, queuePhase2 } from './zatca-source';

export interface IssuedInvoice {
  /** The invoice's public uuid (what /show-invoice?id= and the public API take). */
  invoiceId: string;
  /** Sequential per restaurant, no gaps. */
  number: number;
}

type InvoicedPayment = Pick<
  NonNullable<Awaited<ReturnType<typeof findPayment>>>,
  'id' | 'amountHalalas' | 'splitType' | 'peoplePaidFor' | 'splitTotalPeople'
>;
type InvoicedOrder = Awaited<ReturnType<typeof findOrderForInvoice>>;
type OrderItems = Awaited<ReturnType<typeof listOrderItems>>;

/** One payment's invoice amounts on one order (a table payment's parts are read one by one). */
export async function amountsFor(
  trx: Database,
  payment: InvoicedPayment,
  orderId: number,
  mode: PricingMode,
): Promise<InvoiceAmounts> {
  return amountsOn(trx, payment, await findOrderForInvoice(trx, orderId), mode);
}

async function amountsOn(
  trx: Database,
  payment: InvoicedPayment,
  order: InvoicedOrder,
  mode: PricingMode,
  /** The order's lines when the caller read them with its facts (findInvoiceFacts). */
  known?: OrderItems,
): Promise<InvoiceAmounts> {
  const orderId = order.id;
  const paid: Halalas = halalas(payment.amountHalalas);
  // Paying the whole bill in one go (whatever the button was called): the order's own lines and totals.
  const items = known ?? (await listOrderItems(trx, orderId));
  if (paid === order.totalHalalas) return wholeOrderAmounts(items, order);
  if (payment.splitType === 'per_item') {
    const byId = new Map(items.map((i) => [i.id, i]));
    const lines = (await listAllocations(trx, payment.id)).flatMap((a) => {
      const item = byId.get(a.orderItemId);
      return item ? [allocationLine(item, a.amountHalalas, a.sharedBy)] : [];
    });
    const perItem = perItemAmounts(lines, paid, mode);
    if (perItem) return perItem;
  }
  // A part of the bill: the goods it pays for, each line's proportional part (domain: invoice-amounts.ts).
  let share: ShareKind = { kind: 'custom' };
  if (payment.splitType === 'evenly')
    share = {
      kind: 'even',
      peoplePaidFor: payment.peoplePaidFor ?? 1,
      // A direct payment records its split's head count; a shared split keeps it in split_configurations.
      totalPeople: payment.splitTotalPeople ?? (await evenSplitPeople(trx, orderId)),
    };
  else if (payment.splitType === 'remaining' || payment.splitType === 'full') share = { kind: 'remaining' };
  return proportionalShareAmounts(items, share, paid, mode);
}

/** An invoice decided but not written yet: its row, and what follows the row's insert. */
interface PlannedInvoice {
  values: NumberedInvoiceValues;
  /** After the numbered insert, in the same transaction: a Phase 2 restaurant's signing job is queued. */
  finish(trx: Database, row: NumberedInvoiceRow): Promise<IssuedInvoice>;
}

/**
 * What the simplified tax invoice of one completed payment will say, read and computed INSIDE the caller's
 * transaction: its existing invoice if it has one (issuing is idempotent), else the row to insert.
 */
async function planInvoiceForPayment(
  trx: Database,
  paymentId: number,
  /**
   * Its facts as the bill's lock statement read them, before this transaction completed the payment (so
   * they say it was pending): a round trip less under the lock.
   */
  known?: InvoiceFacts,
): Promise<{ issued: IssuedInvoice } | PlannedInvoice> {
  const payment =
    known?.id === paymentId
      ? { ...known, status: 'completed' as const }
      : await findInvoiceFacts(trx, paymentId);
  if (!payment) throw new Error(`issueInvoiceForPayment: payment ${paymentId} does not exist`);
  if (payment.invoicePublicId !== null && payment.invoiceNumber !== null)
    return { issued: { invoiceId: payment.invoicePublicId, number: payment.invoiceNumber } };
  if (payment.status !== 'completed')
    throw new Error(`issueInvoiceForPayment: payment ${paymentId} is ${payment.status}, not completed`);
  const { orderId, orderNumber, totalHalalas } = payment;
  if (orderId === null || orderNumber === null || totalHalalas === null)
    throw new Error(`issueInvoiceForPayment: payment ${paymentId} has no order yet (create the order first)`);

  // The order's columns are set whenever its row joined (orderNumber and total are).
  const order = {
    id: orderId,
    restaurantId: payment.restaurantId,
    orderNumber,
    totalHalalas,
    subtotalHalalas: payment.subtotalHalalas ?? 0,
    discountHalalas: payment.discountHalalas ?? 0,
    taxHalalas: payment.taxHalalas ?? 0,
  };
  const amounts = await amountsOn(trx, payment, order, payment.pricingMode, payment.items);
  const timestamp = invoiceTimestamp(new Date());
  const sellerName = payment.sellerNameAr.trim() || payment.sellerName;
  const zatcaQr = encodeZatcaQr({
    sellerName,
    vatNumber: payment.vatNumber ?? '',
    timestamp,
    total: amounts.total,
    vatTotal: amounts.vat,
  });
  const values = {
    restaurantId: payment.restaurantId,
    orderId,
    paymentId: payment.id,
    sellerName: payment.sellerName,
    sellerNameAr: payment.sellerNameAr,
    vatNumber: payment.vatNumber,
    pricingMode: payment.pricingMode,
    lines: JSON.stringify(amounts.lines),
    subtotalHalalas: amounts.subtotal,
    discountHalalas: amounts.discount,
    vatHalalas: amounts.vat,
    tipHalalas: payment.tipHalalas,
    totalHalalas: amounts.total,
    zatcaQr,
    issuedAt: timestamp,
  };
  const finish = async (trx: Database, row: NumberedInvoiceRow): Promise<IssuedInvoice> => {
    if (payment.hasEgs)
      await queuePhase2(trx, payment.restaurantId, {
        kind: 'invoice',
        id: row.id,
        publicId: row.publicId,
        number: invoiceDocumentNumber(row.invoiceNumber),
        issuedAt: timestamp,
        method: payment.method,
        lines: amounts.lines,
        pricingMode: payment.pricingMode,
        total: amounts.total,
      });
    return { invoiceId: row.publicId, number: row.invoiceNumber };
  };
  return { values, finish };
}

/**
 * Issues the simplified tax invoice of one completed payment, INSIDE the caller's transaction (the payments
 * service calls it in the transaction that marks the payment completed, after setting status = 'completed'
 * and order_id). Idempotent: a payment that already has its invoice gets that one back. The invoice number
 * comes from the restaurant's counter row, locked until the caller commits, so a rolled-back payment leaves
 * no hole. Lock order for callers: take your payment/order locks first; this takes the counter row last,
 * in its last statement (so call it last: the restaurant's other payments wait for the counter until commit).
 * Under the bill's lock, so in as few round trips as it can: the facts in one read (none when the lock's
 * statement read them: `known`), the numbered insert.
 */
export async function issueInvoiceForPayment(
  trx: Database,
  paymentId: number,
  known?: InvoiceFacts,
): Promise<IssuedInvoice> {
  const plan = await planInvoiceForPayment(trx, paymentId, known);
  if ('issued' in plan) return plan.issued;
  return plan.finish(trx, await insertNumberedInvoice(trx, plan.values));
}

/**
 * The invoice of an order's own payment, issued by the very UPDATE that completes the payment: its row is
 * computed now (from the facts the bill's lock statement read, before the payment moved), and its numbered
 * insert rides on that UPDATE as a statement of its own (`numberedInvoiceAfter`), inserting only if the
 * UPDATE moved the row. One round trip less under the bill's lock than the UPDATE and then
 * `issueInvoiceForPayment`. Undefined when the payment already has its invoice (the usual path finds it).
 */
export async function invoiceRiderFor(trx: Database, paymentId: number, facts: InvoiceFacts) {
  const plan = await planInvoiceForPayment(trx, paymentId, facts);
  if ('issued' in plan) return undefined;
  const shape = rowShape(plan.values);
  return {
    shape: `invoices.numberedAfter:${shape.columns}`,
    args: shape.args,
    ride: <R>(moved: Compilable<R>, slots: readonly unknown[]) =>
      numberedInvoiceAfter(trx, moved, shape.row(slots)),
    /** After the ridden statement, with the row it answered (the invoice's columns in it). */
    finish: (trx: Database, answered: Record<string, unknown>) =>
      plan.finish(trx, numberedInvoiceOf(answered)).then((issued) => issued.invoiceId),
  };
}
