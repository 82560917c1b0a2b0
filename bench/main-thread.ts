// `node --import tsx bench/main-thread.ts`: the main thread's work on a first scan, measured against the
// physical limit (issue 28, item 2). For each first screen (a table's welcome, the menu with the table's
// session kept and every cache empty, the landing page) a Chromium trace counts the renderer's main-thread
// tasks from the navigation until the page has settled: their sum and the longest, at 1× CPU (the machine's
// own speed: Lighthouse's simulated throttling multiplies these by 4) and at 4× (the longest task, which
// Lighthouse's TBT counts above 50 ms). Beside each, a STATIC COPY of the same page: the server's very HTML
// for that request with its scripts removed (its CSS is inline already), served from a plain HTTP server that
// passes every other request (pictures) to the app: what parsing, styling, layout and painting the same
// screen costs without any of our code. The ratio of the two is the figure to watch; both are measured in
// the same run, interleaved, so the machine's load weighs on both alike. Last, a page of one Arabic word: a
// fresh renderer's first text layout (its fonts found and loaded), which every page's first paint waits for.
//
// Options: BENCH_MAIN_THREAD_RUNS (default 3; each figure is the median), BENCH_MAIN_THREAD_SCREENS
// (welcome,menu,landing: only these), WEB_DIST_DIR (another build), `--tasks` (every task over 50 ms
// at 4×, named by what runs inside it), `--profile` (the functions sampled inside each of those tasks).
import type { Browser, BrowserContext, CDPSession } from 'playwright-core';
import { launchChromium } from './lib/browser';
import { ensureBuilt, startServer } from './lib/server';
import { staticCopy, withoutScripts } from './lib/static-copy';
import type { TraceEvent } from './lib/trace-event';

interface Profile {
  nodes: { id: number; callFrame: { functionName: string; url: string; lineNumber: number } }[];
  startTime: number;
  samples: number[];
  timeDeltas: number[];
}

interface Measure {
  /** Sum of the main thread's tasks, ms. */
  sum: number;
  /** The longest task, ms. */
  longest: number;
  /** The longest task after the first contentful paint (Lighthouse's TBT counts from there), ms. */
  longestAfterPaint: number;
  /** Tasks over 50 ms, described (with --tasks). */
  long: string[];
  /** The layouts' time, ms: on a fresh renderer, mostly its fonts' first use (the one-word row). */
  layout: number;
}

const IGNORED = new Set([
  'V8.StackGuard',
  'V8.HandleInterrupts',
  'V8.BytecodeBudgetInterrupt',
  'V8.BytecodeBudgetInterruptWithStackCheck',
  'ThreadControllerImpl::RunTask',
]);

/**
 * The page's renderer main thread (the one that parsed `url`) and its tasks from that parse on (the blank
 * page before it is not the page's work); `afterPaint`: the first contentful paint's time, after which
 * Lighthouse counts a task's time over 50 ms as blocking.
 */
function mainThreadTasks(
  events: TraceEvent[],
  url: string,
): { tasks: TraceEvent[]; onMain: TraceEvent[]; afterPaint: number } {
  const parses = events.filter((e) => e.name === 'ParseHTML').sort((a, b) => a.ts - b.ts);
  const parse =
    parses.find((e) => e.args?.beginData?.url === url) ??
    parses.find((e) => e.args?.beginData?.url?.startsWith(new URL(url).origin));
  const onMain = events.filter(
    (e) => e.pid === parse?.pid && e.tid === parse?.tid && e.ph === 'X' && e.dur !== undefined,
  );
  const tasks = onMain
    .filter((e) => e.name === 'RunTask' && e.ts + e.dur! >= (parse?.ts ?? 0))
    .sort((a, b) => a.ts - b.ts);
  const fcp = events.find((e) => e.name === 'firstContentfulPaint' && e.pid === parse?.pid);
  return { tasks, onMain, afterPaint: fcp?.ts ?? 0 };
}

