// The HTTP load of bench/http.ts: wrk (Debian's package, C) when it is installed, else autocannon.
// On this 2-core machine the client shares the cores with the server it measures. autocannon is JavaScript
// and parses every answer: on the menu's 2.8 KB body it ran out of its core before the server did (the
// server idle for part of each run), so the read's row measured the client. wrk costs a fraction of that
// per answer, so every row is the server's ceiling, the bare route's included (docs/performance.md,
// session 38). BENCH_HTTP_CLIENT=autocannon keeps the old client, for a comparison with earlier runs.
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { promisify } from 'node:util';
import autocannon from 'autocannon';

export interface LoadResult {
  /** mean answers per second over the run */
  rps: number;
  total: number;
  /** ms */
  p99: number;
  /** answers other than 2xx (autocannon: 3xx counted too), plus socket errors and timeouts */
  non2xx: number;
}

const WRK = '/usr/bin/wrk';

/** Which client `httpLoad` uses on this machine. */
export const httpClient: 'wrk' | 'autocannon' =
  process.env.BENCH_HTTP_CLIENT !== 'autocannon' && existsSync(WRK) ? 'wrk' : 'autocannon';

export async function httpLoad(options: {
  url: string;
  connections: number;
  /** seconds */
  duration: number;
  headers?: Record<string, string>;
}): Promise<LoadResult> {
  const { url, connections, duration, headers = {} } = options;
  if (httpClient === 'autocannon') {
    const r = await autocannon({ url, connections, duration, headers });
    return { rps: r.requests.average, total: r.requests.total, p99: r.latency.p99, non2xx: r.non2xx };
  }
  const args = ['-t1', `-c${connections}`, `-d${duration}s`, '--latency'];
  for (const [name, value] of Object.entries(headers)) args.push('-H', `${name}: ${value}`);
  const { stdout } = await promisify(execFile)(WRK, [...args, url], { encoding: 'utf8' });
  return parseWrk(stdout);
}

/** The figures of wrk's report (`--latency`: its percentile table). */
function parseWrk(out: string): LoadResult {
  const number = (re: RegExp) => Number(re.exec(out)?.[1] ?? Number.NaN);
  const p99 = /^\s*99%\s+([\d.]+)(us|ms|s)\s*$/m.exec(out);
  const unit = { us: 0.001, ms: 1, s: 1000 } as const;
  const socketErrors = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(out);
  const errors = socketErrors ? socketErrors.slice(1).reduce((sum, n) => sum + Number(n), 0) : 0;
  const result = {
    rps: number(/^Requests\/sec:\s+([\d.]+)/m),
    total: number(/^\s*(\d+) requests in /m),
    p99: p99 ? Number(p99[1]) * unit[p99[2] as keyof typeof unit] : Number.NaN,
    non2xx: Number(/Non-2xx or 3xx responses: (\d+)/.exec(out)?.[1] ?? 0) + errors,
  };
  if (Number.isNaN(result.rps) || Number.isNaN(result.total) || Number.isNaN(result.p99))
    throw new Error(`wrk's report was not understood:\n${out}`);
  return result;
}
