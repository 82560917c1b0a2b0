// The load of bench/pay-floor.ts, the same for every side: diners' taps over keep-alive HTTP/1.1
// connections (node:http), each answer awaited before the row ends, so a row's 2xx answers can be checked
// against the shares its bills show settled afterwards (a load generator that drops its in-flight requests
// at the end could not).
import http from 'node:http';

export interface LoadResult {
  ok: number;
  non2xx: number;
  errors: number;
  /** each non-2xx status's count, and the first such answer's body (what went wrong, when it did) */
  statuses: Record<number, number>;
  firstRefusal?: string;
  /** from the first tap to the last answer */
  seconds: number;
  p50: number;
  p99: number;
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] as number;
}

/** Taps paying `orders` (public ids) on 127.0.0.1:`port`; `body` makes each tap's JSON (a new key each). */
export interface Target {
  port: number;
  orders: string[];
  body: () => string;
}

function tapper(t: Target, sockets: number) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: sockets });
  const latencies: number[] = [];
  const counts = { ok: 0, non2xx: 0, errors: 0 };
  const statuses: Record<number, number> = {};
  let firstRefusal: string | undefined;
  /** One tap on `order`; its latency counted from `since` (its intended start, for an open loop). */
  const tap = (order: string, since: number) =>
    new Promise<void>((resolve) => {
      const body = t.body();
      const req = http.request(
        {
          host: '127.0.0.1',
          port: t.port,
          method: 'POST',
          path: `/api/public/orders/${order}/payment`,
          agent,
          headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
        },
        (res) => {
          const status = res.statusCode ?? 0;
          const ok = status >= 200 && status < 300;
          let text = '';
          if (ok || firstRefusal !== undefined) res.resume();
          else res.on('data', (chunk: Buffer) => (text += chunk.toString()));
          res.on('end', () => {
            latencies.push(performance.now() - since);
            if (ok) counts.ok++;
            else {
              counts.non2xx++;
              statuses[status] = (statuses[status] ?? 0) + 1;
              firstRefusal ??= `${status} ${text.slice(0, 300)}`;
            }
            resolve();
          });
        },
      );
      req.on('error', () => {
        counts.errors++;
        resolve();
      });
      req.end(body);
    });
  const result = (start: number): LoadResult => {
    agent.destroy();
    latencies.sort((a, b) => a - b);
    return {
      ...counts,
      statuses,
      ...(firstRefusal !== undefined ? { firstRefusal } : {}),
      seconds: (performance.now() - start) / 1000,
      p50: percentile(latencies, 50),
      p99: percentile(latencies, 99),
    };
  };
  return { tap, result };
}

/** Closed loop: `connections` diners, the i-th paying bill i mod n, each tapping again once answered. */
export async function closedLoop(t: Target, connections: number, seconds: number): Promise<LoadResult> {
  const { tap, result } = tapper(t, connections);
  const start = performance.now();
  const end = start + seconds * 1000;
  await Promise.all(
    Array.from({ length: connections }, async (_, i) => {
      const order = t.orders[i % t.orders.length] as string;
      while (performance.now() < end) await tap(order, performance.now());
    }),
  );
  return result(start);
}

/**
 * Open loop: `rate` taps a second on the bills in turn, whatever the answers, through at most `connections`
 * connections (a tap waits for a free one). Each latency counts from the tap's scheduled time, so a server
 * that falls behind shows it in the percentiles (no coordinated omission).
 */
export async function openLoop(
  t: Target,
  rate: number,
  connections: number,
  seconds: number,
): Promise<LoadResult> {
  const { tap, result } = tapper(t, connections);
  const start = performance.now();
  const total = Math.round(rate * seconds);
  const pending: Promise<void>[] = [];
  for (let i = 0; i < total; ) {
    const now = performance.now();
    // Every tap whose time has come, then sleep to the next (timers are ~1 ms coarse: taps go in bursts).
    for (; i < total && start + (i * 1000) / rate <= now; i++)
      pending.push(tap(t.orders[i % t.orders.length] as string, start + (i * 1000) / rate));
    if (i < total) await new Promise((r) => setTimeout(r, Math.max(0, start + (i * 1000) / rate - now)));
  }
  await Promise.all(pending);
  return result(start);
}
