// Paying ONE bill under contention on PostgreSQL (DATABASE_URL): settled shares per second and the p99 of
// the pay request, beside a bare Fastify route measured in the same run. Every request is a new tap
// (its own idempotency key) paying 1.00 SAR of the same order, so they all queue on that order's row lock.
import { randomBytes, randomUUID } from 'node:crypto';
import autocannon from 'autocannon';
import Fastify from 'fastify';
import pg from 'pg';
import { buildApp } from '../apps/server/src/app';
import { parseConfig } from '../apps/server/src/config';
import { createDatabase } from '../apps/server/src/db/database';
import { migrateToLatest } from '../apps/server/src/db/migrate';
import { createOrderFixture } from '../apps/server/src/modules/orders/testing/fixtures';

const url = process.env.DATABASE_URL;
if (!url) throw new Error('DATABASE_URL (PostgreSQL) is required');
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 20);

async function withSchema<T>(fn: (schema: string) => Promise<T>): Promise<T> {
  const schema = `bench_${randomUUID().replaceAll('-', '').slice(0, 12)}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE SCHEMA ${schema}`);
  try {
    return await fn(schema);
  } finally {
    await admin.query(`DROP SCHEMA ${schema} CASCADE`);
    await admin.end();
  }
}

async function run(schema: string) {
  const database = createDatabase({ databaseUrl: url, searchPath: schema, poolSize: 10 });
  await migrateToLatest(database.db);
  const f = await createOrderFixture(database.db);
  const table = await database.db
    .selectFrom('tables')
    .select('id')
    .where('restaurantId', '=', f.restaurantId)
    .where('number', '=', 1)
    .executeTakeFirstOrThrow();
  const total = 100_000_000; // 1,000,000 SAR: never runs out during the run
  const order = await database.db
    .insertInto('orders')
    .values({
      restaurantId: f.restaurantId,
      orderNumber: 1,
      type: 'table',
      tableId: table.id,
      subtotalHalalas: total,
      totalHalalas: total,
    })
    .returning(['id', 'publicId'])
    .executeTakeFirstOrThrow();
  await database.db
    .insertInto('orderItems')
    .values({
      orderId: order.id,
      name: 'Feast',
      nameAr: 'وليمة',
      unitPriceHalalas: total,
      quantity: 1,
      lineTotalHalalas: total,
    })
    .execute();

  const config = {
    ...parseConfig({
      NODE_ENV: 'production',
      LOG_LEVEL: 'silent',
      SEED_DEMO: 'false',
      // Production refuses to run without the key of the restaurants' payment secrets.
      SETTINGS_ENCRYPTION_KEY: randomBytes(32).toString('base64'),
    }),
    dataDir: '/tmp',
  };
  const app = await buildApp(config, { database });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const port = (app.server.address() as { port: number }).port;
  const bare = Fastify();
  bare.get('/bare', async () => ({ data: { ok: true } }));
  await bare.listen({ port: 0, host: '127.0.0.1' });
  const barePort = (bare.server.address() as { port: number }).port;

  const pay = (method: Record<string, string>) =>
    autocannon({
      url: `http://127.0.0.1:${port}`,
      connections,
      duration: seconds,
      requests: [
        {
          method: 'POST',
          path: `/api/public/orders/${order.publicId}/payment`,
          headers: { 'content-type': 'application/json' },
          setupRequest: (req) => ({
            ...req,
            body: JSON.stringify({
              hash: f.table.hash,
              mode: 'custom',
              customAmount: '1.00',
              idempotencyKey: randomUUID(),
              ...method,
            }),
          }),
        },
      ],
    });
  try {
    const baseline = await autocannon({
      url: `http://127.0.0.1:${barePort}/bare`,
      connections,
      duration: seconds,
    });
    const settled = await pay({ paymentMethod: 'card_payment', token: 'tok_sandbox_paid' });
    const done = await database.db
      .selectFrom('payments')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('orderId', '=', order.id)
      .where('status', '=', 'completed')
      .executeTakeFirstOrThrow();
    const reserved = await pay({ paymentMethod: 'hosted_page' });
    console.log(`${seconds} s per run, ${connections} connections, loopback, PostgreSQL, one bill`);
    const line = (name: string, r: autocannon.Result, extra = '') =>
      console.log(
        `${name.padEnd(44)} ${r.requests.average.toFixed(0).padStart(6)} req/s  p99 ${String(r.latency.p99).padStart(5)} ms  ${r.non2xx ? `${r.non2xx} non-2xx ` : ''}${extra}`,
      );
    line('baseline: bare Fastify route', baseline);
    line(
      'pay + settle + invoice (token, 1.00 SAR)',
      settled,
      `=> ${(Number(done.n) / seconds).toFixed(1)} settled shares/s (${done.n} invoices' worth)`,
    );
    line('pay, reserve only (hosted page)', reserved);
  } finally {
    await app.close();
    await bare.close();
    await database.close();
  }
}

await withSchema(run);