function describe(task: TraceEvent, onMain: TraceEvent[], profile: Profile | null): string {
  const inside = onMain.filter((e) => e !== task && e.ts >= task.ts && e.ts + e.dur! <= task.ts + task.dur!);
  const byName = new Map<string, number>();
  for (const e of inside) {
    if (IGNORED.has(e.name)) continue;
    const key = e.args?.data?.url ? `${e.name} ${e.args.data.url.replace(/.*\//, '')}` : e.name;
    byName.set(key, (byName.get(key) ?? 0) + e.dur! / 1000);
  }
  const top = [...byName]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 5)
    .map(([n, d]) => `${n} ${d.toFixed(0)}`);
  let line = `${(task.dur! / 1000).toFixed(0).padStart(4)} ms  ${top.join(', ')}`;
  if (profile) {
    // The samples taken inside this task, by function (self time).
    const byFn = new Map<string, number>();
    const nodes = new Map(profile.nodes.map((n) => [n.id, n]));
    let t = profile.startTime;
    for (const [i, id] of profile.samples.entries()) {
      t += profile.timeDeltas[i] ?? 0;
      if (t < task.ts || t > task.ts + task.dur!) continue;
      const f = nodes.get(id)?.callFrame;
      if (!f) continue;
      const key = `${f.functionName || '(anonymous)'} ${f.url.replace(/.*\//, '')}:${f.lineNumber}`;
      byFn.set(key, (byFn.get(key) ?? 0) + (profile.timeDeltas[i] ?? 0) / 1000);
    }
    for (const [fn, ms] of [...byFn]
      .sort((a, b) => b[1] - a[1])
      .slice(0, Number(process.env.BENCH_PROFILE_TOP ?? 8)))
      line += `\n          ${ms.toFixed(0).padStart(4)} ms  ${fn}`;
  }
  return line;
}

/**
 * One page load in a fresh tab of `context`, traced: tasks from the first parse until `ready` and then
 * SETTLE_MS more (the page's idle work: its code's later chunks, the service worker's registration).
 */
const SETTLE_MS = 2000;

async function trace(
  context: BrowserContext,
  url: string,
  rate: number,
  ready: (cdp: CDPSession) => Promise<unknown>,
  profile: boolean,
): Promise<Measure> {
  const page = await context.newPage();
  const cdp: CDPSession = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate });
  const events: TraceEvent[] = [];
  cdp.on('Tracing.dataCollected', (e) => {
    events.push(...(e.value as unknown as TraceEvent[]));
  });
  await cdp.send('Tracing.start', {
    categories: 'devtools.timeline,disabled-by-default-devtools.timeline,v8.execute,loading',
    transferMode: 'ReportEvents',
  });
  if (profile) {
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
    await cdp.send('Profiler.start');
  }
  await page.goto(url);
  await ready(cdp);
  await page.waitForTimeout(SETTLE_MS);
  const sampled = profile
    ? ((await cdp.send('Profiler.stop')) as unknown as { profile: Profile }).profile
    : null;
  const done = new Promise((r) => cdp.once('Tracing.tracingComplete', r));
  await cdp.send('Tracing.end');
  await done;
  await page.close();
  const { tasks, onMain, afterPaint } = mainThreadTasks(events, url);
  return {
    sum: tasks.reduce((n, t) => n + t.dur! / 1000, 0),
    longest: Math.max(0, ...tasks.map((t) => t.dur! / 1000)),
    longestAfterPaint: Math.max(0, ...tasks.filter((t) => t.ts >= afterPaint).map((t) => t.dur! / 1000)),
    long: tasks.filter((t) => t.dur! > 50_000).map((t) => describe(t, onMain, sampled)),
    layout: onMain.filter((e) => e.name === 'Layout').reduce((n, e) => n + e.dur! / 1000, 0),
  };
}

/**
 * React has taken over the drawn screen: hydrateRoot (or createRoot) marks #root. Asked with a bare
 * Runtime.evaluate every 100 ms: Playwright's own waits inject a script whose compilation alone is a long
 * task at 4×, which would be counted as the page's.
 */
