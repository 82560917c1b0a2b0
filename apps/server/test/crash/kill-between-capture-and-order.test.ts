import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { killHard, type Server, startServer, waitFor as waitUntil } from './server-process';

/**
 * Payment before order, killed with SIGKILL (issue #4 point 5): a real server process on a real
 * PostgreSQL database, stopped at a fault point (SUFRA_FAULT_PAUSE) and killed from here, then started
 * again without it. Whatever the moment, the captured payment ends with its order: nothing lost, nothing
 * charged twice. Runs in the PostgreSQL suite only (vitest.config.ts).
 */
const PORT = 3390 + Math.floor(Math.random() * 80);
const BASE = `http://127.0.0.1:${PORT}`;

let server: Server | undefined;

/** The shared poll (server-process.ts), its timeout showing this file's server's last output. */
const waitFor = <T>(what: string, probe: () => Promise<T | undefined>, ms?: number) =>
  waitUntil(what, probe, { ...(ms ? { ms } : {}), output: () => server?.output() });

const json = async (path: string, init?: RequestInit) => {
  const res = await fetch(`${BASE}${path}`, {
    ...init,
    headers: { 'content-type': 'application/json', 'x-sufra-lang': 'en', ...init?.headers },
  });
  // biome-ignore lint/suspicious/noExplicitAny: the test reads the JSON the way a client would
  return { status: res.status, body: (await res.json()) as { data?: any; error?: any } };
};

