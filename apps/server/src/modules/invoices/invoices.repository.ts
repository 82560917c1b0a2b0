import type { Insertable } from 'kysely';
import { sql } from 'kysely';
import { runShape } from '../../db/database';
import type { Database, InvoicesTable } from '../../db/schema';

export function findPayment(trx: Database, paymentId: number) {
  return trx
    .selectFrom('payments')
    .select([
      'id',
      'restaurantId',
      'orderId',
      'amountHalalas',
      'tipHalalas',
      'status',
      'splitType',
      'peoplePaidFor',
      'splitTotalPeople',
      'method',
    ])
    .where('id', '=', paymentId)
    .executeTakeFirst();
}

/**
 * Everything issuing a payment's invoice reads, in ONE query (it runs under the bill's lock): the payment,
 * its invoice if it has one already, its order and its lines, the seller (the restaurant) and whether it
 * signs in ZATCA Phase 2.
 */
export async function findInvoiceFacts(trx: Database, paymentId: number) {
  // Built once (db/database.ts, runShape): every settled share issues an invoice.
  const [row] = await runShape(trx, 'invoices.facts', [paymentId] as const, (id) =>
    trx
      .selectFrom('payments as p')
      .innerJoin('restaurants as r', 'r.id', 'p.restaurantId')
      .leftJoin('invoices as i', 'i.paymentId', 'p.id')
      .leftJoin('orders as o', 'o.id', 'p.orderId')
      .select([
        'p.id',
        'p.restaurantId',
        'p.orderId',
        'p.amountHalalas',
        'p.tipHalalas',
        'p.status',
        'p.splitType',
        'p.peoplePaidFor',
        'p.splitTotalPeople',
        'p.method',
        'i.publicId as invoicePublicId',
        'i.invoiceNumber',
        'o.orderNumber',
        'o.subtotalHalalas',
        'o.discountHalalas',
        'o.taxHalalas',
        'o.totalHalalas',
        'r.name as sellerName',
        'r.nameAr as sellerNameAr',
        'r.vatNumber',
        'r.pricingMode',
        // Whether the restaurant has a ZATCA EGS unit (Phase 2): without one, queuing costs no round trip.
        (eb) =>
          eb
            .exists(
              eb
                .selectFrom('zatcaEgsUnits as z')
                .select('z.id')
                .whereRef('z.restaurantId', '=', 'p.restaurantId'),
            )
            .as('hasEgs'),
        // The order's lines as listOrderItems reads them, in the same round trip (keys named as it names them).
        sql<OrderItemRow[]>`coalesce((
        SELECT json_agg(json_build_object('id', oi.id, 'name', oi.name, 'nameAr', oi.name_ar,
          'options', oi.options, 'quantity', oi.quantity - adj.units,
          'lineTotalHalalas', oi.line_total_halalas / oi.quantity * (oi.quantity - adj.units))
          ORDER BY oi.id)
        FROM order_items oi CROSS JOIN LATERAL ${ADJUSTED_UNITS} adj
        WHERE oi.order_id = p.order_id AND oi.quantity > adj.units), '[]'::json)`.as('items'),
      ])
      .where('p.id', '=', id),
  );
  return row;
}

export function findInvoiceByPayment(trx: Database, paymentId: number) {
  return trx
    .selectFrom('invoices')
    .select(['publicId', 'invoiceNumber'])
    .where('paymentId', '=', paymentId)
    .executeTakeFirst();
}

export function findSeller(trx: Database, restaurantId: number) {
  return trx
    .selectFrom('restaurants')
    .select(['name', 'nameAr', 'vatNumber', 'pricingMode'])
    .where('id', '=', restaurantId)
    .executeTakeFirstOrThrow();
}

export function findOrderForInvoice(trx: Database, orderId: number) {
  return trx
    .selectFrom('orders')
    .select([
      'id',
      'restaurantId',
      'orderNumber',
      'subtotalHalalas',
      'discountHalalas',
      'taxHalalas',
      'totalHalalas',
    ])
    .where('id', '=', orderId)
    .executeTakeFirstOrThrow();
}

type OrderItemRow = Awaited<ReturnType<typeof listOrderItems>>[number];

/**
 * Units of a line (`oi`) voided or comped (issue 29 item 5): not sold, so not on its invoice. A line's total is
 * its unit price × quantity, so what is left of it is exact.
 */
const ADJUSTED_UNITS = sql`(SELECT coalesce(sum(a.quantity), 0)::int AS units FROM order_item_adjustments a
  WHERE a.order_item_id = oi.id AND a.status = 'approved')`;

/** The order's lines as sold: less their voided and comped units, a line given up whole left out. */
export function listOrderItems(trx: Database, orderId: number) {
  return trx
    .selectFrom('orderItems as oi')
    .innerJoinLateral(
      () => sql`${ADJUSTED_UNITS}`.as('adj'),
      (join) => join.onTrue(),
    )
    .select([
      'oi.id',
      'oi.name',
      'oi.nameAr',
      'oi.options',
      sql<number>`oi.quantity - adj.units`.as('quantity'),
      sql<number>`oi.line_total_halalas / oi.quantity * (oi.quantity - adj.units)`.as('lineTotalHalalas'),
    ])
    .where('oi.orderId', '=', orderId)
    .where(sql<boolean>`oi.quantity > adj.units`)
    .orderBy('oi.id')
    .execute();
}

