// The pay path done the simplest possible way, as the floor Sufra's own is measured against
// (bench/pay-floor.ts): plain Fastify and pg, named prepared statements, one pool connection per request.
//   node --import tsx bench/lib/pay-floor/reference-server.ts floor|card   (REF_DATABASE_URL, REF_SCHEMA)
// prints `listening <port>`. The request is a diner's tap as Sufra takes it: POST
// /api/public/orders/:publicId/payment with an idempotency key and an amount ('1.00').
// floor: the share settled in ONE transaction of 7 round trips: BEGIN; lock the order (an UPDATE that bumps
//   its version, so locking and updating are one statement); the bill's paid and held money; INSERT the
//   payment, completed; the gapless invoice number and the invoice with its QR (one statement); NOTIFY; COMMIT.
// card: what a card payment must do, 12 round trips: reserve (BEGIN; lock the order; the bill's money; INSERT
//   the payment, pending; COMMIT), the gateway's own row as Sufra's sandbox writes it for a token charged at
//   once (one INSERT), then settle (BEGIN; lock and bump the order; the payment pending → completed; the
//   invoice; NOTIFY; COMMIT). The reservation holds the money, so settling checks nothing again.
// GET /stats answers the round trips made so far (the bench divides them by the settled shares).
import { randomUUID } from 'node:crypto';
import Fastify from 'fastify';
import pg from 'pg';
import { REFERENCE_RESTAURANT_ID } from './reference-schema';

const mode = process.argv[2] === 'card' ? 'card' : 'floor';
const pool = new pg.Pool({
  connectionString: process.env.REF_DATABASE_URL,
  max: 10, // as Sufra's bench server (bench/lib/app-process.ts)
  options: `-c search_path=${process.env.REF_SCHEMA}`,
  application_name: process.env.PGAPPNAME ?? `pay-floor-${mode}`,
});
pg.types.setTypeParser(20, Number); // int8 money: below 2^53 here, as in Sufra

const SELLER = 'Test House';
const CHANNEL = 'pay_floor_events'; // not Sufra's channel: its listener must not hear these
let roundTrips = 0;

/** One round trip: a named statement (parsed and planned once per connection), or BEGIN/COMMIT/ROLLBACK. */
async function q<R extends pg.QueryResultRow>(
  c: pg.PoolClient,
  name: string,
  text: string,
  values?: unknown[],
) {
  roundTrips++;
  return values ? c.query<R>({ name, text, values }) : c.query<R>(text);
}

// Locking the order by updating it: the floor's lock and its "update the order" are one statement.
const LOCK_AND_BUMP = `UPDATE orders SET version = version + 1, updated_at = now() WHERE public_id = $1
  RETURNING id, order_number, status, total_halalas, estimated_minutes, version, updated_at`;
const LOCK_AND_BUMP_BY_ID = `UPDATE orders SET version = version + 1, updated_at = now() WHERE id = $1
  RETURNING id, order_number, status, total_halalas, estimated_minutes, version, updated_at`;
const LOCK_FOR_RESERVE = 'SELECT id, order_number, total_halalas FROM orders WHERE public_id = $1 FOR UPDATE';
// The bill's money paid or held, read after the lock (READ COMMITTED: a fresh snapshot sees every share
// committed before it). sum() of bigint is numeric, which pg answers as a string: cast back to bigint.
const TAKEN = `SELECT COALESCE(sum(amount_halalas), 0)::bigint AS taken FROM payments
  WHERE order_id = $1 AND status IN ('pending', 'completed')`;
// The floor's payment is settled as it is written; its gateway id ($3, a uuid) is as wide as a real one.
const INSERT_COMPLETED = `INSERT INTO payments (restaurant_id, order_id, gateway, gateway_payment_id, idempotency_key,
    method, amount_halalas, status, split_type, paid_at)
  VALUES ($1, $2, 'sandbox', $3, $4, 'card_payment', $5, 'completed', 'custom', now())
  RETURNING id, public_id`;
// The card floor's reservation: pending, holding its amount against the bill for 15 minutes.
const INSERT_PENDING = `INSERT INTO payments (restaurant_id, order_id, gateway, idempotency_key,
    method, amount_halalas, status, split_type, reserved_until)
  VALUES ($1, $2, 'sandbox', $3, 'card_payment', $4, 'pending', 'custom', now() + interval '15 minutes')
  RETURNING id, public_id`;
const GATEWAY_INSERT = `INSERT INTO sandbox_payments (given_id, amount_halalas, description, callback_url, metadata,
    source_type, status, message, card_brand, settled_at)
  VALUES ($1, $2, $3, $4, $5, 'token', 'paid', 'APPROVED', 'visa', now())
  ON CONFLICT (given_id) DO NOTHING RETURNING id`;
