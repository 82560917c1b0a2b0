import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { REPO_ROOT } from '../src/config';
import { createDatabase, type DatabaseHandle, pgliteDirFor } from '../src/db/database';
import { testConfig } from './helpers';
import { cleanEnv, runScript } from './process.test-support';

const SCRIPT = 'apps/server/src/scripts/admin-create.ts';
const PASSWORD = 'a long admin passphrase';

// Issue 9 item 1: production seeds no admin; `npm run admin:create` makes the first one, with a password
// the operator types (here piped on stdin, as from a secrets manager).
describe('npm run admin:create', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'sufra-admin-'));
  const env = { NODE_ENV: 'production', DATA_DIR: dataDir };
  const create = (args: string[], stdin: string) =>
    runScript(SCRIPT, { env, args, stdin, killAfterMs: 120_000 }).finished;
  let database: DatabaseHandle | undefined;

  beforeAll(async () => {
    const first = await create(['--email', 'Ops@Sufra.Example', '--name', 'Ops'], `${PASSWORD}\n`);
    expect(first.stderr).toBe('');
    expect(first.code).toBe(0);
    expect(first.stdout).toContain('Platform admin ops@sufra.example created');
    expect(first.stdout).not.toContain(PASSWORD);
  });
  afterAll(async () => {
    await database?.close();
  });

  it('refuses a short password, a missing e-mail and an e-mail already taken, creating nothing', async () => {
    const short = await create(['--email', 'short@sufra.example'], 'too-short\n');
    expect(short.code).toBe(1);
    expect(short.stderr).toContain('at least 12 characters');
    const noEmail = await create([], `${PASSWORD}\n`);
    expect(noEmail.code).toBe(1);
    expect(noEmail.stderr).toContain('--email');
    const again = await create(['--email', 'ops@sufra.example'], `${PASSWORD}\n`);
    expect(again.code).toBe(1);
    expect(again.stderr).toContain('already exists');
    // Three runs of the script, each starting tsx and PGlite: allow a busy machine its time.
  }, 300_000);

  it('on a terminal it asks twice and shows nothing of what is typed', async () => {
    // `script` gives the command a pseudo-terminal, as an operator's shell would.
    const child = spawn(
      'script',
      ['-qec', `node --import tsx ${SCRIPT} --email tty@sufra.example`, '/dev/null'],
      { cwd: REPO_ROOT, env: cleanEnv(env), stdio: ['pipe', 'pipe', 'pipe'] },
    );
    let screen = '';
    child.stdout.on('data', (c) => {
      screen += String(c);
    });
    const shown = async (text: string) => {
      const end = Date.now() + 60_000;
      while (!screen.includes(text) && Date.now() < end) await new Promise((r) => setTimeout(r, 100));
    };
    // Closing the terminal (SIGTERM to script) hangs up the script inside it if the test fails midway.
    const killer = setTimeout(() => child.kill('SIGTERM'), 120_000);
    const exited = new Promise<number | null>((resolve) =>
      child.on('close', (code) => {
        clearTimeout(killer);
        resolve(code);
      }),
    );
    await shown('Password (not shown): ');
    child.stdin.write('typed on a terminal\r');
    await shown('The same password again: ');
    child.stdin.write('typed on a terminal\r');
    expect(await exited).toBe(0);
    expect(screen).toContain('Platform admin tty@sufra.example created');
    expect(screen).not.toContain('typed on a terminal');
  }, 150_000);

  it('the new admin is hashed at OWASP’s floor and signs in with that password, as a platform admin (no restaurant)', async () => {
    database = createDatabase({ pgliteDataDir: pgliteDirFor(dataDir) });
    // Hashed by a production process, at OWASP's scrypt floor (this suite's own hashes are cheaper).
    const stored = await database.db
      .selectFrom('staffUsers')
      .select('passwordHash')
      .where('email', '=', 'ops@sufra.example')
      .executeTakeFirstOrThrow();
    expect(stored.passwordHash.split('$').slice(0, 4)).toEqual(['scrypt', '131072', '8', '1']);
    const app = await buildApp(testConfig(), { database });
    try {
      const res = await app.inject({
        method: 'POST',
        url: '/api/staff/auth/login',
        payload: { email: 'ops@sufra.example', password: PASSWORD },
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().data.staff).toMatchObject({ role: 'admin', restaurantId: null, name: 'Ops' });
      const admins = await database.db.selectFrom('staffUsers').select('email').execute();
      expect(admins.map((a) => a.email).sort()).toEqual(['ops@sufra.example', 'tty@sufra.example']);
    } finally {
      await app.close();
    }
  });
});
