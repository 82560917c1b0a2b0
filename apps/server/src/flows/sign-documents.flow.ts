import type { Database } from '../db/schema';
import { applyPhase2 } from '../modules/invoices';
import { SIGN_BATCH, signQueuedDocuments, ZATCA_SIGN_JOB } from '../modules/zatca';
import type { SecretKey } from '../platform/crypto/secret-box';
import { inTransaction } from '../platform/db/transaction';
import type { JobHandlers } from '../platform/jobs/worker';

/*
 * Signing a restaurant's queued Phase 2 documents (docs/zatca.md, "Where the chain step runs"): the zatca
 * module signs the EGS's queue in order under its head's lock; the invoices module's rows take the signed
 * QR and VAT, in the same transaction. Run by the outbox worker, never on a diner's request: a payment is
 * settled whatever ZATCA, the key or the certificate do, and its invoice is signed about a second later.
 */

/** Signs every queued document of the restaurant, a batch per transaction. Returns how many were signed. */
export async function signRestaurantDocuments(
  deps: { db: Database; box: SecretKey },
  restaurantId: number,
): Promise<number> {
  let total = 0;
  for (;;) {
    const signed = await inTransaction(deps.db, async (trx) => {
      const batch = await signQueuedDocuments(trx, deps.box, restaurantId);
      for (const doc of batch) await applyPhase2(trx, doc);
      return batch.length;
    });
    total += signed;
    // A short batch was the whole queue: no second transaction just to find it empty.
    if (signed < SIGN_BATCH) return total;
  }
}

export function signingJobHandlers(deps: { db: Database; box: SecretKey }): JobHandlers {
  return {
    [ZATCA_SIGN_JOB]: async (job) => {
      await signRestaurantDocuments(deps, job.payload.restaurantId);
    },
  };
}
