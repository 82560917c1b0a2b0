// A server of its own for a benchmark whose load generator (autocannon) would otherwise share the server's one
// thread: `node --import tsx bench/lib/app-process.ts app|bare`, printing `listening <port>` once it answers.
// `app`: Sufra's API (no web build, no outbox worker) on BENCH_DATABASE_URL in schema BENCH_SCHEMA, migrated.
// `bare`: a bare Fastify route, the budget measured the same way.
import Fastify from 'fastify';
import { buildApp } from '../../apps/server/src/app';
import { createDatabase } from '../../apps/server/src/db/database';
import { migrateToLatest } from '../../apps/server/src/db/migrate';
import { benchAppConfig } from './app-config';

async function app() {
  const database = createDatabase({
    databaseUrl: process.env.BENCH_DATABASE_URL,
    searchPath: process.env.BENCH_SCHEMA,
    poolSize: 10,
  });
  await migrateToLatest(database.db);
  // The API only: the web app's build (and its server renderer) plays no part here.
  const config = { ...benchAppConfig(), webDistDir: '/nonexistent' };
  const server = await buildApp(config, { database });
  await server.listen({ port: 0, host: '127.0.0.1' });
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

const port = process.argv[2] === 'bare' ? await bare() : await app();
process.stdout.write(`listening ${port}\n`);