const SETTLE = `UPDATE payments SET status = 'completed', gateway_payment_id = $2, paid_at = now(),
    reserved_until = NULL, updated_at = now()
  WHERE id = $1 AND status = 'pending' RETURNING id`;
// The counter's row lock makes the number gapless: a rolled-back transaction gives its number back.
const INVOICE = `WITH n AS (
    UPDATE invoice_counters SET last_number = last_number + 1 WHERE restaurant_id = $1 RETURNING last_number
  )
  INSERT INTO invoices (restaurant_id, invoice_number, order_id, payment_id, seller_name, vat_number,
    subtotal_halalas, vat_halalas, total_halalas, zatca_qr, seller_name_ar, lines)
  SELECT $1, n.last_number, $2, $3, $4, '', $5, $6, $5, $7, $4, $8 FROM n
  RETURNING invoice_number`;
const NOTIFY = 'SELECT pg_notify($1, $2)';

/** ZATCA's simplified-invoice QR as Sufra stores it: base64 of TLV (seller, VAT number, time, total, VAT). */
function zatcaQr(total: number, vat: number): string {
  const fields = [SELLER, '', `${new Date().toISOString().slice(0, 19)}Z`, sar(total), sar(vat)];
  return Buffer.concat(
    fields.map((v, i) => {
      const b = Buffer.from(v);
      return Buffer.concat([Buffer.from([i + 1, b.length]), b]);
    }),
  ).toString('base64');
}
const sar = (h: number) => `${Math.trunc(h / 100)}.${String(h % 100).padStart(2, '0')}`;

/** The invoice of one settled share: VAT-inclusive 15 %, one line (as Sufra's snapshot of a custom share). */
async function invoice(c: pg.PoolClient, orderId: number, paymentId: number, amount: number) {
  const vat = Math.round((amount * 15) / 115);
  const lines = JSON.stringify([
    {
      name: 'Feast',
      nameAr: 'وليمة',
      details: 'part of the bill',
      quantity: 1,
      detailsAr: 'جزء من الفاتورة',
      totalHalalas: amount,
      unitPriceHalalas: amount,
    },
  ]);
  const values = [
    REFERENCE_RESTAURANT_ID,
    orderId,
    paymentId,
    SELLER,
    amount,
    vat,
    zatcaQr(amount, vat),
    lines,
  ];
  return (await q<{ invoice_number: number }>(c, 'invoice', INVOICE, values)).rows[0]?.invoice_number;
}

interface LockedOrder {
  id: number;
  order_number: number;
  status: string;
  total_halalas: number;
  estimated_minutes: number | null;
  version: number;
  updated_at: Date;
}

/** The order's event, shaped as Sufra's `order.updated` digest with the payment's id and status. */
function notify(c: pg.PoolClient, publicId: string, o: LockedOrder, paymentId: string) {
  const event = {
    type: 'order.updated',
    restaurantId: REFERENCE_RESTAURANT_ID,
    tableNumber: 1,
    orderId: publicId,
    data: {
      id: publicId,
      orderNumber: o.order_number,
      orderType: 'table',
      status: o.status,
      total: o.total_halalas,
      estimatedMinutes: o.estimated_minutes,
      version: o.version,
      updatedAt: o.updated_at.toISOString(),
      paymentId,
      paymentStatus: 'completed',
    },
  };
  return q(c, 'notify', NOTIFY, [CHANNEL, JSON.stringify(event)]);
}

class Refusal extends Error {
  constructor(readonly status: number) {
    super(String(status));
  }
}

/** Floor: the share settled in one transaction of 7 round trips. */
async function payFloor(c: pg.PoolClient, orderPublicId: string, key: string, amount: number) {
  await q(c, '', 'BEGIN');
  const order = (await q<LockedOrder>(c, 'lock-and-bump', LOCK_AND_BUMP, [orderPublicId])).rows[0];
  if (!order) throw new Refusal(404);
  const { taken } = (await q<{ taken: number }>(c, 'taken', TAKEN, [order.id])).rows[0] as { taken: number };
  if (taken + amount > order.total_halalas) throw new Refusal(409);
  const values = [REFERENCE_RESTAURANT_ID, order.id, randomUUID(), key, amount];
  const payment = (
    await q<{ id: number; public_id: string }>(c, 'insert-completed', INSERT_COMPLETED, values)
  ).rows[0] as { id: number; public_id: string };
  const invoiceNumber = await invoice(c, order.id, payment.id, amount);
  await notify(c, orderPublicId, order, payment.public_id);
  await q(c, '', 'COMMIT');
  return { id: payment.public_id, status: 'completed', amount, invoiceNumber };
}

