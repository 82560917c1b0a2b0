import {
  adjustedLineTotal,
  allocateProportionally,
  halalas,
  type Language,
  type OrderStatus,
  orderPaymentStatus,
} from '@sufra/domain';
import type { OrderItem, OrderSummary, StaffOrder } from '@sufra/domain/contracts';
import type { Database } from '../../db/schema';
import type { SufraEvent, SufraEventType } from '../../platform/realtime/event-bus';
import { creditNotesOfOrders } from '../invoices';
import {
  listOrderItems,
  type OrderItemRow,
  type OrderRow,
  paidAmounts,
  refundedAmounts,
  type TipShareRow,
  tipShares,
} from './orders.repository';

/** What the line costs now: its approved voids and comps are off it (issue 29 item 5). */
export function lineTotalNow(row: Pick<OrderItemRow, 'quantity' | 'lineTotalHalalas' | 'voided' | 'comped'>) {
  return adjustedLineTotal({
    quantity: row.quantity,
    lineTotal: halalas(row.lineTotalHalalas),
    adjusted: Number(row.voided) + Number(row.comped),
  });
}

export function toItem(row: OrderItemRow, index: number): OrderItem {
  return {
    index,
    itemId: row.menuItemId,
    name: row.name,
    nameAr: row.nameAr,
    unitPrice: row.unitPriceHalalas,
    quantity: row.quantity,
    options: row.options.map((o) => ({
      groupId: o.groupId,
      optionId: o.optionId,
      groupName: o.groupName,
      groupNameAr: o.groupNameAr,
      name: o.name,
      nameAr: o.nameAr,
      price: o.priceHalalas,
      quantity: o.quantity,
    })),
    specialInstructions: row.specialInstructions,
    lineTotal: lineTotalNow(row),
    voided: Number(row.voided),
    comped: Number(row.comped),
  };
}

/** Money facts of an order besides its lines: what counts toward it, what went back, its credit notes. */
interface OrderMoney {
  paid: number;
  /**
   * Tips paid with the shares (the bill shows them, not the order's own tip, which stays 0), those a
   * cancel refunded included: the bill of a cancelled order shows the tip its refund gave back.
   */
  tipsPaid: number;
  refunded: number;
  creditNotes: OrderSummary['creditNotes'];
}

