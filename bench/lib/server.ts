// Starts the real Sufra server (built web app, fresh embedded PGlite, demo seeded) for a benchmark.
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export const repoRoot = new URL('../..', import.meta.url).pathname;

interface DemoLinks {
  baseUrl: string;
  tables: { number: number; url: string }[];
  takeaway: { url: string };
  owner: { email: string; password: string };
  staff: Record<'manager' | 'waiter' | 'kitchen', { email: string; password: string }>;
}

export interface RunningServer {
  baseUrl: string;
  links: DemoLinks;
  process: ChildProcess;
  stop(): Promise<void>;
}

/** `nodeArgs`: flags for the server's node (e.g. `--cpu-prof`, which NODE_OPTIONS does not accept). */
export async function startServer(
  port: number,
  env: Record<string, string> = {},
  nodeArgs: string[] = [],
): Promise<RunningServer> {
  const dataDir = mkdtempSync(join(tmpdir(), 'sufra-bench-'));
  const baseUrl = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [...nodeArgs, '--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: repoRoot,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: baseUrl,
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      LOG_LEVEL: 'warn',
      SEED_DEMO: 'true',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      const res = await fetch(`${baseUrl}/api/health`);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error('server did not become healthy within 60 s');
    await new Promise((r) => setTimeout(r, 250));
  }
  const linksFile = join(env.DATA_DIR ?? dataDir, 'demo-links.json');
  // The server writes its links just after it starts listening: health can answer first.
  while (!existsSync(linksFile)) {
    if (Date.now() > deadline) throw new Error('the server wrote no demo-links.json within 60 s');
    await new Promise((r) => setTimeout(r, 100));
  }
  const links = JSON.parse(readFileSync(linksFile, 'utf8')) as DemoLinks;
  return {
    baseUrl,
    links,
    process: child,
    async stop() {
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await exited;
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export function ensureBuilt(): void {
  if (!existsSync(join(repoRoot, 'apps/web/dist/index.html'))) {
    throw new Error('The web app is not built: run `npm run build` first.');
  }
}

/** A server started by bench/lib/app-process.ts (`app`: Sufra's API on a schema; `bare`: the budget route). */
export async function startAppProcess(
  mode: 'app' | 'bare',
  env: Record<string, string> = {},
): Promise<{ port: number; stop(): Promise<void> }> {
  // BENCH_SERVER_NODE_ARGS (e.g. `--cpu-prof --cpu-prof-dir=/tmp/prof`): the app server's node flags.
  const nodeArgs =
    mode === 'app' ? (process.env.BENCH_SERVER_NODE_ARGS?.split(' ').filter(Boolean) ?? []) : [];
  const child = spawn(process.execPath, [...nodeArgs, '--import', 'tsx', 'bench/lib/app-process.ts', mode], {
    cwd: repoRoot,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const port = await new Promise<number>((resolve, reject) => {
    let out = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const m = /listening (\d+)/.exec(out);
      if (m) resolve(Number(m[1]));
    });
    child.once('exit', (code) => reject(new Error(`bench ${mode} server exited with ${code}`)));
  });
  return {
    port,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
