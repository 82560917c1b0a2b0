import { AppError } from '@sufra/domain';
import type { ZatcaReissue } from '@sufra/domain/contracts';
import type { Database } from '../db/schema';
import { reissueInvoice } from '../modules/invoices';
import { lockDocumentForReissue, recordReissue } from '../modules/zatca';
import { recordAudit } from '../platform/audit/record-audit';
import { restaurantOf, type StaffPrincipal } from '../platform/auth/require-staff';
import { inTransaction } from '../platform/db/transaction';

/*
 * A rejected e-invoice's remedy, as ZATCA expects it (issue 27): a credit note for the rejected invoice and
 * a corrected invoice, in one transaction with its audit entry. The zatca module decides whether the
 * document may be reissued (an invoice, rejected, not yet reissued) under its row's lock; the invoices
 * module issues the two documents, which join the signing queue and are reported like any other.
 */
export async function reissueRejectedInvoice(
  db: Database,
  staff: StaffPrincipal,
  documentId: number,
): Promise<ZatcaReissue> {
  const restaurantId = restaurantOf(staff);
  return inTransaction(db, async (trx) => {
    const doc = await lockDocumentForReissue(trx, restaurantId, documentId);
    if (!doc) throw new AppError('ZATCA_DOCUMENT_NOT_FOUND');
    if (doc.reissue) throw new AppError('ZATCA_ALREADY_REISSUED');
    if (doc.kind !== 'invoice' || doc.reportStatus !== 'rejected' || doc.invoiceId === null)
      throw new AppError('ZATCA_REISSUE_NOT_ALLOWED');
    const reissued = await reissueInvoice(trx, doc.invoiceId);
    await recordReissue(trx, doc.id, reissued);
    await recordAudit(trx, {
      restaurantId,
      actorId: staff.id,
      action: 'zatca.document_reissued',
      subject: `restaurant:${restaurantId}`,
    });
    return reissued;
  });
}
