import { type ChildProcess, spawn } from 'node:child_process';
import { REPO_ROOT } from '../src/config';

/** Only what the child needs: the test runner's own DATABASE_URL, NODE_ENV etc. must not leak in. */
export function cleanEnv(env: Record<string, string>): NodeJS.ProcessEnv {
  return { PATH: process.env.PATH, HOME: process.env.HOME, LOG_LEVEL: 'warn', ...env };
}

export interface Finished {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** Runs `node --import tsx <script>` from the repository root, as the npm scripts do. */
export function runScript(
  script: string,
  options: { env: Record<string, string>; args?: string[]; stdin?: string; killAfterMs?: number },
): { child: ChildProcess; output: () => Finished; finished: Promise<Finished> } {
  const child = spawn(process.execPath, ['--import', 'tsx', script, ...(options.args ?? [])], {
    cwd: REPO_ROOT,
    env: cleanEnv(options.env),
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout?.on('data', (c) => {
    stdout += String(c);
  });
  child.stderr?.on('data', (c) => {
    stderr += String(c);
  });
  child.stdin?.end(options.stdin ?? '');
  const output = () => ({ code: child.exitCode, stdout, stderr });
  // A child that should have exited but did not (e.g. old code that starts instead of refusing) must not
  // outlive the test run.
  const killer = setTimeout(() => child.kill('SIGKILL'), options.killAfterMs ?? 55_000);
  const finished = new Promise<Finished>((resolve) => {
    child.on('close', (code) => {
      clearTimeout(killer);
      resolve({ code, stdout, stderr });
    });
  });
  return { child, output, finished };
}
