import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runScript } from './process.test-support';

const MAIN = 'apps/server/src/main.ts';
const DEMO_LINKS = 'apps/server/src/scripts/demo-links.ts';

async function until(check: () => boolean, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

// Issue 25 item 12: `npm run demo-links` run while a first start is still migrating and seeding the
// embedded database opened the same files a second time and printed links that server then refused (403).
describe('npm run demo-links during a first start', () => {
  it('waits for the starting server and prints the links that server serves, never opening its database', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'sufra-demo-links-'));
    const env = {
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      WEB_DIST_DIR: join(dataDir, 'no-web-build'),
    };
    const server = runScript(MAIN, { env, killAfterMs: 150_000 });
    try {
      // As soon as the server is opening its database (a first start then migrates and seeds for seconds).
      await until(
        () => existsSync(join(dataDir, 'pglite')) || existsSync(join(dataDir, 'server.json')),
        60_000,
      );
      const links = await runScript(DEMO_LINKS, { env: { DATA_DIR: dataDir }, killAfterMs: 150_000 })
        .finished;
      expect(links.code, links.stderr).toBe(0);
      expect(links.stderr).toContain('Sufra is still starting');
      // Exactly the links the server wrote for its own database (the QR hashes it accepts).
      const served = JSON.parse(readFileSync(join(dataDir, 'demo-links.json'), 'utf8'));
      const printed = JSON.parse(links.stdout);
      expect(printed.tables.length).toBeGreaterThan(0);
      expect(printed).toEqual(served);
      expect(JSON.parse(readFileSync(join(dataDir, 'server.json'), 'utf8')).state).toBe('ready');
      expect(server.output().code).toBeNull(); // still serving: nobody else opened its files
    } finally {
      server.child.kill('SIGTERM');
      await server.finished;
    }
  });
});
