import { parseArgs } from 'node:util';
import { z } from 'zod';
import { loadConfigOrExit } from '../config';
import { createDatabase, pgliteDirFor } from '../db/database';
import { migrateToLatest } from '../db/migrate';
import { createPlatformAdmin, PlatformAdminError } from '../modules/staff/platform-admin.service';
import { runningServer } from '../platform/runtime/server-file';

const USAGE = 'Usage: npm run admin:create -- --email you@example.com [--name "Your name"]\n';

/** What was typed after the Enter that answered the previous prompt (a fast typist, a paste). */
let typedAhead = '';

/** Reads a line from the terminal without echoing it (raw mode); Ctrl+C cancels. */
function promptHidden(question: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const stdin = process.stdin;
    process.stdout.write(question);
    stdin.setRawMode(true);
    stdin.setEncoding('utf8');
    let value = '';
    let finished = false;
    const done = (fn: () => void) => {
      finished = true;
      stdin.setRawMode(false);
      stdin.pause();
      stdin.off('data', onData);
      process.stdout.write('\n');
      fn();
    };
    function onData(chunk: string) {
      const chars = [...chunk];
      for (const [i, ch] of chars.entries()) {
        if (ch === '\r' || ch === '\n') {
          typedAhead = chars
            .slice(i + 1)
            .join('')
            .replace(/^\n/, '');
          return done(() => resolve(value));
        }
        if (ch === '\u0003') return done(() => reject(new PlatformAdminError('Cancelled.')));
        if (ch === '\u007f' || ch === '\b') value = [...value].slice(0, -1).join('');
        else value += ch;
      }
    }
    const ahead = typedAhead;
    typedAhead = '';
    if (ahead) onData(ahead);
    if (finished) return;
    stdin.on('data', onData);
    stdin.resume();
  });
}

/** A terminal is asked twice, without echo; a pipe gives its first line (for scripts and secrets managers). */
async function readPassword(): Promise<string> {
  if (process.stdin.isTTY) {
    const first = await promptHidden('Password (not shown): ');
    const again = await promptHidden('The same password again: ');
    if (first !== again) throw new PlatformAdminError('The two passwords differ.');
    return first;
  }
  let text = '';
  for await (const chunk of process.stdin) text += String(chunk);
  return text.split(/\r?\n/)[0] ?? '';
}

/**
 * `npm run admin:create`: creates a platform admin in the configured database (migrating it first, so it
 * works before the first start). Production seeds no admin: this is how the first one comes to exist.
 */
async function main(): Promise<void> {
  const { values } = parseArgs({
    options: { email: { type: 'string' }, name: { type: 'string' } },
    strict: true,
  });
  const email = z.email().safeParse(values.email?.trim());
  if (!email.success) {
    process.stderr.write(`A valid --email is required.\n${USAGE}`);
    process.exit(1);
  }
  const config = loadConfigOrExit(process.env, { server: false });
  if (!config.databaseUrl) {
    const other = runningServer(config.dataDir);
    if (other) {
      process.stderr.write(
        `A Sufra server (pid ${other.pid}) is using the embedded database in ${config.dataDir}: stop it first.\n`,
      );
      process.exit(1);
    }
  }
  const password = await readPassword();
  const database = createDatabase({
    databaseUrl: config.databaseUrl,
    pgliteDataDir: pgliteDirFor(config.dataDir),
  });
  try {
    await migrateToLatest(database.db);
    const admin = await createPlatformAdmin(database.db, {
      email: email.data,
      name: values.name?.trim() || 'Platform admin',
      password,
    });
    process.stdout.write(`Platform admin ${admin.email} created. Sign in with the password you typed.\n`);
  } finally {
    await database.close();
  }
}

main().catch((err: unknown) => {
  const message =
    err instanceof PlatformAdminError ? err.message : err instanceof Error ? err.message : String(err);
  process.stderr.write(`admin:create failed: ${message}\n${err instanceof PlatformAdminError ? '' : USAGE}`);
  process.exit(1);
});
