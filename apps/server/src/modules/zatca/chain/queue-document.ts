import type { Database } from '../../../db/schema';
import { enqueueJob } from '../../../platform/jobs/outbox';
import { ZATCA_SIGN_JOB } from '../zatca-jobs';
import { type QueuedDocument, queueDocument } from './zatca-documents.repository';

/**
 * Called by the invoices module in the transaction that issues an invoice or a credit note: when the
 * restaurant is onboarded, the document joins its EGS's signing queue and a job to sign the queue is
 * written with it (both exist if and only if the document does). Not onboarded: nothing (Phase 1).
 * Returns whether the document will be a Phase 2 one.
 */
export async function queueForSigning(
  trx: Database,
  restaurantId: number,
  doc: QueuedDocument,
): Promise<boolean> {
  const id = await queueDocument(trx, restaurantId, doc);
  if (id === null) return false;
  await enqueueJob(trx, {
    type: ZATCA_SIGN_JOB,
    payload: { restaurantId },
    dedupeKey: `zatca.sign:${id}`,
    maxAttempts: 60,
  });
  return true;
}
