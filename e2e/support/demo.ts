import { execFileSync } from 'node:child_process';

export interface DemoLinks {
  baseUrl: string;
  tables: { number: number; url: string }[];
  takeaway: { url: string };
  owner: { email: string; password: string };
  admin: { email: string; password: string };
  /** The second demo restaurant ("Qahwa Corner" / "ركن القهوة"), which takes payment before the order. */
  payFirst: { tables: { number: number; url: string }[]; takeaway: { url: string } };
}

let cached: DemoLinks | undefined;

/** The links printed by `npm run demo-links` for the server the journeys run against. */
export function demoLinks(): DemoLinks {
  if (cached) return cached;
  const out = execFileSync('node', ['--import', 'tsx', 'apps/server/src/scripts/demo-links.ts'], {
    cwd: new URL('../..', import.meta.url).pathname,
    env: {
      ...process.env,
      DATA_DIR: process.env.E2E_DATA_DIR,
      PORT: process.env.E2E_PORT ?? '3210',
      PUBLIC_URL: `http://127.0.0.1:${process.env.E2E_PORT ?? '3210'}`,
      DATABASE_URL: '',
      LOG_LEVEL: 'silent',
    },
    encoding: 'utf8',
  });
  cached = JSON.parse(out) as DemoLinks;
  return cached;
}

/** Path + query of a demo link, to open against Playwright's baseURL. */
export function pathOf(url: string): string {
  const u = new URL(url);
  return `${u.pathname}${u.search}`;
}
