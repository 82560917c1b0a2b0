// A server of the bench in a process of its own, with its pid (bench/pay-floor.ts reads its CPU time in
// /proc): any script that prints `listening <port>` once it answers (bench/lib/app-process.ts,
// bench/lib/pay-floor/reference-server.ts).
import { spawn } from 'node:child_process';
import { repoRoot } from '../server';

export interface ServerProcess {
  port: number;
  pid: number;
  stop(): Promise<void>;
}

export async function startProcess(
  script: string,
  args: string[],
  env: Record<string, string>,
): Promise<ServerProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', script, ...args], {
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
    child.once('exit', (code) => reject(new Error(`${script} ${args.join(' ')} exited with ${code}`)));
  });
  return {
    port,
    pid: child.pid as number,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