/** Card floor: reserve, the gateway's row, settle: 12 round trips. */
async function payCard(c: pg.PoolClient, orderPublicId: string, key: string, amount: number) {
  await q(c, '', 'BEGIN');
  const order = (await q<LockedOrder>(c, 'lock-for-reserve', LOCK_FOR_RESERVE, [orderPublicId])).rows[0];
  if (!order) throw new Refusal(404);
  const { taken } = (await q<{ taken: number }>(c, 'taken', TAKEN, [order.id])).rows[0] as { taken: number };
  if (taken + amount > order.total_halalas) throw new Refusal(409);
  const values = [REFERENCE_RESTAURANT_ID, order.id, key, amount];
  const payment = (await q<{ id: number; public_id: string }>(c, 'insert-pending', INSERT_PENDING, values))
    .rows[0] as { id: number; public_id: string };
  await q(c, '', 'COMMIT');
  // The gateway charges the token at once; Sufra's sandbox writes its row with the outcome in one INSERT.
  const gateway = await q<{ id: string }>(c, 'gateway-insert', GATEWAY_INSERT, [
    key,
    amount,
    `${SELLER} · #${order.order_number}`,
    `/payment-callback?payment=${payment.public_id}`,
    JSON.stringify({ orderId: orderPublicId, paymentId: payment.public_id, pendingPaymentId: '' }),
  ]);
  const gatewayId = gateway.rows[0]?.id;
  if (!gatewayId) throw new Refusal(409); // the same key twice: the first request settles it
  await q(c, '', 'BEGIN');
  const locked = (await q<LockedOrder>(c, 'lock-and-bump-by-id', LOCK_AND_BUMP_BY_ID, [order.id]))
    .rows[0] as LockedOrder;
  const settled = await q(c, 'settle', SETTLE, [payment.id, gatewayId]);
  if (settled.rowCount !== 1) throw new Refusal(409);
  const invoiceNumber = await invoice(c, order.id, payment.id, amount);
  await notify(c, orderPublicId, locked, payment.public_id);
  await q(c, '', 'COMMIT');
  return { id: payment.public_id, status: 'completed', amount, invoiceNumber };
}

/** '12.50' → 1250 halalas; undefined when it is not a positive amount of at most two decimals. */
function halalasOf(s: unknown): number | undefined {
  const m = typeof s === 'string' ? /^(\d{1,7})(?:\.(\d{1,2}))?$/.exec(s) : null;
  if (!m) return undefined;
  const h = Number(m[1]) * 100 + Number((m[2] ?? '').padEnd(2, '0'));
  return h > 0 ? h : undefined;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const app = Fastify();
app.get('/stats', async () => ({ roundTrips }));
app.post<{ Params: { id: string }; Body: { idempotencyKey?: unknown; customAmount?: unknown } }>(
  '/api/public/orders/:id/payment',
  async (req, reply) => {
    const key = String(req.body?.idempotencyKey ?? '').toLowerCase();
    const amount = halalasOf(req.body?.customAmount);
    if (!UUID.test(key) || amount === undefined || !UUID.test(req.params.id))
      return reply.code(400).send({ error: { code: 'VALIDATION_FAILED' } });
    const c = await pool.connect();
    try {
      const data = await (mode === 'card' ? payCard : payFloor)(c, req.params.id, key, amount);
      return { data };
    } catch (err) {
      // A refusal, or the same key twice (unique violation): nothing of this request is written.
      await q(c, '', 'ROLLBACK');
      if (!(err instanceof Refusal) && (err as { code?: string }).code !== '23505') throw err;
      return reply.code(err instanceof Refusal ? err.status : 409).send({ error: { code: 'REFUSED' } });
    } finally {
      c.release();
    }
  },
);

// Listens to its own channel, as an instance that feeds live screens would (the events are only counted).
const listener = new pg.Client({
  connectionString: process.env.REF_DATABASE_URL,
  application_name: process.env.PGAPPNAME ?? `pay-floor-${mode}`,
});
let heard = 0;
listener.on('notification', () => {
  heard++;
});
await listener.connect();
await listener.query(`LISTEN ${CHANNEL}`);
app.get('/heard', async () => ({ heard }));

await app.listen({ port: 0, host: '127.0.0.1' });
process.on('SIGTERM', () => {
  void app.close().then(async () => {
    await listener.end();
    await pool.end();
    process.exit(0);
  });
});
process.stdout.write(`listening ${(app.server.address() as { port: number }).port}\n`);
