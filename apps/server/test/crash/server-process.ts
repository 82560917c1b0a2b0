import { type ChildProcess, spawn } from 'node:child_process';
import { resolve } from 'node:path';

/** The crash tests' real server: `apps/server/src/main.ts` in its own process, killed with SIGKILL. */
const REPO = resolve(import.meta.dirname, '../../../..');

export interface Server {
  child: ChildProcess;
  /** Everything it printed so far (a failure shows its end). */
  output: () => string;
}

export function startServer(env: Record<string, string>): Server {
  let out = '';
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: REPO,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (d) => {
    out += String(d);
  });
  child.stderr?.on('data', (d) => {
    out += String(d);
  });
  return { child, output: () => out };
}

/** Resolves once the process has gone (at once if it has). */
export function killHard(server: Server): Promise<void> {
  return new Promise((done) => {
    if (server.child.exitCode !== null || server.child.signalCode !== null) return done();
    server.child.once('exit', () => done());
    server.child.kill('SIGKILL');
  });
}

/** Polls `probe` until it answers; on timeout the error carries the server's last output. */
export async function waitFor<T>(
  what: string,
  probe: () => Promise<T | undefined>,
  options: { ms?: number; output?: () => string | undefined } = {},
): Promise<T> {
  const until = Date.now() + (options.ms ?? 60_000);
  for (;;) {
    const value = await probe().catch(() => undefined);
    if (value !== undefined) return value;
    if (Date.now() > until)
      throw new Error(`timed out waiting for ${what}\n${options.output?.()?.slice(-3000) ?? ''}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}
