import type { CreditNoteBucket, InvoiceBucket, PaidOrdersBucket } from '@sufra/domain';
import { sql } from 'kysely';
import type { Database, InvoiceLineSnapshot } from '../../db/schema';

/**
 * The reports' reads (docs/decisions.md, "Reports (issue 12 item 5)"). Every query is one restaurant's and
 * one period's: [start, end) as instants, the restaurant's zone only naming the hour of day. Sums are int8,
 * which the database layer reads as numbers.
 */

export interface Period {
  restaurantId: number;
  start: Date;
  end: Date;
  timeZone: string;
}

type PaymentMethod = 'hosted_page' | 'apple_pay' | 'card_payment' | 'cash' | 'card_terminal';

/*
 * Every invoice has its payment and its order (issueInvoiceForPayment refuses otherwise), and so has every
 * credit note. The sums still join them leniently, reading a missing one as a card on a table, so the
 * period's totals (and its VAT) never lose a tax document over it.
 */
const METHOD = sql<PaymentMethod>`coalesce(pay.method, 'hosted_page')`;
const TYPE = sql<'table' | 'takeaway'>`coalesce(o.type, 'table')`;

export async function findRestaurantZone(trx: Database, restaurantId: number): Promise<string | null> {
  const row = await trx
    .selectFrom('restaurants')
    .select('timezone')
    .where('id', '=', restaurantId)
    .executeTakeFirst();
  return row?.timezone ?? null;
}

/** The period's invoices summed per (local hour, payment method, order type). */
export async function invoiceSums(trx: Database, p: Period) {
  const { rows } = await sql<Omit<InvoiceBucket, 'method'> & { method: PaymentMethod }>`
    select extract(hour from i.issued_at at time zone ${p.timeZone})::int as "hour",
           ${METHOD} as "method", ${TYPE} as "orderType", count(*)::int as "count",
           sum(i.total_halalas)::bigint as "total", sum(i.vat_halalas)::bigint as "vat",
           sum(i.tip_halalas)::bigint as "tip"
      from invoices i
      left join payments pay on pay.id = i.payment_id
      left join orders o on o.id = i.order_id
     where i.restaurant_id = ${p.restaurantId} and i.issued_at >= ${p.start} and i.issued_at < ${p.end}
     group by 1, 2, 3`.execute(trx);
  return rows;
}

/** The period's credit notes summed per (payment method, order type). */
export async function creditNoteSums(trx: Database, p: Period) {
  const { rows } = await sql<Omit<CreditNoteBucket, 'method'> & { method: PaymentMethod }>`
    select ${METHOD} as "method", ${TYPE} as "orderType", count(*)::int as "count",
           sum(c.total_halalas)::bigint as "total", sum(c.vat_halalas)::bigint as "vat",
           sum(c.tip_halalas)::bigint as "tip"
      from credit_notes c
      join invoices i on i.id = c.invoice_id
      left join payments pay on pay.id = coalesce(c.payment_id, i.payment_id)
      left join orders o on o.id = coalesce(c.order_id, i.order_id)
     where c.restaurant_id = ${p.restaurantId} and c.issued_at >= ${p.start} and c.issued_at < ${p.end}
     group by 1, 2`.execute(trx);
  return rows;
}

/**
 * The orders paid in the period: first invoiced in it (a table payment's invoice pays each order its parts
 * name) and not cancelled. Each order counts on one day only, even when its shares were paid across midnight.
 */
const paidOrders = (p: Period) => sql`
  with order_invoices as (
    select coalesce(part.order_id, i.order_id) as order_id, i.issued_at
      from invoices i
      left join payments part on part.parent_payment_id = i.payment_id
     where i.restaurant_id = ${p.restaurantId} and i.issued_at < ${p.end}
  ), firsts as (
    select order_id, min(issued_at) as first_at from order_invoices group by order_id
  )
  select o.id, o.type, o.discount_halalas
    from firsts f
    join orders o on o.id = f.order_id
   where f.first_at >= ${p.start} and o.status <> 'cancelled' and o.restaurant_id = ${p.restaurantId}`;

export async function paidOrderCounts(trx: Database, p: Period) {
  const { rows } = await sql<PaidOrdersBucket & { discounts: number }>`
    select po.type as "orderType", count(*)::int as "orders",
           coalesce(sum(po.discount_halalas), 0)::bigint as "discounts"
      from (${paidOrders(p)}) po
     group by 1`.execute(trx);
  return rows;
}

/**
 * The paid orders' best sellers: quantity and revenue (line totals as ordered, before the order's discount),
 * less the units voided or comped (issue 29 item 5: not sold; a line's total is its unit price × quantity).
 */
export async function topItems(trx: Database, p: Period, limit: number) {
  const { rows } = await sql<{ name: string; nameAr: string; quantity: number; revenue: number }>`
    select oi.name as "name", oi.name_ar as "nameAr", sum(oi.quantity - adj.units)::bigint as "quantity",
           sum(oi.line_total_halalas / oi.quantity * (oi.quantity - adj.units))::bigint as "revenue"
      from (${paidOrders(p)}) po
      join order_items oi on oi.order_id = po.id
      cross join lateral (select coalesce(sum(a.quantity), 0) as units from order_item_adjustments a
        where a.order_item_id = oi.id and a.status = 'approved') adj
     where oi.quantity > adj.units
     group by oi.name, oi.name_ar
     order by 4 desc, 3 desc, 1
     limit ${limit}`.execute(trx);
  return rows;
}

