// The three servers of bench/pay-floor.ts, each in a process of its own on the same PostgreSQL server, and
// the check of each after a row.
import pg from 'pg';
import { createDatabase } from '../../../apps/server/src/db/database';
import { type ServerProcess, startProcess } from '../server';
import type { LoadResult } from './driver';
import { createReferenceSchema, insertReferenceBills } from './reference-schema';
import { billTable, cardTap, insertBill, TOTAL } from './sufra-bills';

export interface Side {
  name: 'floor' | 'card floor' | 'Sufra';
  /** its tables' schema (the same table and column names on every side) */
  schema: string;
  /** the application_name of its connections (its PostgreSQL backends' CPU is counted by it) */
  appName: string;
  server: ServerProcess;
  /** `n` new open bills of TOTAL each: their ids and public ids. */
  newBills(n: number): Promise<{ id: number; publicId: string }[]>;
  /** A diner's tap (a new idempotency key each). */
  body(): string;
  /** The round trips the server made so far (reference servers only). */
  roundTrips(): Promise<number | undefined>;
}

/** Starts floor, card floor and Sufra on `url`'s database, each on a schema of its own. */
export async function openSides(url: string, tag: string) {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  const schemas = { floor: `payfloor_${tag}`, card: `paycard_${tag}`, sufra: `bench_${tag}` };
  const servers: ServerProcess[] = [];
  // BENCH_SERVER_NODE_ARGS (e.g. `--cpu-prof --cpu-prof-dir=/tmp/prof`): every side's server's node flags.
  const nodeArgs = process.env.BENCH_SERVER_NODE_ARGS?.split(' ').filter(Boolean) ?? [];
  let sufraDb: ReturnType<typeof createDatabase> | undefined;

  const reference = async (name: 'floor' | 'card floor', mode: 'floor' | 'card', schema: string) => {
    await createReferenceSchema(admin, schema);
    const appName = `payfloor-${mode}-${tag}`;
    const server = await startProcess(
      'bench/lib/pay-floor/reference-server.ts',
      [mode],
      { REF_DATABASE_URL: url, REF_SCHEMA: schema, PGAPPNAME: appName },
      nodeArgs,
    );
    servers.push(server);
    let next = 1;
    const side: Side = {
      name,
      schema,
      appName,
      server,
      newBills: async (n) => {
        const made = await insertReferenceBills(admin, schema, n, next, TOTAL);
        next += n;
        return made;
      },
      body: () => cardTap(''),
      roundTrips: async () =>
        ((await (await fetch(`http://127.0.0.1:${server.port}/stats`)).json()) as { roundTrips: number })
          .roundTrips,
    };
    return side;
  };

  const sufra = async (schema: string): Promise<Side> => {
    await admin.query(`CREATE SCHEMA ${schema}`);
    const appName = `payfloor-sufra-${tag}`;
    // Sufra's API in its own process, migrating its schema before it listens (bench/lib/app-process.ts).
    const server = await startProcess(
      'bench/lib/app-process.ts',
      ['app'],
      { BENCH_DATABASE_URL: url, BENCH_SCHEMA: schema, BENCH_APP_PROCESSES: '1', PGAPPNAME: appName },
      nodeArgs,
    );
    servers.push(server);
    sufraDb = createDatabase({ databaseUrl: url, searchPath: schema, poolSize: 2 });
    const { db } = sufraDb;
    const billing = await billTable(db);
    let next = 1;
    return {
      name: 'Sufra',
      schema,
      appName,
      server,
      newBills: async (n) => {
        const made = [];
        for (let i = 0; i < n; i++)
          made.push(await insertBill(db, billing.restaurantId, billing.tableId, next++));
        return made;
      },
      body: () => cardTap(billing.tableHash),
      roundTrips: async () => undefined,
    };
  };

  let closing: Promise<void> | undefined;
  const close = () => {
    closing ??= (async () => {
      for (const s of servers) await s.stop();
      await sufraDb?.close();
      for (const s of Object.values(schemas)) await admin.query(`DROP SCHEMA IF EXISTS ${s} CASCADE`);
      await admin.end();
    })();
    return closing;
  };
  // Interrupted (Ctrl-C in `npm run bench`): the servers and the schemas go too, not left behind.
  for (const signal of ['SIGINT', 'SIGTERM'] as const)
    process.once(signal, () => void close().finally(() => process.exit(130)));
  try {
    const sides = [
      await reference('floor', 'floor', schemas.floor),
      await reference('card floor', 'card', schemas.card),
      await sufra(schemas.sufra),
    ];
    return { admin, sides, close };
  } catch (err) {
    await close();
    throw err;
  }
}

/**
 * A side after a row: no bill of the row over-paid, invoice numbers 1..n per restaurant, and as many shares
 * settled as 2xx answers, which is every tap (each is valid: a fresh key, money left on the bill).
 * Answers the settled shares and what was wrong.
 */
export async function checkSide(admin: pg.Client, side: Side, orderIds: number[], r: LoadResult) {
  const s = side.schema;
  const count = await admin.query<{ n: string }>(
    `SELECT count(*) AS n FROM ${s}.payments WHERE order_id = ANY($1) AND status = 'completed'`,
    [orderIds],
  );
  const settled = Number(count.rows[0]?.n);
  const over = await admin.query(
    `SELECT o.id FROM ${s}.orders o
       JOIN (SELECT order_id, sum(amount_halalas) AS paid FROM ${s}.payments
             WHERE order_id = ANY($1) AND status = 'completed' GROUP BY order_id) p ON p.order_id = o.id
     WHERE p.paid > o.total_halalas`,
    [orderIds],
  );
  const gaps = await admin.query<{ restaurant_id: number; n: string; d: string; lo: number; hi: number }>(
    `SELECT restaurant_id, count(*) AS n, count(DISTINCT invoice_number) AS d, min(invoice_number) AS lo,
            max(invoice_number) AS hi
     FROM ${s}.invoices GROUP BY restaurant_id`,
  );
  const wrong: string[] = [];
  const fail = (what: string) => wrong.push(`${side.name}: ${what}`);
  if (settled !== r.ok) fail(`${settled} shares settled, ${r.ok} 2xx answers`);
  if (r.non2xx > 0 || r.errors > 0)
    fail(
      `${r.non2xx} non-2xx ${JSON.stringify(r.statuses)}, ${r.errors} socket errors; first: ${r.firstRefusal}`,
    );
  if (settled === 0) fail('no share settled');
  if (over.rowCount) fail(`${over.rowCount} bills over-paid`);
  for (const g of gaps.rows)
    if (Number(g.n) !== Number(g.d) || g.lo !== 1 || g.hi !== Number(g.n))
      fail(`restaurant ${g.restaurant_id}: ${g.n} invoices, ${g.d} numbers, from ${g.lo} to ${g.hi}`);
  return { settled, wrong };
}

/** Each side's rows' average widths in bytes, as `name orders/payments/invoices`. */
export async function rowWidths(admin: pg.Client, sides: Side[]): Promise<string[]> {
  const widths: string[] = [];
  for (const side of sides) {
    const avg = (table: string) => `SELECT avg(pg_column_size(t.*))::int FROM ${side.schema}.${table} t`;
    const w = await admin.query<{ o: number; p: number; i: number }>(
      `SELECT (${avg('orders')}) AS o, (${avg('payments')}) AS p, (${avg('invoices')}) AS i`,
    );
    widths.push(`${side.name} ${w.rows[0]?.o}/${w.rows[0]?.p}/${w.rows[0]?.i}`);
  }
  return widths;
}
