import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEMO_ADMIN, DEMO_OWNER } from '../src/db/seed-demo';
import { runScript } from './process.test-support';

const MAIN = 'apps/server/src/main.ts';

// Issue 9 item 1: the real entry point, as `npm run serve` starts it, with NODE_ENV=production.
describe('starting the server with NODE_ENV=production', () => {
  it('refuses a bare environment, naming everything that is missing, before touching any database', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'sufra-prod-'));
    const { code, stderr, stdout } = await runScript(MAIN, {
      env: { NODE_ENV: 'production', DATA_DIR: dataDir },
    }).finished;
    expect(code).toBe(1);
    expect(stderr).toContain('Sufra will not start with NODE_ENV=production until these are set:');
    expect(stderr).toContain('PUBLIC_URL: required');
    expect(stderr).toContain('SMTP_URL: required');
    expect(stderr).toContain('PAYMENT_GATEWAY: the sandbox gateway marks orders paid with test cards');
    expect(stderr).toContain('SETTINGS_ENCRYPTION_KEY: required');
    expect(stderr).toContain('PRINTER_NETWORKS: required');
    expect(stdout).not.toContain(DEMO_ADMIN.password);
  });

  it('refuses Moyasar without its keys and an http PUBLIC_URL', async () => {
    const { code, stderr } = await runScript(MAIN, {
      env: {
        NODE_ENV: 'production',
        PUBLIC_URL: 'http://sufra.example',
        SMTP_URL: 'smtp://127.0.0.1:2525',
        PAYMENT_GATEWAY: 'moyasar',
        MOYASAR_SECRET_KEY: 'sk_test_abc',
      },
    }).finished;
    expect(code).toBe(1);
    expect(stderr).toContain('PUBLIC_URL: must be https:// in production');
    expect(stderr).toContain('MOYASAR_PUBLISHABLE_KEY');
    expect(stderr).toContain('MOYASAR_WEBHOOK_SECRET');
  });

  it('with everything set it starts on an empty database without the demo, and says how to make an admin', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'sufra-prod-'));
    const run = runScript(MAIN, {
      killAfterMs: 120_000,
      env: {
        NODE_ENV: 'production',
        PORT: '0',
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        WEB_DIST_DIR: join(dataDir, 'no-web-build'),
        PUBLIC_URL: 'https://sufra.example',
        SMTP_URL: 'smtp://127.0.0.1:2525',
        PAYMENT_GATEWAY: 'moyasar',
        MOYASAR_SECRET_KEY: 'sk_test_abc',
        MOYASAR_PUBLISHABLE_KEY: 'pk_test_abc',
        MOYASAR_WEBHOOK_SECRET: 'w'.repeat(20),
        SETTINGS_ENCRYPTION_KEY: Buffer.alloc(32, 9).toString('base64'),
        PRINTER_NETWORKS: 'none',
      },
    });
    const deadline = Date.now() + 90_000;
    while (!run.output().stdout.includes('Sufra is running') && run.output().code === null) {
      if (Date.now() > deadline) break;
      await new Promise((r) => setTimeout(r, 200));
    }
    run.child.kill('SIGTERM');
    const { stdout, stderr } = await run.finished;
    expect(stdout, stderr).toContain('Sufra is running at https://sufra.example');
    expect(stdout).toContain('No platform admin yet: create one with  npm run admin:create');
    expect(stdout).not.toContain('Demo links');
    expect(stdout).not.toContain(DEMO_ADMIN.password);
    expect(stdout).not.toContain(DEMO_OWNER.password);
    // The key that encrypts the restaurants' payment secrets is never printed or logged.
    expect(`${stdout}${stderr}`).not.toContain(Buffer.alloc(32, 9).toString('base64'));
  }, 150_000);
});