/** Payments (the charges, not a table payment's parts) that took money in the period, oldest first. */
export async function paymentRows(trx: Database, p: Period) {
  const { rows } = await sql<{
    publicId: string;
    at: Date;
    status: 'completed' | 'authorized' | 'voided';
    method: PaymentMethod;
    gateway: 'sandbox' | 'moyasar' | 'at_restaurant';
    amount: number;
    tip: number;
    refundedAt: Date | null;
    orderNumber: number | null;
    orderType: 'table' | 'takeaway' | null;
    tableNumber: number | null;
    invoiceNumber: number | null;
  }>`
    select pay.public_id as "publicId", coalesce(pay.paid_at, pay.created_at) as "at", pay.status as "status",
           pay.method as "method", pay.gateway as "gateway", pay.amount_halalas as "amount",
           pay.tip_halalas as "tip", pay.refunded_at as "refundedAt", o.order_number as "orderNumber",
           coalesce(o.type, case when pay.table_id is not null then 'table' end) as "orderType",
           t.number as "tableNumber", i.invoice_number as "invoiceNumber"
      from payments pay
      left join orders o on o.id = pay.order_id
      left join tables t on t.id = coalesce(pay.table_id, o.table_id)
      left join invoices i on i.payment_id = pay.id
     where pay.restaurant_id = ${p.restaurantId} and pay.parent_payment_id is null
       and pay.status in ('completed', 'authorized', 'voided')
       and coalesce(pay.paid_at, pay.created_at) >= ${p.start} and coalesce(pay.paid_at, pay.created_at) < ${p.end}
     order by 2, pay.id`.execute(trx);
  return rows;
}

export async function invoiceRows(trx: Database, p: Period) {
  const { rows } = await sql<{
    publicId: string;
    invoiceNumber: number;
    issuedAt: Date;
    orderNumber: number;
    orderType: 'table' | 'takeaway';
    method: PaymentMethod;
    lines: InvoiceLineSnapshot[];
    subtotal: number;
    discount: number;
    vat: number;
    total: number;
    tip: number;
  }>`
    select i.public_id as "publicId", i.invoice_number as "invoiceNumber", i.issued_at as "issuedAt",
           o.order_number as "orderNumber", o.type as "orderType", pay.method as "method", i.lines as "lines",
           i.subtotal_halalas as "subtotal", i.discount_halalas as "discount", i.vat_halalas as "vat",
           i.total_halalas as "total", i.tip_halalas as "tip"
      from invoices i
      join payments pay on pay.id = i.payment_id
      join orders o on o.id = i.order_id
     where i.restaurant_id = ${p.restaurantId} and i.issued_at >= ${p.start} and i.issued_at < ${p.end}
     order by i.invoice_number`.execute(trx);
  return rows;
}

export async function creditNoteRows(trx: Database, p: Period) {
  const { rows } = await sql<{
    publicId: string;
    creditNoteNumber: number;
    issuedAt: Date;
    invoiceNumber: number;
    orderNumber: number;
    orderType: 'table' | 'takeaway';
    method: PaymentMethod;
    lines: InvoiceLineSnapshot[];
    subtotal: number;
    discount: number;
    vat: number;
    total: number;
    tip: number;
  }>`
    select c.public_id as "publicId", c.credit_note_number as "creditNoteNumber", c.issued_at as "issuedAt",
           i.invoice_number as "invoiceNumber", o.order_number as "orderNumber", o.type as "orderType",
           pay.method as "method", coalesce(c.lines, i.lines) as "lines", c.subtotal_halalas as "subtotal",
           c.discount_halalas as "discount", c.vat_halalas as "vat", c.total_halalas as "total",
           c.tip_halalas as "tip"
      from credit_notes c
      join invoices i on i.id = c.invoice_id
      join payments pay on pay.id = coalesce(c.payment_id, i.payment_id)
      join orders o on o.id = coalesce(c.order_id, i.order_id)
     where c.restaurant_id = ${p.restaurantId} and c.issued_at >= ${p.start} and c.issued_at < ${p.end}
     order by c.credit_note_number`.execute(trx);
  return rows;
}

/** Voids and comps approved in the period (issue 29 item 5), by kind: how many, their units, their amount. */
export async function adjustmentSums(trx: Database, p: Period) {
  const { rows } = await sql<{ kind: 'void' | 'comp'; count: number; units: number; amount: number }>`
    select a.kind as "kind", count(*)::int as "count", sum(a.quantity)::bigint as "units",
           sum(a.amount_halalas)::bigint as "amount"
      from order_item_adjustments a
     where a.restaurant_id = ${p.restaurantId} and a.status = 'approved'
       and a.decided_at >= ${p.start} and a.decided_at < ${p.end}
     group by 1`.execute(trx);
  return rows;
}