describe('a captured payment always gets its order, even when the server is killed (kill -9)', () => {
  const adminUrl = process.env.DATABASE_URL as string;
  const dbName = `sufra_crash_${randomBytes(4).toString('hex')}`;
  const dataDir = mkdtempSync(join(tmpdir(), 'sufra-crash-'));
  let databaseUrl: string;
  let db: pg.Client;
  let cafe: { restaurantId: number; tables: { number: number; hash: string }[] };

  const env = (fault?: string) => ({
    DATABASE_URL: databaseUrl,
    PORT: String(PORT),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    WEB_DIST_DIR: join(dataDir, 'no-web-build'),
    LOG_LEVEL: 'warn',
    NODE_ENV: 'test',
    OUTBOX_POLL_MS: '200',
    PAYMENT_SWEEP_INTERVAL_MS: '300',
    PAYMENT_SWEEP_GRACE_SECONDS: '1',
    SUFRA_FAULT_PAUSE: fault ?? '',
  });

  async function boot(fault?: string) {
    if (server) await killHard(server); // one server on the port at a time
    server = startServer(env(fault));
    await waitFor('the server', async () => ((await fetch(`${BASE}/api/health`)).ok ? true : undefined));
  }

  beforeAll(async () => {
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${dbName}`);
    await admin.end();
    const url = new URL(adminUrl);
    url.pathname = `/${dbName}`;
    databaseUrl = url.toString();
    db = new pg.Client({ connectionString: databaseUrl });
    await db.connect();
    await boot();
    // Written just after the server starts listening (its health answers first): a busy machine's CI lost
    // that race.
    const links = await waitFor('the demo links', async () =>
      JSON.parse(readFileSync(join(dataDir, 'demo-links.json'), 'utf8')),
    );
    const tables = (links.payFirst.tables as { number: number; url: string }[]).map((t) => ({
      number: t.number,
      hash: new URL(t.url).searchParams.get('hash') as string,
    }));
    const slug = new URL(links.payFirst.tables[0].url).pathname.split('/').pop() as string;
    cafe = { restaurantId: Number(slug.split('-').pop()), tables };
    await killHard(server as Server);
  }, 120_000);

  afterAll(async () => {
    if (server) await killHard(server);
    await db?.end();
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
    await admin.end();
    rmSync(dataDir, { recursive: true, force: true });
  });

  /** Starts paying a one-dish cart at a café table; returns the pending payment and the sandbox page. */
  async function startPaidCart(table: { number: number; hash: string }) {
    const menu = await json(`/api/public/restaurants/${cafe.restaurantId}/menu`);
    type Dish = { id: number; isAvailable: boolean; optionGroups: { minSelections: number }[] };
    const dish = (menu.body.data.categories as { items: Dish[] }[])
      .flatMap((c) => c.items)
      .find((i) => i.isAvailable && i.optionGroups.every((g) => g.minSelections === 0)) as Dish;
    const created = await json(`/api/public/restaurants/${cafe.restaurantId}/pending-payments`, {
      method: 'POST',
      body: JSON.stringify({
        kind: 'pay_before_order',
        order: {
          orderType: 'table',
          tableNumber: table.number,
          tableHash: table.hash,
          items: [{ itemId: dish.id, quantity: 2, selectedOptions: [] }],
        },
      }),
    });
    expect(created.status).toBe(201);
    const pending = created.body.data.pendingPayment;
    const paid = await json(`/api/public/pending-payments/${pending.id}/payment`, {
      method: 'POST',
      body: JSON.stringify({
        hash: table.hash,
        mode: 'full',
        paymentMethod: 'hosted_page',
        idempotencyKey: crypto.randomUUID(),
        tip: { kind: 'percent', percent: 10 },
      }),
    });
    expect(paid.status).toBe(200);
    return { pending, payment: paid.body.data.payment, table };
  }

  /** The diner submits the sandbox card page; the server stops at the fault point, and is killed there. */
  async function payAndKillAt(fault: string, transactionUrl: string) {
    const body = new URLSearchParams({
      number: '4111 1111 1111 1111',
      expiry: '12/39',
      cvc: '123',
      name: 'Sara Ali',
    });
    const submit = fetch(`${BASE}${transactionUrl}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body,
      redirect: 'manual',
    }).catch((err: unknown) => err);
    await waitFor(`fault point ${fault}`, async () =>
      server?.output().includes(`SUFRA_FAULT_POINT ${fault}`) ? true : undefined,
    );
    await killHard(server as Server);
    expect(await submit).toBeInstanceOf(Error); // the diner's page never got an answer
  }

  const rowsOf = async (pendingPublicId: string) => {
    const pp = await db.query(
      'SELECT id, order_id, order_creation_status, order_creation_attempts FROM pending_payments WHERE public_id = $1',
      [pendingPublicId],
    );
    const id = pp.rows[0].id;
    const payments = await db.query(
      `SELECT p.status, p.order_id, p.amount_halalas, p.tip_halalas, p.refund_reason, p.idempotency_key,
              (SELECT count(*) FROM invoices i WHERE i.payment_id = p.id)::int AS invoices
         FROM payments p WHERE p.pending_payment_id = $1`,
      [id],
    );
    const orders = await db.query(
      'SELECT o.id, o.total_halalas FROM orders o JOIN pending_payments pp ON pp.order_id = o.id WHERE pp.id = $1',
      [id],
    );
    const charges = await db.query(
      "SELECT count(*)::int AS n FROM sandbox_payments WHERE given_id = ANY($1::uuid[]) AND status = 'paid'",
      [payments.rows.map((p) => p.idempotency_key)],
    );
    return { pending: pp.rows[0], payments: payments.rows, orders: orders.rows, charges: charges.rows[0].n };
  };

  async function expectRecovered(pendingPublicId: string, hash: string) {
    const view = await waitFor(
      'the order to be created after the restart',
      async () => {
        const r = await json(
          `/api/public/restaurants/${cafe.restaurantId}/pending-payments/${pendingPublicId}?hash=${hash}`,
        );
        const p = r.body.data?.pendingPayment;
        return p?.orderCreation.status === 'created' ? p : undefined;
      },
      45_000,
    );
    expect(view).toMatchObject({ isFullyPaid: true, refund: null });
    const rows = await rowsOf(pendingPublicId);
    expect(rows.orders).toHaveLength(1);
    expect(rows.charges).toBe(1);
    expect(rows.payments).toEqual([
      expect.objectContaining({
        status: 'completed',
        order_id: rows.orders[0].id,
        refund_reason: null,
        invoices: 1,
      }),
    ]);
    expect(rows.orders[0].total_halalas).toBe(rows.payments[0].amount_halalas);
    // The table's hash is the order's proof (docs/security.md).
    const order = await json(`/api/public/orders/${view.orderId}`, {
      headers: { 'x-sufra-order-key': hash },
    });
    expect(order.body.data.order).toMatchObject({ paymentStatus: 'paid', orderNumber: view.orderNumber });
  }

  it('killed after the settle committed, before the order was created: the job creates it', async () => {
    await boot('order-creation');
    const { pending, payment, table } = await startPaidCart(cafe.tables[0]!);
    await payAndKillAt('order-creation', payment.transactionUrl);
    const before = await rowsOf(pending.id);
    expect(before.payments).toEqual([expect.objectContaining({ status: 'completed', order_id: null })]);
    expect(before.orders).toHaveLength(0);
    expect(before.charges).toBe(1);
    await boot();
    await expectRecovered(pending.id, table.hash);
  }, 180_000);

  it('killed after the gateway captured, before our settle: the sweep settles it, then the order follows', async () => {
    await boot('payment-captured');
    const { pending, payment, table } = await startPaidCart(cafe.tables[1]!);
    await payAndKillAt('payment-captured', payment.transactionUrl);
    const before = await rowsOf(pending.id);
    expect(before.payments).toEqual([expect.objectContaining({ status: 'pending', order_id: null })]);
    expect(before.orders).toHaveLength(0);
    expect(before.charges).toBe(1);
    await boot();
    await expectRecovered(pending.id, table.hash);
  }, 180_000);
});