async function hydrated(cdp: CDPSession): Promise<void> {
  const deadline = Date.now() + 30_000;
  const expression =
    "Object.keys(document.getElementById('root') ?? {}).some((k) => k.startsWith('__reactContainer'))";
  while (Date.now() < deadline) {
    const { result } = await cdp.send('Runtime.evaluate', { expression, returnByValue: true });
    if (result.value === true) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('the page was not hydrated within 30 s');
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] as number;

interface Screen {
  label: string;
  /** A fresh context as a first scan finds it (the menu's holds the table session only). */
  context(browser: Browser): Promise<BrowserContext>;
  url: string;
}

async function main(): Promise<void> {
  ensureBuilt();
  const runs = Math.max(1, Number(process.env.BENCH_MAIN_THREAD_RUNS ?? 3));
  const showTasks = process.argv.includes('--tasks') || process.argv.includes('--profile');
  const profile = process.argv.includes('--profile');
  const server = await startServer(Number(process.env.BENCH_PORT ?? 3296));
  const copy = await staticCopy(server.baseUrl);
  const browser = await launchChromium();
  try {
    const viewport = { width: 390, height: 844 };
    const table = server.links.tables[0]!;
    // The menu's session: the table link scanned once; its storage (localStorage, the table cookie) is all a
    // fresh context takes over (no HTTP cache, no service worker).
    const scan = await browser.newContext({ viewport });
    const scanned = await scan.newPage();
    await scanned.goto(table.url);
    await scanned.waitForFunction(() =>
      localStorage.getItem('sufra-root')?.includes('"isSessionActive":true'),
    );
    const session = await scan.storageState();
    await scan.close();
    const screens: Screen[] = [
      { label: 'welcome (QR link)', url: table.url, context: (b) => b.newContext({ viewport }) },
      {
        label: 'menu (session kept)',
        url: `${server.baseUrl}/restaurant-menu`,
        context: (b) => b.newContext({ viewport, storageState: session }),
      },
      { label: 'landing', url: `${server.baseUrl}/`, context: (b) => b.newContext({ viewport }) },
    ];
    console.log(
      `main-thread tasks from the first parse to ${SETTLE_MS / 1000} s after hydration, median of ${runs} (load average ${(await import('node:os')).loadavg()[0]!.toFixed(2)})`,
    );
    // BENCH_MAIN_THREAD_SCREENS=welcome,menu: only these screens (a closer look at one).
    const only = process.env.BENCH_MAIN_THREAD_SCREENS?.split(',').filter(Boolean);
    for (const screen of screens.filter((s) => !only || only.some((o) => s.label.startsWith(o)))) {
      // The server's HTML for exactly this request (same cookies), scripts removed.
      const probe = await screen.context(browser);
      const probePage = await probe.newPage();
      const response = await probePage.goto(screen.url);
      copy.set(withoutScripts((await response?.text()) ?? ''));
      await probe.close();
      const real: Record<number, Measure[]> = { 1: [], 4: [] };
      const still: Record<number, Measure[]> = { 1: [], 4: [] };
      // Interleaved: app, copy, app, copy… at 1× then 4×.
      for (let i = 0; i < runs; i++)
        for (const rate of [1, 4]) {
          const a = await screen.context(browser);
          real[rate]!.push(await trace(a, screen.url, rate, hydrated, profile && rate === 4 && i === 0));
          await a.close();
          const b = await screen.context(browser);
          still[rate]!.push(await trace(b, copy.url, rate, async () => {}, false));
          await b.close();
        }
      const m = (xs: Measure[], key: 'sum' | 'longest' | 'longestAfterPaint' | 'layout') =>
        median(xs.map((x) => x[key]));
      const [sum1, long1, sum1s, long1s] = [
        m(real[1]!, 'sum'),
        m(real[1]!, 'longest'),
        m(still[1]!, 'sum'),
        m(still[1]!, 'longest'),
      ];
      const [long4, long4s] = [m(real[4]!, 'longest'), m(still[4]!, 'longest')];
      const [paint4, paint4s] = [m(real[4]!, 'longestAfterPaint'), m(still[4]!, 'longestAfterPaint')];
      console.log(
        `${screen.label.padEnd(20)} 1×: tasks ${sum1.toFixed(0)} ms in all, longest ${long1.toFixed(0)} ms; static copy ${sum1s.toFixed(0)} / ${long1s.toFixed(0)} ms; ratio ${(sum1 / sum1s).toFixed(2)} (sum), ${(long1 / long1s).toFixed(2)} (longest) | 4×: longest ${long4.toFixed(0)} ms (static copy ${long4s.toFixed(0)}), after first paint ${paint4.toFixed(0)} ms (static copy ${paint4s.toFixed(0)}), layouts ${m(real[4]!, 'layout').toFixed(0)} ms (static copy ${m(still[4]!, 'layout').toFixed(0)})`,
      );
      if (showTasks)
        for (const [i, run] of real[4]!.entries()) {
          console.log(`    4× run ${i + 1}, tasks over 50 ms:`);
          for (const line of run.long) console.log(`      ${line}`);
          console.log(`    4× run ${i + 1}, the static copy's tasks over 50 ms:`);
          for (const line of still[4]![i]!.long) console.log(`      ${line}`);
        }
    }
    // The floor under every first screen's first layout: one word on a fresh renderer.
    const word: Measure[] = [];
    for (let i = 0; i < runs; i++) {
      const c = await browser.newContext({ viewport });
      word.push(await trace(c, `${copy.url}one-word`, 4, async () => {}, false));
      await c.close();
    }
    console.log(
      `${'one Arabic word'.padEnd(20)} 4×: longest ${median(word.map((w) => w.longest)).toFixed(0)} ms, layouts ${median(word.map((w) => w.layout)).toFixed(0)} ms (a fresh renderer's first text: its fonts found, loaded and shaped)`,
    );
  } finally {
    await browser.close();
    copy.close();
    await server.stop();
  }
}

await main();
