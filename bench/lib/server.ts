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
  // A loaded machine (others' builds and tests on 2 cores) can take minutes to migrate and seed.
  const startSeconds = Number(process.env.BENCH_SERVER_START_SECONDS ?? 60);
  const deadline = Date.now() + startSeconds * 1000;
  const giveUp = (why: string): never => {
    // Never leave the server behind, holding its port and the caller's stderr.
    child.kill('SIGKILL');
    throw new Error(why);
  };
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      const res = await fetch(`${baseUrl}/api/health`);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) giveUp(`server did not become healthy within ${startSeconds} s`);
    await new Promise((r) => setTimeout(r, 250));
  }
  const linksFile = join(env.DATA_DIR ?? dataDir, 'demo-links.json');
  // The server writes its links just after it starts listening: health can answer first.
  while (!existsSync(linksFile)) {
    if (Date.now() > deadline) giveUp(`the server wrote no demo-links.json within ${startSeconds} s`);
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

/** The bare route of bench/lib/bare-route.ts in a process of its own: nothing of Sufra is loaded in it. */
export async function startBareRoute(
  env: Record<string, string> = {},
): Promise<{ url: string; pid: number; stop(): Promise<void> }> {
  const server = await startProcess('bench/lib/bare-route.ts', [], env);
  return { url: `http://127.0.0.1:${server.port}/bare`, pid: server.pid, stop: server.stop };
}

/** A server of the bench in a process of its own, with its pid (benches read its CPU time in /proc). */
export interface ServerProcess {
  port: number;
  pid: number;
  stop(): Promise<void>;
}

/** Any script of the bench that prints `listening <port>` once it answers, in a process of its own. */
export async function startProcess(
  script: string,
  args: string[],
  env: Record<string, string>,
  nodeArgs: string[] = [],
): Promise<ServerProcess> {
  const child = spawn(process.execPath, [...nodeArgs, '--import', 'tsx', script, ...args], {
    cwd: repoRoot,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const port = await listeningPort(child, `${script} ${args.join(' ')}`);
  return { port, pid: child.pid as number, stop: () => stopChild(child) };
}

function listeningPort(child: ChildProcess, what: string): Promise<number> {
  return new Promise<number>((resolve, reject) => {
    let out = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const m = /listening (\d+)/.exec(out);
      if (m) resolve(Number(m[1]));
    });
    child.once('exit', (code) => reject(new Error(`bench ${what} exited with ${code}`)));
  });
}

function stopChild(child: ChildProcess): Promise<void> {
  return new Promise<void>((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

/** A server started by bench/lib/app-process.ts (`app`: Sufra's API on a schema; `bare`: the budget route). */
export function startAppProcess(
  mode: 'app' | 'bare',
  env: Record<string, string> = {},
): Promise<ServerProcess> {
  // BENCH_SERVER_NODE_ARGS (e.g. `--cpu-prof --cpu-prof-dir=/tmp/prof`): the app server's node flags.
  const nodeArgs =
    mode === 'app' ? (process.env.BENCH_SERVER_NODE_ARGS?.split(' ').filter(Boolean) ?? []) : [];
  return startProcess('bench/lib/app-process.ts', [mode], env, nodeArgs);
}
