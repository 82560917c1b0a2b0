// A server of its own for a benchmark whose load generator (autocannon) would otherwise share the server's one
// thread: `node --import tsx bench/lib/app-process.ts app|bare`, printing `listening <port>` once it answers.
// `app`: Sufra's API (no web build, no outbox worker) on BENCH_DATABASE_URL in schema BENCH_SCHEMA, migrated,
// with the PostgreSQL event bus a server on DATABASE_URL has (each settled payment's event goes out as a
// NOTIFY and is heard back before the answer). BENCH_APP_PROCESSES=N runs N such servers on one port
// (node:cluster: the primary hands connections out), as N instances on one machine would be.
// `bare`: a bare Fastify route, the budget measured the same way.
import cluster from 'node:cluster';
import Fastify from 'fastify';
import { buildApp } from '../../apps/server/src/app';
import { createDatabase } from '../../apps/server/src/db/database';
import { migrateToLatest } from '../../apps/server/src/db/migrate';
import { benchAppConfig } from './app-config';

async function app(port: number, migrate: boolean) {
  const databaseUrl = process.env.BENCH_DATABASE_URL;
  const database = createDatabase({ databaseUrl, searchPath: process.env.BENCH_SCHEMA, poolSize: 10 });
  if (migrate) await migrateToLatest(database.db);
  // The API only: the web app's build (and its server renderer) plays no part here.
  const config = { ...benchAppConfig(), webDistDir: '/nonexistent', databaseUrl };
  const server = await buildApp(config, { database });
  await server.listen({ port, host: '127.0.0.1' });
  process.on('SIGTERM', () => void server.close().then(() => database.close().then(() => process.exit(0))));
  return (server.server.address() as { port: number }).port;
}

async function bare() {
  const server = Fastify();
  server.get('/bare', async () => ({ data: { ok: true } }));
  await server.listen({ port: 0, host: '127.0.0.1' });
  process.on('SIGTERM', () => void server.close().then(() => process.exit(0)));
  return (server.server.address() as { port: number }).port;
}

/** N app servers on one port (in a cluster every listen(0) gets the same port); the first migrates. */
async function appCluster(n: number) {
  const start = (migrate: boolean) =>
    new Promise<number>((resolve, reject) => {
      const worker = cluster.fork({ BENCH_WORKER_MIGRATE: String(migrate) });
      worker.once('message', (m: { port: number }) => resolve(m.port));
      worker.once('exit', (code) => reject(new Error(`bench app worker exited with ${code}`)));
    });
  const port = await start(true);
  for (let i = 1; i < n; i++) await start(false);
  process.on('SIGTERM', () => {
    cluster.on('exit', () => {
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(0);
    });
    for (const w of Object.values(cluster.workers ?? {})) w?.process.kill('SIGTERM');
  });
  return port;
}

if (cluster.isWorker) {
  const port = await app(0, process.env.BENCH_WORKER_MIGRATE === 'true');
  process.send?.({ port });
} else {
  const processes = Number(process.env.BENCH_APP_PROCESSES ?? 1);
  const port =
    process.argv[2] === 'bare'
      ? await bare()
      : processes > 1
        ? await appCluster(processes)
        : await app(0, true);
  process.stdout.write(`listening ${port}\n`);
}
