// `node --import tsx bench/long-tasks.ts`: what the main thread does in each long task (> 50 ms) while
// the welcome and menu screens load, with the CPU slowed 4x as Lighthouse's mobile profile assumes.
// A closer look behind Lighthouse's total blocking time (docs/performance.md).
import type { Page } from 'playwright-core';
import { launchChromium } from './lib/browser';
import { ensureBuilt, startServer } from './lib/server';
import type { TraceEvent } from './lib/trace-event';

async function trace(page: Page, url: string, ready: () => Promise<unknown>): Promise<TraceEvent[]> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  const events: TraceEvent[] = [];
  cdp.on('Tracing.dataCollected', (e) => {
    events.push(...(e.value as unknown as TraceEvent[]));
  });
  await cdp.send('Tracing.start', {
    categories: 'devtools.timeline,disabled-by-default-devtools.timeline,v8.execute,blink.user_timing',
    transferMode: 'ReportEvents',
  });
  const profile = process.argv.includes('--profile');
  if (profile) {
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
    await cdp.send('Profiler.start');
  }
  await page.goto(url);
  await ready();
  await page.waitForTimeout(1500);
  if (profile) {
    // --profile: the functions that took the most time themselves (self time, 4x CPU).
    const { profile: p } = (await cdp.send('Profiler.stop')) as unknown as {
      profile: {
        nodes: {
          id: number;
          callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
        }[];
        samples: number[];
        timeDeltas: number[];
      };
    };
    const byNode = new Map<number, number>();
    for (const [i, id] of p.samples.entries()) byNode.set(id, (byNode.get(id) ?? 0) + (p.timeDeltas[i] ?? 0));
    const byFn = new Map<string, number>();
    for (const node of p.nodes) {
      const f = node.callFrame;
      const key = `${f.functionName || '(anonymous)'} ${f.url.replace(/.*\//, '')}:${f.lineNumber}:${f.columnNumber}`;
      byFn.set(key, (byFn.get(key) ?? 0) + (byNode.get(node.id) ?? 0) / 1000);
    }
    for (const [fn, ms] of [...byFn].sort((a, b) => b[1] - a[1]).slice(0, 25)) {
      console.log(`    ${ms.toFixed(0).padStart(5)} ms  ${fn}`);
    }
  }
  const done = new Promise((r) => cdp.once('Tracing.tracingComplete', r));
  await cdp.send('Tracing.end');
  await done;
  return events;
}

function report(label: string, events: TraceEvent[]): void {
  // The page's renderer: of the CrRendererMain threads, the busiest one.
  const renderers = events.filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain');
  const count = (t: TraceEvent) => events.filter((e) => e.tid === t.tid && e.name === 'RunTask').length;
  const renderer = renderers.sort((a, b) => count(b) - count(a))[0];
  const onMain = events.filter((e) => e.tid === renderer?.tid && e.ph === 'X' && e.dur !== undefined);
  const tasks = onMain.filter((e) => e.name === 'RunTask').sort((a, b) => a.ts - b.ts);
  const start = tasks[0]?.ts ?? 0;
  let blocking = 0;
  console.log(`\n${label}`);
  for (const task of tasks) {
    const ms = task.dur! / 1000;
    if (ms <= 50) continue;
    blocking += ms - 50;
    const inside = onMain.filter(
      (e) => e !== task && e.ts >= task.ts && e.ts + e.dur! <= task.ts + task.dur!,
    );
    const byName = new Map<string, number>();
    for (const e of inside) {
      if (
        [
          'V8.StackGuard',
          'V8.HandleInterrupts',
          'V8.BytecodeBudgetInterrupt',
          'V8.BytecodeBudgetInterruptWithStackCheck',
          'ThreadControllerImpl::RunTask',
        ].includes(e.name)
      )
        continue;
      const key = e.args?.data?.url ? `${e.name} ${e.args.data.url.replace(/.*\//, '')}` : e.name;
      byName.set(key, (byName.get(key) ?? 0) + e.dur! / 1000);
    }
    const top = [...byName]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 6)
      .map(([n, d]) => `${n} ${d.toFixed(0)}`);
    console.log(
      `  at ${((task.ts - start) / 1000).toFixed(0).padStart(5)} ms: ${ms.toFixed(0).padStart(4)} ms  ${top.join(', ')}`,
    );
  }
  console.log(`  blocking (sum of task time over 50 ms, 4x CPU): ${blocking.toFixed(0)} ms`);
}

ensureBuilt();
const server = await startServer(Number(process.env.BENCH_PORT ?? 3294));
try {
  const browser = await launchChromium();
  try {
    const table = server.links.tables[0]!;
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const welcome = await context.newPage();
    const link = () => welcome.locator('a[href="/restaurant-menu"]').waitFor();
    report('/welcome/{slug} (from the QR link)', await trace(welcome, table.url, link));
    const menu = await context.newPage();
    report(
      '/restaurant-menu',
      await trace(menu, `${server.baseUrl}/restaurant-menu`, () =>
        menu.getByRole('heading', { level: 2 }).first().waitFor(),
      ),
    );
  } finally {
    await browser.close();
  }
} finally {
  await server.stop();
}
