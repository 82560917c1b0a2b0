import type { Compilable, Insertable, RawBuilder, Selectable } from 'kysely';
import { sql } from 'kysely';
import { rowShape, runShape } from '../../db/database';
import type { Database, InvoicesTable, PaymentsTable, RestaurantsTable } from '../../db/schema';

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

/** Everything issuing a payment's invoice reads (invoiceFactsOf). */
export interface InvoiceFacts {
  id: number;
  restaurantId: number;
  orderId: number | null;
  amountHalalas: number;
  tipHalalas: number;
  status: Selectable<PaymentsTable>['status'];
  splitType: Selectable<PaymentsTable>['splitType'];
  peoplePaidFor: number | null;
  splitTotalPeople: number | null;
  method: Selectable<PaymentsTable>['method'];
  invoicePublicId: string | null;
  invoiceNumber: number | null;
  orderNumber: number | null;
  subtotalHalalas: number | null;
  discountHalalas: number | null;
  taxHalalas: number | null;
  totalHalalas: number | null;
  /** The order's version as these facts read it: a lock statement that selects them compares it. */
  orderVersion: number | null;
  sellerName: string;
  sellerNameAr: string;
  vatNumber: string | null;
  pricingMode: Selectable<RestaurantsTable>['pricingMode'];
  /** Whether the restaurant has a ZATCA EGS unit (Phase 2): without one, queuing costs no round trip. */
  hasEgs: boolean;
  /** The order's lines as listOrderItems reads them (keys named as it names them). */
  items: OrderItemRow[];
}

/**
 * Everything issuing a payment's invoice reads, as ONE value (it runs under the bill's lock): the payment,
 * its invoice if it has one already, its order and its lines, the seller (the restaurant) and whether it
 * signs in ZATCA Phase 2. An expression, so the bill's lock statement can select it in its own round trip
 * (settle-payment.repository's lockBillTotal); `paymentId` stays a parameter there (db/database.ts, runShape).
 */
export function invoiceFactsOf(paymentId: unknown): RawBuilder<InvoiceFacts | null> {
  return sql<InvoiceFacts | null>`(SELECT json_build_object(
      'id', p.id, 'restaurantId', p.restaurant_id, 'orderId', p.order_id,
      'amountHalalas', p.amount_halalas, 'tipHalalas', p.tip_halalas, 'status', p.status,
      'splitType', p.split_type, 'peoplePaidFor', p.people_paid_for,
      'splitTotalPeople', p.split_total_people, 'method', p.method,
      'invoicePublicId', i.public_id, 'invoiceNumber', i.invoice_number,
      'orderNumber', o.order_number, 'subtotalHalalas', o.subtotal_halalas,
      'discountHalalas', o.discount_halalas, 'taxHalalas', o.tax_halalas, 'totalHalalas', o.total_halalas,
      'orderVersion', o.version,
      'sellerName', r.name, 'sellerNameAr', r.name_ar, 'vatNumber', r.vat_number,
      'pricingMode', r.pricing_mode,
      'hasEgs', EXISTS (SELECT 1 FROM zatca_egs_units z WHERE z.restaurant_id = p.restaurant_id),
      'items', coalesce((
        SELECT json_agg(json_build_object('id', oi.id, 'name', oi.name, 'nameAr', oi.name_ar,
          'options', oi.options, 'quantity', oi.quantity - adj.units,
          'lineTotalHalalas', oi.line_total_halalas / oi.quantity * (oi.quantity - adj.units))
          ORDER BY oi.id)
        FROM order_items oi CROSS JOIN LATERAL ${ADJUSTED_UNITS} adj
        WHERE oi.order_id = p.order_id AND oi.quantity > adj.units), '[]'::json))
    FROM payments p
    JOIN restaurants r ON r.id = p.restaurant_id
    LEFT JOIN invoices i ON i.payment_id = p.id
    LEFT JOIN orders o ON o.id = p.order_id
    WHERE p.id = ${paymentId})`;
}

