// The parent's side of bench/lib/sse-clients.ts: forks the client process and talks to it over IPC.
import { type ChildProcess, fork } from 'node:child_process';

interface Arrival {
  id: string;
  count: number;
  first: number;
  last: number;
}

export interface SseFleet {
  open(o: {
    urls: string[];
    count: number;
    sources: string[];
    concurrency?: number;
    marker: string;
    headers?: Record<string, string>;
    expect?: number;
  }): Promise<{
    opened: number;
    failed: number;
  }>;
  /** The next event instance every open stream has received (rejects after timeoutMs). */
  next(timeoutMs?: number): Promise<Arrival>;
  close(): Promise<void>;
  child: ChildProcess;
}

export async function startSseFleet(): Promise<SseFleet> {
  const child = fork(new URL('./sse-clients.ts', import.meta.url).pathname, [], {
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const arrivals: Arrival[] = [];
  let waiting: ((a: Arrival) => void) | undefined;
  let onOpened: ((m: { opened: number; failed: number }) => void) | undefined;
  let onClosed: (() => void) | undefined;
  const ready = new Promise<void>((resolve) => {
    child.on('message', (m: { type: string } & Record<string, unknown>) => {
      if (m.type === 'ready') resolve();
      if (m.type === 'opened') onOpened?.(m as unknown as { opened: number; failed: number });
      if (m.type === 'closed') onClosed?.();
      if (m.type === 'event') {
        const a = m as unknown as Arrival;
        if (waiting) waiting(a);
        else arrivals.push(a);
      }
    });
  });
  await ready;
  return {
    child,
    open(o) {
      return new Promise((resolve) => {
        onOpened = resolve;
        child.send({ cmd: 'open', concurrency: 200, ...o });
      });
    },
    next(timeoutMs = 10_000) {
      const known = arrivals.shift();
      if (known) return Promise.resolve(known);
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => {
          waiting = undefined;
          reject(new Error('not every stream received the event'));
        }, timeoutMs);
        waiting = (a) => {
          waiting = undefined;
          clearTimeout(timer);
          resolve(a);
        };
      });
    },
    async close() {
      const closed = new Promise<void>((resolve) => {
        onClosed = resolve;
      });
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.send({ cmd: 'close' });
      await closed;
      await exited;
    },
  };
}

/** The resident set size of a process, in MB (Linux /proc). */
export async function rssMb(pid: number): Promise<{ rss: number; peak: number }> {
  const { readFile } = await import('node:fs/promises');
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  const kb = (name: string) => Number(new RegExp(`^${name}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? 0);
  return { rss: kb('VmRSS') / 1024, peak: kb('VmHWM') / 1024 };
}
