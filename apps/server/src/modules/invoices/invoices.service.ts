import { encodeZatcaQr, type Halalas, halalas, type PricingMode } from '@sufra/domain';
import type { Database } from '../../db/schema';
import {
  allocationLine,
  type InvoiceAmounts,
  perItemAmounts,
  type ShareKind,
  singleShareAmounts,
  wholeOrderAmounts,
} from './invoice-amounts';
import { invoiceTimestamp } from './invoice-time';
import {
  evenSplitPeople,
  findInvoiceByPayment,
  findOrderForInvoice,
  findPayment,
  findSeller,
  insertInvoice,
  listAllocations,
  listOrderItems,
  nextInvoiceNumber,
} from './invoices.repository';

export interface IssuedInvoice {
  /** The invoice's public uuid (what /show-invoice?id= and the public API take). */
  invoiceId: string;
  /** Sequential per restaurant, no gaps. */
  number: number;
}

/** One payment's invoice amounts on one order (a table payment's parts are read one by one). */
export async function amountsFor(
  trx: Database,
  payment: NonNullable<Awaited<ReturnType<typeof findPayment>>>,
  orderId: number,
  mode: PricingMode,
): Promise<InvoiceAmounts> {
  const order = await findOrderForInvoice(trx, orderId);
  const paid: Halalas = halalas(payment.amountHalalas);
  const items = await listOrderItems(trx, orderId);
  // Paying the whole bill in one go (whatever the button was called): the order's own lines and totals.
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
  // A part of the bill: one line. Listing the order's items again would invoice the same supply twice
  // across the payers' invoices; the shares' invoices add up to the order instead.
  let share: ShareKind = { kind: 'custom' };
  if (payment.splitType === 'evenly')
    share = {
      kind: 'even',
      peoplePaidFor: payment.peoplePaidFor ?? 1,
      // A direct payment records its split's head count; a shared split keeps it in split_configurations.
      totalPeople: payment.splitTotalPeople ?? (await evenSplitPeople(trx, orderId)),
    };
  else if (payment.splitType === 'remaining' || payment.splitType === 'full') share = { kind: 'remaining' };
  return singleShareAmounts(order.orderNumber, share, paid, mode);
}

/**
 * Issues the simplified tax invoice of one completed payment, INSIDE the caller's transaction (the payments
 * service calls it in the transaction that marks the payment completed, after setting status = 'completed'
 * and order_id). Idempotent: a payment that already has its invoice gets that one back. The invoice number
 * comes from the restaurant's counter row, locked until the caller commits, so a rolled-back payment leaves
 * no hole. Lock order for callers: take your payment/order locks first; this takes the counter row last.
 */
export async function issueInvoiceForPayment(trx: Database, paymentId: number): Promise<IssuedInvoice> {
  const existing = await findInvoiceByPayment(trx, paymentId);
  if (existing) return { invoiceId: existing.publicId, number: existing.invoiceNumber };
  const payment = await findPayment(trx, paymentId);
  if (!payment) throw new Error(`issueInvoiceForPayment: payment ${paymentId} does not exist`);
  if (payment.status !== 'completed')
    throw new Error(`issueInvoiceForPayment: payment ${paymentId} is ${payment.status}, not completed`);
  if (payment.orderId === null)
    throw new Error(`issueInvoiceForPayment: payment ${paymentId} has no order yet (create the order first)`);

  const seller = await findSeller(trx, payment.restaurantId);
  const amounts = await amountsFor(trx, payment, payment.orderId, seller.pricingMode);
  const timestamp = invoiceTimestamp(new Date());
  const sellerName = seller.nameAr.trim() || seller.name;
  const zatcaQr = encodeZatcaQr({
    sellerName,
    vatNumber: seller.vatNumber ?? '',
    timestamp,
    total: amounts.total,
    vatTotal: amounts.vat,
  });
  const invoiceNumber = await nextInvoiceNumber(trx, payment.restaurantId);
  const row = await insertInvoice(trx, {
    restaurantId: payment.restaurantId,
    invoiceNumber,
    orderId: payment.orderId,
    paymentId: payment.id,
    sellerName: seller.name,
    sellerNameAr: seller.nameAr,
    vatNumber: seller.vatNumber,
    pricingMode: seller.pricingMode,
    lines: JSON.stringify(amounts.lines),
    subtotalHalalas: amounts.subtotal,
    discountHalalas: amounts.discount,
    vatHalalas: amounts.vat,
    tipHalalas: payment.tipHalalas,
    totalHalalas: amounts.total,
    zatcaQr,
    issuedAt: timestamp,
  });
  return { invoiceId: row.publicId, number: row.invoiceNumber };
}
