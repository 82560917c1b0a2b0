import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Printer } from '@sufra/domain/contracts';
import { expect } from 'vitest';
import { startOutboxWorker } from '../../../platform/jobs/worker';
import { type signInTeam, staffCall } from '../../orders/testing/live-service';
import type { PaymentsTestApp } from '../../payments/testing/payment-fixtures';
import { printJobHandlers } from '../print-job.handler';
import { PRINT_JOB, printJobLane } from '../print-jobs';
import { printerAddressPolicy } from '../printer-address';
import { type ImitationPrinter, type ImitationState, startImitationPrinter } from './imitation-printer';

/** Where the imitation printers listen: PRINTER_NETWORKS must list it for the server to reach them. */
export const IMITATION_NETWORK = '127.0.0.1/32';

/** A directory of its own for one test file's printed PNGs. */
export const pngDir = (name: string) => mkdtempSync(join(tmpdir(), `sufra-printers-${name}-`));

export async function imitation(dir: string, state: ImitationState = 'online'): Promise<ImitationPrinter> {
  return startImitationPrinter({ dir, state });
}

/**
 * Runs the due print jobs as the process's worker would. `retryNow` first makes every waiting print job
 * due, as if its backoff had passed. `timeoutMs` is how long a printer may take to answer: the imitations
 * run in this process, so a printer's answer waits while another lane's ticket is rasterised or parsed, and
 * on a loaded machine that took more than the 400 ms this once was (CI, stop 41). A test of a printer that
 * never answers passes a short one.
 */
export async function runPrints(
  t: Pick<PaymentsTestApp, 'db' | 'events'>,
  options: { retryNow?: boolean; timeoutMs?: number } = {},
) {
  if (options.retryNow)
    await t.db
      .updateTable('outboxJobs')
      .set({ runAt: new Date(Date.now() - 1000) })
      .where('type', '=', PRINT_JOB)
      .where('status', '=', 'pending')
      .execute();
  const worker = startOutboxWorker({
    db: t.db,
    handlers: printJobHandlers({
      db: t.db,
      events: t.events,
      // The imitation printers listen on this host, which no real printer is on (testConfig lists it too).
      addresses: printerAddressPolicy([IMITATION_NETWORK]),
      timeoutMs: options.timeoutMs ?? 5000,
      knownDownMs: 0,
    }),
    laneOf: { [PRINT_JOB]: printJobLane },
    pollMs: 60_000,
  });
  try {
    await worker.drain();
  } finally {
    await worker.stop();
  }
}

type Tokens = Awaited<ReturnType<typeof signInTeam>>;

/** Adds a printer on the imitation's port through the API (owner or manager). */
export async function addPrinter(
  t: Pick<PaymentsTestApp, 'app'>,
  token: string,
  body: { name: string; port: number; stationId?: number | null; paperWidth?: 80 | 58; isReceipt?: boolean },
): Promise<Printer> {
  const res = await staffCall(t.app, token, 'POST', '/kitchen/printers', { host: '127.0.0.1', ...body });
  expect(res.status, res.text).toBe(201);
  return res.body.data.printer as Printer;
}

export async function listPrinters(t: Pick<PaymentsTestApp, 'app'>, tokens: Tokens): Promise<Printer[]> {
  const res = await staffCall(t.app, tokens.kitchen, 'GET', '/kitchen/printers');
  expect(res.status, res.text).toBe(200);
  return res.body.data.printers as Printer[];
}