export function listAllocations(trx: Database, paymentId: number) {
  return trx
    .selectFrom('paymentItemAllocations')
    .select(['orderItemId', 'amountHalalas', 'sharedBy'])
    .where('paymentId', '=', paymentId)
    .orderBy('orderItemId')
    .execute();
}

/**
 * The table's shared even split (pending payments), for a payment that does not carry its own head count:
 * it names the share "k of n".
 */
export async function evenSplitPeople(trx: Database, orderId: number): Promise<number | null> {
  const row = await trx
    .selectFrom('splitConfigurations')
    .select('totalPeople')
    .where('orderId', '=', orderId)
    .where('type', '=', 'evenly')
    .orderBy('isActive', 'desc')
    .orderBy('id', 'desc')
    .executeTakeFirst();
  return row?.totalPeople ?? null;
}

/**
 * The next invoice number of a restaurant. The upsert holds the counter row's lock until the caller's
 * transaction ends: issuers queue one by one, and a rolled-back payment gives its number back (no gaps).
 */
export async function nextInvoiceNumber(trx: Database, restaurantId: number): Promise<number> {
  const row = await trx
    .insertInto('invoiceCounters')
    .values({ restaurantId, lastNumber: 1 })
    .onConflict((oc) =>
      oc.column('restaurantId').doUpdateSet({ lastNumber: sql<number>`invoice_counters.last_number + 1` }),
    )
    .returning('lastNumber')
    .executeTakeFirstOrThrow();
  return row.lastNumber;
}

/**
 * Takes the restaurant's next invoice number and inserts the invoice with it in ONE statement (the
 * nextInvoiceNumber upsert as a CTE): the counter row is locked from here to the caller's commit, and
 * with nothing else after it the restaurant's issuers wait for one statement and a commit each.
 */
export async function insertNumberedInvoice(
  trx: Database,
  values: Omit<Insertable<InvoicesTable>, 'invoiceNumber'> & { restaurantId: number },
) {
  // One shape per set of columns given (a share's invoice always gives the same), built once.
  const keys = Object.keys(values).filter((k) => values[k as keyof typeof values] !== undefined);
  const args = keys.map((k) => values[k as keyof typeof values]);
  const at = keys.indexOf('restaurantId');
  const [row] = await runShape(trx, `invoices.insertNumbered:${keys.join()}`, args, (...slots) => {
    const given = Object.fromEntries(keys.map((k, i) => [k, slots[i]])) as typeof values;
    return trx
      .with('counter', (db) =>
        db
          .insertInto('invoiceCounters')
          .values({ restaurantId: slots[at] as number, lastNumber: 1 })
          .onConflict((oc) =>
            oc
              .column('restaurantId')
              .doUpdateSet({ lastNumber: sql<number>`invoice_counters.last_number + 1` }),
          )
          .returning('lastNumber'),
      )
      .insertInto('invoices')
      .values((eb) => ({ ...given, invoiceNumber: eb.selectFrom('counter').select('lastNumber') }))
      .returning(['id', 'publicId', 'invoiceNumber']);
  });
  if (!row) throw new Error('insertNumberedInvoice: no row came back');
  return row;
}

export function insertInvoice(trx: Database, values: Insertable<InvoicesTable>) {
  return trx
    .insertInto('invoices')
    .values(values)
    .returning(['id', 'publicId', 'invoiceNumber'])
    .executeTakeFirstOrThrow();
}

/** The parts of a table payment, one per order it pays, in order id order. */
export function listTablePaymentParts(trx: Database, parentId: number) {
  return trx
    .selectFrom('payments')
    .select(['id'])
    .where('parentPaymentId', '=', parentId)
    .orderBy('orderId')
    .execute();
}

/**
 * A signed Phase 2 document's QR (tags 1–9) and VAT replace the row's Phase 1 ones: the diner's page, the
 * receipt and the reports show what ZATCA received (its VAT is round(net × 15 %), docs/zatca.md).
 */
export async function applyPhase2(
  trx: Database,
  doc: { kind: 'invoice' | 'credit_note'; sourceId: number; qr: string; vat: number },
): Promise<void> {
  const table = doc.kind === 'invoice' ? 'invoices' : 'creditNotes';
  await trx
    .updateTable(table)
    .set({ zatcaQr: doc.qr, vatHalalas: doc.vat })
    .where('id', '=', doc.sourceId)
    .execute();
}

/** An invoice's whole row, locked until the caller commits (a reissue reads and replaces it). */
export function lockInvoice(trx: Database, invoiceId: number) {
  return trx.selectFrom('invoices').selectAll().where('id', '=', invoiceId).forUpdate().executeTakeFirst();
}

/** The payment's method (cash or a card): the corrected invoice states the same means of payment. */
export async function paymentMethodOf(trx: Database, paymentId: number | null): Promise<string | null> {
  if (paymentId === null) return null;
  const row = await trx
    .selectFrom('payments')
    .select('method')
    .where('id', '=', paymentId)
    .executeTakeFirst();
  return row?.method ?? null;
}

/**
 * The rejected invoice gives its payment up (invoices.payment_id is unique) before the corrected one takes
 * it, and then names the corrected one.
 */
export async function releaseInvoicePayment(trx: Database, invoiceId: number): Promise<void> {
  await trx.updateTable('invoices').set({ paymentId: null }).where('id', '=', invoiceId).execute();
}

export async function markSuperseded(trx: Database, invoiceId: number, by: number): Promise<void> {
  await trx.updateTable('invoices').set({ supersededByInvoiceId: by }).where('id', '=', invoiceId).execute();
}
