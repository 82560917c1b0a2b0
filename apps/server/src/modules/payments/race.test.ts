import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { usePostgres } from '../../../test/helpers';
import { createPaymentsTestApp, type PaymentsTestApp } from './testing/payment-fixtures';
import { raceTrial } from './testing/race-trial';

/**
 * THE race test (issue #4): fresh orders with 2–8 concurrent payers mixing every mode, double taps,
 * lapsed reservations, abandoned pages, declines, and verify + webhook + onSettled racing. Each trial
 * has its own table of 1–3 orders, and payers mix single-order payments with "pay the table's bill"
 * (issue 8 item 10: one payment locking every order of the table, in id order).
 * ≥ 1,000 trials on PostgreSQL; a small run on PGlite (one connection: it proves logic, not locking).
 */
const TRIALS = usePostgres ? Number(process.env.RACE_TRIALS ?? 1000) : 25;
const PARALLEL = usePostgres ? Number(process.env.RACE_PARALLEL ?? 8) : 1;

describe('paying one bill concurrently', () => {
  let t: PaymentsTestApp;
  beforeAll(async () => {
    t = await createPaymentsTestApp();
  });
  afterAll(() => t.close());

  it(`${TRIALS} randomized trials: no over-payment, no double charge, every capture accounted for`, {
    timeout: 600_000,
  }, async () => {
    const totals = { trials: 0, payments: 0, tablePayments: 0, completed: 0, refunds: 0, fullyPaid: 0 };
    let next = 1000;
    const worker = async () => {
      while (totals.trials < TRIALS) {
        totals.trials++;
        const r = await raceTrial(t, next++);
        totals.payments += r.payments;
        totals.completed += r.completed;
        totals.refunds += r.refunds;
        totals.tablePayments += r.tablePayments;
        if (r.fullyPaid) totals.fullyPaid++;
      }
    };
    const started = Date.now();
    await Promise.all(Array.from({ length: PARALLEL }, worker));
    console.log(
      `race: ${JSON.stringify({ ...totals, db: usePostgres ? 'postgres' : 'pglite', ms: Date.now() - started })}`,
    );
    expect(totals.trials).toBeGreaterThanOrEqual(TRIALS);
    expect(totals.completed).toBeGreaterThan(0);
    expect(totals.tablePayments).toBeGreaterThan(0);
  });
});
