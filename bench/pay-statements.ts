// The statements of ONE pay request with a card token (reserve, gateway, settle, invoice, event), as the
// server sends them to PostgreSQL (DATABASE_URL), in order, and the round trips they take (writes on the
// database's sockets: a transaction's BEGIN leaves with its first statement, db/pg-pool.ts);
// docs/performance.md counts them. `node --import tsx bench/pay-statements.ts`
import { randomUUID } from 'node:crypto';
import { Socket } from 'node:net';
import pg from 'pg';
import { buildApp } from '../apps/server/src/app';
import { createDatabase } from '../apps/server/src/db/database';
import { migrateToLatest } from '../apps/server/src/db/migrate';
import { createOrderFixture } from '../apps/server/src/modules/orders/testing/fixtures';
import { line, placeOrderRequest, tableOrder } from '../apps/server/src/modules/orders/testing/requests';
import { benchAppConfig } from './lib/app-config';

const url = process.env.DATABASE_URL;
if (!url) throw new Error('DATABASE_URL (PostgreSQL) is required');

// Every client's query() is where a statement leaves for the server: record its text while `recording`.
const sent: string[] = [];
let recording = false;
const query = pg.Client.prototype.query as (...args: unknown[]) => unknown;
pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
  const first = args[0] as string | { text?: string };
  if (recording) sent.push(typeof first === 'string' ? first : String(first?.text));
  return query.apply(this, args);
} as typeof pg.Client.prototype.query;
// A write on a socket while recording is one to PostgreSQL (the request is injected, not sent over HTTP).
let writes = 0;
for (const method of ['_write', '_writev'] as const) {
  const original = Socket.prototype[method] as (...args: unknown[]) => unknown;
  Socket.prototype[method] = function (this: Socket, ...args: unknown[]) {
    if (recording) writes++;
    return original.apply(this, args);
  } as never;
}

const schema = `statements_${randomUUID().replaceAll('-', '').slice(0, 10)}`;
const admin = new pg.Client({ connectionString: url });
await admin.connect();
await admin.query(`CREATE SCHEMA ${schema}`);
const database = createDatabase({ databaseUrl: url, searchPath: schema, poolSize: 2 });
try {
  await migrateToLatest(database.db);
  // The production configuration on PostgreSQL, its event bus included (bench/lib/app-process.ts).
  const app = await buildApp(
    { ...benchAppConfig(), webDistDir: '/nonexistent', databaseUrl: url },
    { database },
  );
  // A real order of the fixture's restaurant, placed through the API; each request pays 1.00 SAR of it.
  const f = await createOrderFixture(database.db);
  const placed = await placeOrderRequest(app, f.restaurantId, tableOrder(f, [line(f.items.juice, [], 4)]));
  const order = placed.json().data.order as { id: string };
  const pay = () =>
    app.inject({
      method: 'POST',
      url: `/api/public/orders/${order.id}/payment`,
      payload: {
        hash: f.table.hash,
        mode: 'custom',
        customAmount: '1.00',
        idempotencyKey: randomUUID(),
        paymentMethod: 'card_payment',
        token: 'tok_sandbox_paid',
      },
    });
  // Two first: the statements are prepared and the caches warm, as on a server that has been up a while.
  for (let i = 0; i < 2; i++) await pay();
  recording = true;
  const res = await pay();
  recording = false;
  if (res.statusCode !== 200) throw new Error(`pay answered ${res.statusCode}: ${res.body}`);
  for (const [i, text] of sent.entries())
    console.log(`${String(i + 1).padStart(2)} ${text.replace(/\s+/g, ' ').slice(0, 150)}`);
  console.log(
    `${sent.length} statements in ${writes} round trips for one pay request (${res.json().data.payment.status})`,
  );
  await app.close();
} finally {
  await database.close();
  await admin.query(`DROP SCHEMA ${schema} CASCADE`);
  await admin.end();
}