/** invoiceFactsOf, alone in a round trip of its own. */
export async function findInvoiceFacts(trx: Database, paymentId: number): Promise<InvoiceFacts | undefined> {
  // Built once (db/database.ts, runShape): every settled share issues an invoice.
  const [row] = await runShape(trx, 'invoices.facts', [paymentId] as const, (id) =>
    trx.selectNoFrom(invoiceFactsOf(id).as('facts')),
  );
  return row?.facts ?? undefined;
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

/** An invoice's row before its number: the number is the restaurant's counter's, taken as it is inserted. */
export type NumberedInvoiceValues = Omit<Insertable<InvoicesTable>, 'invoiceNumber'> & {
  restaurantId: number;
};

/** What a numbered insert answers. */
export interface NumberedInvoiceRow {
  id: number;
  publicId: string;
  invoiceNumber: number;
}

/**
 * `moved` (another module's UPDATE … RETURNING, of the payment the invoice is for) with the numbered insert
 * riding on it, as ONE statement: the counter is taken and the invoice inserted only if `moved` answered its
 * row; nothing moved, no row and no number taken. Answers `moved`'s columns and the invoice's
 * (`invoice_id`, `invoice_public_id`, `invoice_number`). The counter's part reads `moved`'s answer, so the
 * payment's row is written (and locked) before the counter's row is: the lock order of docs/architecture.md.
 */
export function numberedInvoiceAfter<R>(
  trx: Database,
  moved: Compilable<R>,
  values: NumberedInvoiceValues,
): Compilable<R & { invoiceId: number; invoicePublicId: string; invoiceNumber: number }> {
  const columns = Object.keys(values) as (keyof NumberedInvoiceValues)[];
  const statement = sql<R & { invoiceId: number; invoicePublicId: string; invoiceNumber: number }>`
    WITH moved AS (${moved}),
    counter AS (
      INSERT INTO invoice_counters (restaurant_id, last_number) SELECT ${values.restaurantId}, 1 FROM moved
      ON CONFLICT (restaurant_id) DO UPDATE SET last_number = invoice_counters.last_number + 1
      RETURNING last_number
    ),
    issued AS (
      INSERT INTO invoices (${sql.join(columns.map((c) => sql.ref(c)))}, invoice_number)
      SELECT ${sql.join(columns.map((c) => values[c]))}, counter.last_number FROM counter
      RETURNING id, public_id, invoice_number
    )
    SELECT moved.*, issued.id AS invoice_id, issued.public_id AS invoice_public_id,
      issued.invoice_number AS invoice_number
    FROM moved LEFT JOIN issued ON true`;
  return { compile: () => statement.compile(trx) };
}

/** The invoice's columns of what `numberedInvoiceAfter` answered (camel-cased). */
export function numberedInvoiceOf(answered: Record<string, unknown>): NumberedInvoiceRow {
  const { invoiceId, invoicePublicId, invoiceNumber } = answered;
  if (
    typeof invoiceId !== 'number' ||
    typeof invoicePublicId !== 'string' ||
    typeof invoiceNumber !== 'number'
  )
    throw new Error('numberedInvoiceAfter: its statement moved the payment but issued no invoice');
  return { id: invoiceId, publicId: invoicePublicId, invoiceNumber };
}

/**
 * Takes the restaurant's next invoice number and inserts the invoice with it in ONE statement (the
 * nextInvoiceNumber upsert as a CTE): the counter row is locked from here to the caller's commit, and
 * with nothing else after it the restaurant's issuers wait for one statement and a commit each.
 */
export async function insertNumberedInvoice(trx: Database, values: NumberedInvoiceValues) {
  // One shape per set of columns given (a share's invoice always gives the same), built once.
  const shape = rowShape(values);
  const [row] = await runShape(trx, `invoices.insertNumbered:${shape.columns}`, shape.args, (...slots) => {
    const given = shape.row(slots);
    return trx
      .with('counter', (db) =>
        db
          .insertInto('invoiceCounters')
          .values({ restaurantId: given.restaurantId, lastNumber: 1 })
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
