// How many proof re-checks (stillAllowed calls: one database check each) the streams of a dining room cost
// per second, at the old 10 s interval and at today's 120 s safety net (bench/streams.ts, issue 28 item 4).
//
// A real app in this process (buildApp, the given database), `tables` tables with `phones` streams each (the
// peak's 4 phones per seated table share one proof: docs/scaling.md), opened over real HTTP. Every
// re-check the app makes is counted (SseOptions.onRecheck). Time is compressed: both intervals are divided
// by `compress`, the calls are counted over three of the longer interval, and the rate is scaled back to
// real seconds and to 10,000 streams. Counting is exact whatever the compression; only the database's
// pace under the compressed rate differs, and that is not what is measured here.
import http from 'node:http';
import { buildApp } from '../../apps/server/src/app';
import type { DatabaseHandle } from '../../apps/server/src/db/database';
import { createOrderFixture } from '../../apps/server/src/modules/orders/testing/fixtures';
import { newQrHash } from '../../apps/server/src/platform/crypto/qr-hash';
import { SAFETY_NET_RECHECK_MS } from '../../apps/server/src/platform/realtime/sse';
import { benchAppConfig } from './app-config';

export const OLD_RECHECK_MS = 10_000;

export interface RecheckRate {
  intervalMs: number;
  streams: number;
  proofs: number;
  calls: number;
  windowMs: number;
  /** Re-checks per real second per 10,000 streams. */
  perSecondPer10k: number;
}

function openStream(url: string): Promise<http.ClientRequest> {
  return new Promise((resolve, reject) => {
    const req = http.get(url, { agent: false, headers: { accept: 'text/event-stream' } }, (res) => {
      if (res.statusCode !== 200) return reject(new Error(`stream: ${res.statusCode}`));
      res.setEncoding('utf8');
      res.once('data', () => resolve(req));
    });
    req.on('error', reject);
  });
}

/** Tables of their own for this measurement, in a restaurant of its own; answers their stream URLs. */
export async function recheckTables(database: DatabaseHandle, tables: number) {
  const f = await createOrderFixture(database.db);
  const rows = Array.from({ length: tables }, (_, i) => ({
    restaurantId: f.restaurantId,
    number: 100 + i,
    hash: newQrHash(),
    capacity: 8,
  }));
  await database.db.insertInto('tables').values(rows).execute();
  return (base: string) =>
    rows.map(
      (t) => `${base}/api/public/restaurants/${t.restaurantId}/tables/${t.number}/events?hash=${t.hash}`,
    );
}

export async function measureRechecks(
  database: DatabaseHandle,
  urlsOf: (base: string) => string[],
  o: { intervalMs: number; phones: number; compress: number },
): Promise<RecheckRate> {
  let calls = 0;
  const app = await buildApp(benchAppConfig(), {
    database: { ...database, close: async () => {} },
    sse: {
      heartbeatMs: 60_000,
      revalidateMs: o.intervalMs / o.compress,
      limits: { perIp: 100_000, perScope: 100, perProcess: 100_000 },
      onRecheck: () => {
        calls += 1;
      },
    },
  });
  const base = await app.listen({ port: 0, host: '127.0.0.1' });
  const urls = urlsOf(base);
  const open: http.ClientRequest[] = [];
  try {
    for (let phone = 0; phone < o.phones; phone++)
      for (let i = 0; i < urls.length; i += 50)
        open.push(...(await Promise.all(urls.slice(i, i + 50).map(openStream))));
    const windowMs = (3 * Math.max(SAFETY_NET_RECHECK_MS, OLD_RECHECK_MS)) / o.compress;
    calls = 0;
    await new Promise((r) => setTimeout(r, windowMs));
    const counted = calls;
    const realSeconds = (windowMs * o.compress) / 1000;
    return {
      intervalMs: o.intervalMs,
      streams: open.length,
      proofs: urls.length,
      calls: counted,
      windowMs,
      perSecondPer10k: (counted / realSeconds) * (10_000 / open.length),
    };
  } finally {
    for (const req of open) req.destroy();
    await app.close();
  }
}
