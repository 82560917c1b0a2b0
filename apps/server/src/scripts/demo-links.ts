import { existsSync, readFileSync } from 'node:fs';
import { loadConfigOrExit } from '../config';
import { createDatabase, pgliteDirFor } from '../db/database';
import { buildDemoLinks, type DemoLinks } from '../db/demo-links';
import { migrateToLatest } from '../db/migrate';
import { seedDemoIfEmpty } from '../db/seed-demo';
import { demoLinksPath, runningServer, type ServerFile } from '../platform/runtime/server-file';

/**
 * `npm run demo-links`: prints the demo restaurant's QR links and credentials as JSON.
 * A running server owns an embedded (PGlite) database, so its DATA_DIR/demo-links.json is read instead of
 * opening the files a second time; a server still starting (migrating, seeding) is waited for, never raced:
 * links read from the files meanwhile would be links that server then refuses. With no server, the
 * database is opened (and seeded first if empty).
 */
const STARTING_WAIT_MS = Number(process.env.DEMO_LINKS_WAIT_MS ?? 180_000);

async function answersHealth(urls: string[]): Promise<boolean> {
  for (const url of urls) {
    try {
      const res = await fetch(`${url}/api/health`, { signal: AbortSignal.timeout(2000) });
      if (res.ok) return true;
    } catch {
      // try the next address
    }
  }
  return false;
}

/** The server owning DATA_DIR once it is ready; null when none owns it (or the starting one died). */
async function readyServer(dataDir: string): Promise<ServerFile | null> {
  let server = runningServer(dataDir);
  if (server?.state !== 'starting') return server;
  process.stderr.write(
    `Sufra is still starting (pid ${server.pid}): waiting for it to finish setting up the database…\n`,
  );
  const deadline = Date.now() + STARTING_WAIT_MS;
  while (server?.state === 'starting') {
    if (Date.now() > deadline) {
      process.stderr.write(
        `Sufra is still starting after ${Math.round(STARTING_WAIT_MS / 1000)} s. ` +
          'Run npm run demo-links again once it prints "Sufra is running".\n',
      );
      process.exit(1);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
    server = runningServer(dataDir);
  }
  return server;
}

/** Undefined: no server owns DATA_DIR (open the database). Null: one does, without demo links. */
async function fromRunningServer(
  dataDir: string,
  port: number,
  publicUrl: string,
): Promise<DemoLinks | null | undefined> {
  const file = demoLinksPath(dataDir);
  const server = await readyServer(dataDir);
  if (server) return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as DemoLinks) : null;
  // A server of an older build announces nothing: one answering on the port owns the files too.
  if (!existsSync(file)) return undefined;
  const urls = [`http://127.0.0.1:${port}`, publicUrl];
  return (await answersHealth(urls)) ? (JSON.parse(readFileSync(file, 'utf8')) as DemoLinks) : undefined;
}

async function fromDatabase(): Promise<DemoLinks | null> {
  const config = loadConfigOrExit(process.env, { server: false });
  const database = createDatabase({
    databaseUrl: config.databaseUrl,
    pgliteDataDir: pgliteDirFor(config.dataDir),
  });
  try {
    await migrateToLatest(database.db);
    // Never in production unless asked (SEED_DEMO=true): the demo has printed passwords.
    if (config.seedDemo) await seedDemoIfEmpty(database.db);
    return await buildDemoLinks(database.db, config.publicUrl);
  } finally {
    await database.close();
  }
}

async function main(): Promise<void> {
  const config = loadConfigOrExit(process.env, { server: false });
  const running = config.databaseUrl
    ? undefined
    : await fromRunningServer(config.dataDir, config.port, config.publicUrl);
  const links = running === undefined ? await fromDatabase() : running;
  if (!links) {
    process.stderr.write('No demo restaurant in this database (it was created with SEED_DEMO=false?).\n');
    process.exit(1);
  }
  process.stdout.write(`${JSON.stringify(links, null, 2)}\n`);
}

main().catch((err: unknown) => {
  process.stderr.write(`demo-links failed: ${err instanceof Error ? err.message : String(err)}\n`);
  process.exit(1);
});
