// What bench/pay-floor.ts prints: each row as measured, then the medians of the rounds, Sufra's ratios to
// the floor and the card floor, CPU per settled share and the target.
import { readFileSync } from 'node:fs';
import type { LoadResult } from './driver';

export interface Measured extends LoadResult {
  row: string;
  side: string;
  settled: number;
  /** CPU ms of the server's Node process and of its PostgreSQL backends during the row */
  node: number;
  pg: number;
  roundTrips: number | undefined;
  /** the PostgreSQL backends of the server's connections, seen at the row's end */
  backends: number;
}

export const loadavg = () => readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');
const f0 = (n: number) => (Number.isFinite(n) ? n.toFixed(0) : '–');
const f1 = (n: number) => (Number.isFinite(n) ? n.toFixed(1) : '–');
const pct = (a: number, b: number) => `${((100 * a) / b).toFixed(0)} %`;
export function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? (s[m] as number) : ((s[m - 1] as number) + (s[m] as number)) / 2;
}

export function printMeasured(m: Measured): void {
  const perShare = (ms: number) => f1(ms / m.settled);
  const refused = m.non2xx ? ` (non-2xx: ${JSON.stringify(m.statuses)})` : '';
  const rt = m.roundTrips !== undefined ? `  ${f1(m.roundTrips / m.settled)} round trips/share` : '';
  console.log(
    `  ${m.row.padEnd(22)} ${m.side.padEnd(10)} ${f0(m.settled / m.seconds).padStart(5)} settled/s  p50 ${f0(m.p50).padStart(5)} ms  p99 ${f0(m.p99).padStart(5)} ms  ${String(m.settled).padStart(5)} settled = 2xx${refused}  CPU/share node ${perShare(m.node)} + pg ${perShare(m.pg)} ms (${m.backends} backends)${rt}  (load ${loadavg()})`,
  );
}

/** `rows`: the rows' names, the first the 50 bills', the second the one bill's (the target's rows). */
export function printSummary(measured: Measured[], rows: string[], rounds: number): void {
  const of = (row: string, side: string) => measured.filter((m) => m.row === row && m.side === side);
  const rate = (row: string, side: string) => median(of(row, side).map((m) => m.settled / m.seconds));
  const lat = (row: string, side: string, k: 'p50' | 'p99') => median(of(row, side).map((m) => m[k]));
  console.log(`\nmedian of ${rounds} rounds: settled shares/s (p50/p99 ms)`);
  console.log(
    `  ${'row'.padEnd(22)} ${'floor'.padStart(18)} ${'card floor'.padStart(18)} ${'Sufra'.padStart(18)}   Sufra/card floor  Sufra/floor`,
  );
  for (const row of rows) {
    const cell = (side: string) =>
      `${f0(rate(row, side))} (${f0(lat(row, side, 'p50'))}/${f0(lat(row, side, 'p99'))})`.padStart(18);
    const ratio = (to: string) => pct(rate(row, 'Sufra'), rate(row, to));
    console.log(
      `  ${row.padEnd(22)} ${cell('floor')} ${cell('card floor')} ${cell('Sufra')}   ${ratio('card floor').padStart(16)}  ${ratio('floor').padStart(11)}`,
    );
  }
  console.log(
    'CPU ms per settled share, all rows of all rounds (Node process + PostgreSQL backends = total)',
  );
  const cpu = (side: string) => {
    const ms = measured.filter((m) => m.side === side);
    const n = ms.reduce((a, m) => a + m.settled, 0);
    const node = ms.reduce((a, m) => a + m.node, 0) / n;
    const pg = ms.reduce((a, m) => a + m.pg, 0) / n;
    return { node, pg, total: node + pg };
  };
  for (const side of ['floor', 'card floor', 'Sufra']) {
    const c = cpu(side);
    console.log(`  ${side.padEnd(10)} ${f1(c.node)} + ${f1(c.pg)} = ${f1(c.total)} ms`);
  }
  const cpuRatio = cpu('Sufra').total / cpu('card floor').total;
  console.log(`  Sufra / card floor: ${cpuRatio.toFixed(2)}×`);
  const [many, one] = rows as [string, string];
  const met = (ok: boolean) => (ok ? 'met' : 'not met');
  const share = (row: string) =>
    `${row} ${pct(rate(row, 'Sufra'), rate(row, 'card floor'))} ${met(rate(row, 'Sufra') >= 0.8 * rate(row, 'card floor'))}`;
  console.log(
    `target (Sufra ≥ 80 % of the card floor's settled shares/s on ${many} and on one bill, ≤ 1.3× its CPU per share): ${share(many)}; ${share(one)}; CPU ${cpuRatio.toFixed(2)}× ${met(cpuRatio <= 1.3)}`,
  );
}
