// CPU time of one side of the bench, from /proc (PostgreSQL runs on this machine): the server's Node
// process, and the PostgreSQL backends of its connections, found in pg_stat_activity by the
// application_name each server sets (PGAPPNAME). A backend that ends during a row loses its time; the
// pools keep their connections while they are busy, so none does in practice.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import type pg from 'pg';

const TICKS_PER_SECOND = Number(execFileSync('getconf', ['CLK_TCK']).toString().trim()) || 100;

/** utime + stime of a process in ms; undefined when it is gone (or /proc does not let us read it). */
function cpuMs(pid: number): number | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command's `(name)`, which may hold spaces: state is field 3, utime 14, stime 15.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_SECOND;
  } catch {
    return undefined;
  }
}

export interface CpuSample {
  node: number;
  backends: Map<number, number>;
}

export async function sampleCpu(admin: pg.Client, nodePid: number, appName: string): Promise<CpuSample> {
  const r = await admin.query<{ pid: number }>(
    'SELECT pid FROM pg_stat_activity WHERE application_name = $1',
    [appName],
  );
  const backends = new Map<number, number>();
  for (const { pid } of r.rows) {
    const ms = cpuMs(pid);
    if (ms !== undefined) backends.set(pid, ms);
  }
  if (r.rows.length > 0 && backends.size === 0)
    throw new Error(
      `cannot read /proc/<pid>/stat of PostgreSQL's backends (${appName}): is it on this machine?`,
    );
  return { node: cpuMs(nodePid) ?? Number.NaN, backends };
}

/** CPU ms spent between two samples: the Node process's, and its backends' (a new one counts from 0). */
export function cpuBetween(a: CpuSample, b: CpuSample): { node: number; pg: number } {
  let pgMs = 0;
  for (const [pid, ms] of b.backends) pgMs += ms - (a.backends.get(pid) ?? 0);
  return { node: b.node - a.node, pg: pgMs };
}
