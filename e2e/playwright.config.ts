import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { chromiumArgs, chromiumPath } from './support/chromium';
import { fatooraPort } from './support/fatoora';
import { smtpPort } from './support/mail-inbox';

// One real server (built web app + API on a fresh embedded PGlite with the demo seeded) for the run.
const port = Number(process.env.E2E_PORT ?? 3210);
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(join(tmpdir(), 'sufra-e2e-'));
process.env.E2E_DATA_DIR = dataDir;
export const baseURL = `http://127.0.0.1:${port}`;
// The specs about the installed app and the device (the service worker's offline reads, fonts and updates,
// Web Push, the camera) run in Debian's full Chromium with the service worker allowed, as a phone has them.
const INSTALLED_APP = [
  '**/first-screen.spec.ts',
  '**/offline.spec.ts',
  '**/push.spec.ts',
  '**/scanner.spec.ts',
];
// Every other journey runs in Debian's headless shell of the same Chromium (its package
// chromium-headless-shell: the same Blink and V8 without the full browser's UI process work), with the
// service worker held back. Measured on 22 journeys (2026-12-03, docs/performance.md session 43): 235 s
// and 452 s of CPU in the full browser with the worker, 122 s and 215 s in the shell without it; the
// worker's precache alone (161 files in every new context) was a quarter. Where the worker was allowed,
// it registered once the first screen was idle and answered only the navigations after that: which pages
// it drew varied with the machine's speed. Without the shell (not installed), the full browser.
const HEADLESS_SHELL = process.env.CHROMIUM_HEADLESS_SHELL_PATH ?? '/usr/bin/chromium-headless-shell';
const JOURNEY_BROWSER = existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : chromiumPath;
const RESTAURANT_WIDE = [
  '**/console-settings.spec.ts',
  '**/console-payments.spec.ts',
  '**/einvoicing.spec.ts',
  '**/kitchen-stations.spec.ts',
];

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  // The test SMTP server (support/mail-inbox.ts): staff invitations and password resets are read from it;
  // the imitation of ZATCA's Fatoora API (support/fatoora.ts) the e-invoicing journey onboards with.
  globalSetup: './support/global-setup.ts',
  fullyParallel: false,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  // Budgets, not assertions: ceilings that stop a hung journey. This 2-core machine runs two browsers at a
  // load of 11–14, where a click takes 2–4 s and an accessibility scan 10–20 s (measured 2026-11-29), so
  // each test's budget (here and every test.setTimeout) is twice what a quiet machine needs.
  timeout: 120_000,
  expect: { timeout: 20_000 },
  reporter: 'list',
  // The journeys share one demo restaurant. Those that change it for every diner at once (maintenance
  // mode, the payment gateway) would make another journey's order or payment fail if they overlapped, so
  // they run after the others, one at a time. Connecting it to ZATCA (einvoicing.spec) is for good: every
  // invoice after it is a Phase 2 one, signed a second after its payment.
  projects: [
    {
      name: 'journeys',
      testIgnore: [...RESTAURANT_WIDE, ...INSTALLED_APP],
      use: { launchOptions: launchOptions(JOURNEY_BROWSER), serviceWorkers: 'block' },
    },
    {
      name: 'installed-app',
      testMatch: INSTALLED_APP,
      use: { launchOptions: launchOptions(chromiumPath), serviceWorkers: 'allow' },
    },
    {
      name: 'restaurant-wide',
      testMatch: RESTAURANT_WIDE,
      dependencies: ['journeys', 'installed-app'],
      workers: 1,
      use: { launchOptions: launchOptions(JOURNEY_BROWSER), serviceWorkers: 'block' },
    },
  ],
  use: {
    baseURL,
    ...devices['Pixel 7'],
    viewport: { width: 390, height: 844 },
    browserName: 'chromium',
    // Recording a trace (a screencast and DOM snapshots of every step) was a third of the suite's time:
    // 12 journeys took 118–132 s with it and 80–83 s without (2026-11-29). A failure is traced when CI
    // runs it again.
    trace: 'on-first-retry',
  },
  webServer: {
    command: 'node --import tsx apps/server/src/main.ts',
    cwd: '..',
    url: `${baseURL}/api/health`,
    timeout: 120_000,
    reuseExistingServer: false,
    // E2E_SERVER_STDOUT=1 prints the server's log lines (LOG_LEVEL warn: a job that failed and will retry).
    stdout: process.env.E2E_SERVER_STDOUT ? 'pipe' : 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: baseURL,
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      LOG_LEVEL: 'warn',
      SEED_DEMO: 'true',
      SMTP_URL: `smtp://127.0.0.1:${smtpPort(port)}`,
      ZATCA_ENVIRONMENT: 'simulation',
      ZATCA_BASE_URL: `http://127.0.0.1:${fatooraPort(port)}`,
      // The imitation printers of the evening service listen on this host, where no real printer is.
      PRINTER_NETWORKS: 'private,127.0.0.1/32',
    },
  },
});

function launchOptions(executablePath: string) {
  return { executablePath, args: chromiumArgs };
}