function toOrderSummary(row: OrderRow, items: OrderItemRow[], money: OrderMoney): OrderSummary {
  const { paid, refunded } = money;
  return {
    id: row.publicId,
    restaurantId: row.restaurantId,
    orderNumber: row.orderNumber,
    status: row.status,
    orderType: row.type,
    tableNumber: row.tableNumber,
    items: items.map(toItem),
    itemCount: items.reduce((n, i) => n + i.quantity, 0),
    subtotal: row.subtotalHalalas,
    taxAmount: row.taxHalalas,
    discountAmount: row.discountHalalas,
    tipAmount: row.tipHalalas,
    tipsPaid: money.tipsPaid,
    total: row.totalHalalas,
    paidAmount: paid,
    refundedAmount: refunded,
    creditNotes: money.creditNotes,
    appliedCoupon: row.couponCode ? { code: row.couponCode, discount: row.discountHalalas } : null,
    estimatedMinutes: row.estimatedMinutes,
    paymentStatus: paymentStatusOf(row.totalHalalas, paid, row.status, refunded),
    notes: row.notes,
    language: row.customerLanguage as Language,
    version: row.version,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function paymentStatusOf(total: number, paid: number, status: OrderStatus, refunded = 0) {
  return orderPaymentStatus(halalas(total), halalas(paid), status, halalas(refunded));
}

/**
 * The tips an order's shares brought. A table payment's part that still counts brings its part of the
 * charge's tip, in proportion to the parts' amounts (as its refund would give back); a refunded part
 * recorded the tip it gave back.
 */
function tipsOf(shares: TipShareRow[]): number {
  let tips = 0;
  for (const share of shares) {
    const parts = share.chargeParts;
    if (share.status === 'voided' || share.parentPaymentId === null || !parts) {
      tips += share.tipHalalas;
      continue;
    }
    const spread = allocateProportionally(
      halalas(share.chargeTip ?? 0),
      parts.map((part) => part.amount),
    );
    tips += spread[parts.findIndex((part) => part.id === share.id)] ?? 0;
  }
  return tips;
}

/** An order row with its lines and its money, read for several orders at once. */
export interface OrderFacts {
  row: OrderRow;
  items: OrderItemRow[];
  money: OrderMoney;
}

/** The lines and money facts of several orders with five queries in all (not five per order). */
export async function loadOrderFacts(trx: Database, rows: OrderRow[]): Promise<OrderFacts[]> {
  const ids = rows.map((r) => r.id);
  const [items, paid, tips, refunded, notes] = await Promise.all([
    listOrderItems(trx, ids),
    paidAmounts(trx, ids),
    tipShares(trx, ids),
    refundedAmounts(trx, ids),
    creditNotesOfOrders(trx, ids),
  ]);
  const itemsByOrder = new Map<number, OrderItemRow[]>();
  for (const item of items) itemsByOrder.set(item.orderId, [...(itemsByOrder.get(item.orderId) ?? []), item]);
  const tipsByOrder = new Map<number, TipShareRow[]>();
  for (const share of tips)
    if (share.orderId !== null)
      tipsByOrder.set(share.orderId, [...(tipsByOrder.get(share.orderId) ?? []), share]);
  return rows.map((row) => ({
    row,
    items: itemsByOrder.get(row.id) ?? [],
    money: {
      paid: paid.get(row.id) ?? 0,
      tipsPaid: tipsOf(tipsByOrder.get(row.id) ?? []),
      refunded: refunded.get(row.id) ?? 0,
      creditNotes: notes
        .filter((n) => n.orderId === row.id)
        .map((n) => ({ id: n.publicId, number: n.creditNoteNumber, total: n.totalHalalas + n.tipHalalas })),
    },
  }));
}

/** Full summaries of several orders (staff's view: with the contact phone). */
export async function loadSummaries(
  trx: Database,
  rows: OrderRow[],
): Promise<(OrderSummary & { customerPhone: string | null })[]> {
  return (await loadOrderFacts(trx, rows)).map((f) => {
    const summary = toOrderSummary(f.row, f.items, f.money);
    // Staff see which lines have a void or comp waiting for a manager (issue 29 item 5).
    const items = summary.items.map((item, i) =>
      f.items[i]?.adjustmentPending ? { ...item, adjustmentPending: true } : item,
    );
    return { ...summary, items, customerPhone: f.row.customerPhone };
  });
}

/** The diner's view never carries the phone number (anyone at the table can read the order), nor staff notes. */
export function publicView({ customerPhone: _phone, ...summary }: StaffOrder): OrderSummary {
  return {
    ...summary,
    items: summary.items.map(({ adjustmentPending: _pending, ...item }) => item),
  };
}

/** What an order's event carries: fields of the order's own row (no items or sums to read for it). */
export type OrderDigest = Pick<
  OrderSummary,
  | 'id'
  | 'restaurantId'
  | 'tableNumber'
  | 'orderNumber'
  | 'orderType'
  | 'status'
  | 'total'
  | 'estimatedMinutes'
  | 'version'
  | 'updatedAt'
>;

/** The columns of the order's row (and its table's number) a digest is made of. */
export type OrderDigestRow = Pick<
  OrderRow,
  | 'publicId'
  | 'restaurantId'
  | 'tableNumber'
  | 'orderNumber'
  | 'type'
  | 'status'
  | 'totalHalalas'
  | 'estimatedMinutes'
  | 'version'
  | 'updatedAt'
>;

/** The digest from the order's row alone (a payment's event reads one row instead of the whole order). */
export const orderDigest = (row: OrderDigestRow): OrderDigest => ({
  id: row.publicId,
  restaurantId: row.restaurantId,
  tableNumber: row.tableNumber,
  orderNumber: row.orderNumber,
  orderType: row.type,
  status: row.status,
  total: row.totalHalalas,
  estimatedMinutes: row.estimatedMinutes,
  version: row.version,
  updatedAt: row.updatedAt.toISOString(),
});

/**
 * Realtime events carry a small digest, not the order: screens refetch what they show, and a digest
 * always fits PostgreSQL's NOTIFY limit.
 */
export function orderEvent(
  type: SufraEventType,
  order: OrderDigest,
  extra: Record<string, unknown> = {},
): SufraEvent {
  return {
    type,
    restaurantId: order.restaurantId,
    tableNumber: order.tableNumber,
    orderId: order.id,
    data: {
      id: order.id,
      orderNumber: order.orderNumber,
      orderType: order.orderType,
      status: order.status,
      total: order.total,
      estimatedMinutes: order.estimatedMinutes,
      version: order.version,
      updatedAt: order.updatedAt,
      ...extra,
    },
  };
}
