import { existsSync, readFileSync } from 'node:fs';
import { loadConfigOrExit } from '../config';
import { createDatabase, pgliteDirFor } from '../db/database';
import { buildDemoLinks, type DemoLinks } from '../db/demo-links';
import { migrateToLatest } from '../db/migrate';
import { seedDemoIfEmpty } from '../db/seed-demo';
import { demoLinksPath, runningServer } from '../platform/runtime/server-file';

/**
 * `npm run demo-links`: prints the demo restaurant's QR links and credentials as JSON.
 * A running server owns an embedded (PGlite) database, so its DATA_DIR/demo-links.json is read instead of
 * opening the files a second time; otherwise the database is opened (and seeded first if empty).
 */
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

async function fromRunningServer(
  dataDir: string,
  port: number,
  publicUrl: string,
): Promise<DemoLinks | null> {
  const file = demoLinksPath(dataDir);
  if (!existsSync(file)) return null;
  const server = runningServer(dataDir);
  const urls = [`http://127.0.0.1:${server?.port ?? port}`, server?.publicUrl ?? publicUrl];
  if (!server && !(await answersHealth(urls))) return null;
  return JSON.parse(readFileSync(file, 'utf8')) as DemoLinks;
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
  const links =
    (!config.databaseUrl ? await fromRunningServer(config.dataDir, config.port, config.publicUrl) : null) ??
    (await fromDatabase());
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
