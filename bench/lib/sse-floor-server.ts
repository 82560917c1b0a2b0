// The floor of bench/streams.ts's fan-out (issue 28, item 4): one event to every open stream, done the
// simplest possible way, in a process of its own. Prints `listening <port>` once it answers.
//   GET /events   a Server-Sent Events stream on plain node:http, with the headers and the first message
//                 Sufra's streams have (platform/realtime/sse.ts);
//   POST /write   bumps a menu version in one statement that also NOTIFYs it (PostgreSQL at
//                 BENCH_FLOOR_DATABASE_URL) and answers; this process LISTENs, formats the `menu.updated`
//                 message once and writes it to every open stream. Without that URL the version lives in
//                 embedded PGlite and the message goes out right after the write, as Sufra's in-process
//                 event bus does.
// What Sufra does besides (the owner's session and role, the menu's lock and audit, its caches, each
// stream's scope and buffer cap) is its gap to this.
import http from 'node:http';
import pg from 'pg';

const url = process.env.BENCH_FLOOR_DATABASE_URL || undefined;
const channel = `sufra_sse_floor_${process.pid}`;
const streams = new Set<http.ServerResponse>();

function deliver(menuVersion: number): void {
  const event = {
    type: 'menu.updated',
    restaurantId: 1,
    tableNumber: null,
    orderId: null,
    data: { menuVersion },
  };
  const chunk = `event: menu.updated\ndata: ${JSON.stringify(event)}\n\n`;
  for (const res of streams) res.write(chunk);
}

const CREATE = 'CREATE TEMP TABLE floor_menu (restaurant_id integer PRIMARY KEY, version integer NOT NULL)';
const SEED = 'INSERT INTO floor_menu VALUES (1, 1)';
const BUMP = 'UPDATE floor_menu SET version = version + 1 WHERE restaurant_id = $1 RETURNING version';

/** Writes the next version and resolves it (delivered by the LISTEN on PostgreSQL, here on PGlite). */
let write: () => Promise<number>;
if (url) {
  const writer = new pg.Client({ connectionString: url });
  const listener = new pg.Client({ connectionString: url });
  await Promise.all([writer.connect(), listener.connect()]);
  await writer.query(CREATE);
  await writer.query(SEED);
  listener.on('notification', (n) => deliver(Number(n.payload)));
  await listener.query(`LISTEN ${channel}`);
  const bumpAndNotify = `WITH v AS (${BUMP}) SELECT version, pg_notify($2, version::text) FROM v`;
  write = async () => {
    const r = await writer.query<{ version: number }>({
      name: 'bump',
      text: bumpAndNotify,
      values: [1, channel],
    });
    return r.rows[0]!.version;
  };
} else {
  const { PGlite } = await import('@electric-sql/pglite');
  const db = new PGlite();
  await db.exec(`${CREATE}; ${SEED}`);
  write = async () => {
    const version = (await db.query<{ version: number }>(BUMP, [1])).rows[0]!.version;
    deliver(version);
    return version;
  };
}

const server = http.createServer((req, res) => {
  if (req.method === 'GET' && req.url === '/events') {
    res.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-cache, no-transform',
      connection: 'keep-alive',
      'x-accel-buffering': 'no',
    });
    res.write('retry: 3000\n: connected\n\n');
    streams.add(res);
    res.on('close', () => streams.delete(res));
    return;
  }
  if (req.method === 'POST' && req.url === '/write') {
    req.resume();
    write().then(
      (menuVersion) => {
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ data: { menuVersion } }));
      },
      (err: Error) => {
        res.writeHead(500).end(err.message);
      },
    );
    return;
  }
  res.writeHead(404).end();
});
server.listen(0, '127.0.0.1', () => {
  process.stdout.write(`listening ${(server.address() as { port: number }).port}\n`);
});
process.on('SIGTERM', () => {
  for (const res of streams) res.destroy();
  server.close(() => process.exit(0));
});
