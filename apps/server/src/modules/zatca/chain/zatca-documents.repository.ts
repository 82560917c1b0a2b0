import { sql } from 'kysely';
import type { Database, ZatcaReportStatus, ZatcaSourceColumn } from '../../../db/schema';

export interface QueuedDocument {
  kind: 'invoice' | 'credit_note';
  /** invoices.id or credit_notes.id */
  sourceId: number;
  /** the source's public uuid: the document's UUID (KSA-1) */
  uuid: string;
  source: ZatcaSourceColumn;
}

/**
 * Queues a document for the restaurant's EGS, in ONE statement that finds the EGS: a restaurant not
 * onboarded gets no row (Phase 1 as before). Returns the row's id, or null when there is no EGS.
 */
export async function queueDocument(
  trx: Database,
  restaurantId: number,
  doc: QueuedDocument,
): Promise<number | null> {
  const row = await trx
    .insertInto('zatcaDocuments')
    .columns(['restaurantId', 'egsId', 'kind', 'invoiceId', 'creditNoteId', 'uuid', 'source'])
    .expression((eb) =>
      eb
        .selectFrom('zatcaEgsUnits')
        .select((s) => [
          s.val(restaurantId).as('restaurantId'),
          'id',
          s.val(doc.kind).as('kind'),
          s.val(doc.kind === 'invoice' ? doc.sourceId : null).as('invoiceId'),
          s.val(doc.kind === 'credit_note' ? doc.sourceId : null).as('creditNoteId'),
          s.val(doc.uuid).as('uuid'),
          sql<string>`${JSON.stringify(doc.source)}::jsonb`.as('source'),
        ])
        .where('restaurantId', '=', restaurantId),
    )
    .onConflict((oc) => oc.column('uuid').doNothing())
    .returning('id')
    .executeTakeFirst();
  return row?.id ?? null;
}

/** The EGS's unsigned documents in the order they were issued (the head's lock is held by the caller). */
export function listUnsigned(trx: Database, egsId: number, limit: number) {
  return trx
    .selectFrom('zatcaDocuments')
    .select(['id', 'kind', 'invoiceId', 'creditNoteId', 'uuid', 'source'])
    .where('egsId', '=', egsId)
    .where('signedAt', 'is', null)
    .orderBy('id')
    .limit(limit)
    .execute();
}

export interface SignedFields {
  icv: number;
  pih: string;
  invoiceHash: string;
  signedXml: string;
  qr: string;
}

export async function recordSigned(trx: Database, id: number, signed: SignedFields): Promise<void> {
  await trx
    .updateTable('zatcaDocuments')
    .set({ ...signed, signedAt: sql<Date>`now()` })
    .where('id', '=', id)
    .where('signedAt', 'is', null)
    .execute();
}

/** Whether a source document is queued and not signed yet (its receipt waits for the Phase 2 QR). */
export async function isAwaitingSignature(
  db: Database,
  kind: 'invoice' | 'credit_note',
  sourceId: number,
): Promise<boolean> {
  const row = await db
    .selectFrom('zatcaDocuments')
    .select('id')
    .where(kind === 'invoice' ? 'invoiceId' : 'creditNoteId', '=', sourceId)
    .where('signedAt', 'is', null)
    .executeTakeFirst();
  return row !== undefined;
}

/** A signed document and its EGS's credentials, for the reporting job. */
export function findDocumentToReport(db: Database, documentId: number) {
  return db
    .selectFrom('zatcaDocuments as d')
    .innerJoin('zatcaEgsUnits as e', 'e.id', 'd.egsId')
    .select([
      'd.id',
      'd.restaurantId',
      'd.uuid',
      'd.invoiceHash',
      'd.signedXml',
      'd.reportStatus',
      'e.certificate',
      'e.secretEncrypted',
    ])
    .where('d.id', '=', documentId)
    .executeTakeFirst();
}

export interface ReportOutcomeFields {
  reportStatus: 'reported' | 'reported_with_warnings' | 'rejected';
  httpStatus: number;
  answer: unknown;
}

/** The document's end: only a waiting document moves (a late duplicate job changes nothing). */
export async function recordReportOutcome(
  db: Database,
  documentId: number,
  outcome: ReportOutcomeFields,
): Promise<void> {
  await db
    .updateTable('zatcaDocuments')
    .set((eb) => ({
      reportStatus: outcome.reportStatus,
      reportHttpStatus: outcome.httpStatus,
      zatcaAnswer: JSON.stringify(outcome.answer),
      reportAttempts: eb('reportAttempts', '+', 1),
      lastReportError: null,
      reportedAt: sql<Date>`now()`,
    }))
    .where('id', '=', documentId)
    .where('reportStatus', '=', 'waiting')
    .execute();
}

/** A try that got no verdict: counted, and why kept for the owner's screen (never a secret). */
export async function recordReportFailure(db: Database, documentId: number, error: string): Promise<void> {
  await db
    .updateTable('zatcaDocuments')
    .set((eb) => ({ reportAttempts: eb('reportAttempts', '+', 1), lastReportError: error.slice(0, 500) }))
    .where('id', '=', documentId)
    .execute();
}

/** The owner's list: newest first, at most `limit`. */
export function listDocuments(
  db: Database,
  restaurantId: number,
  filter: {
    status?: 'waiting' | 'reported' | 'reported_with_warnings' | 'rejected';
    kind?: 'invoice' | 'credit_note';
  },
  limit: number,
) {
  let query = db
    .selectFrom('zatcaDocuments')
    .select([
      'id',
      'kind',
      'uuid',
      'source',
      'icv',
      'invoiceHash',
      'qr',
      'reportStatus',
      'zatcaAnswer',
      'reportAttempts',
      'lastReportError',
      'reportedAt',
      'reissue',
    ])
    .where('restaurantId', '=', restaurantId);
  if (filter.status) query = query.where('reportStatus', '=', filter.status);
  if (filter.kind) query = query.where('kind', '=', filter.kind);
  return query.orderBy('id', 'desc').limit(limit).execute();
}

/** How many documents stand where; `overdue`: waiting since `overdueSince` or earlier (one read). */
export async function countDocuments(db: Database, restaurantId: number, overdueSince: Date) {
  const count = (status: ZatcaReportStatus) => sql<string>`count(*) FILTER (WHERE report_status = ${status})`;
  const row = await db
    .selectFrom('zatcaDocuments')
    .select([
      count('waiting').as('waiting'),
      count('reported').as('reported'),
      count('reported_with_warnings').as('reportedWithWarnings'),
      count('rejected').as('rejected'),
      sql<string>`count(*) FILTER (WHERE report_status = 'waiting' AND created_at <= ${overdueSince})`.as(
        'overdue',
      ),
    ])
    .where('restaurantId', '=', restaurantId)
    .executeTakeFirstOrThrow();
  return {
    waiting: Number(row.waiting),
    reported: Number(row.reported),
    reported_with_warnings: Number(row.reportedWithWarnings),
    rejected: Number(row.rejected),
    overdue: Number(row.overdue),
  };
}

export function findDocumentXml(db: Database, restaurantId: number, documentId: number) {
  return db
    .selectFrom('zatcaDocuments')
    .select(['uuid', 'signedXml', 'source'])
    .where('restaurantId', '=', restaurantId)
    .where('id', '=', documentId)
    .executeTakeFirst();
}

/** A document of the restaurant, locked until the caller commits (a reissue decides on it once). */
export function lockDocumentForReissue(trx: Database, restaurantId: number, documentId: number) {
  return trx
    .selectFrom('zatcaDocuments')
    .select(['id', 'kind', 'invoiceId', 'reportStatus', 'reissue'])
    .where('restaurantId', '=', restaurantId)
    .where('id', '=', documentId)
    .forUpdate()
    .executeTakeFirst();
}

export async function recordReissue(
  trx: Database,
  documentId: number,
  reissue: { creditNote: string; invoice: string },
): Promise<void> {
  await trx
    .updateTable('zatcaDocuments')
    .set({ reissue: JSON.stringify(reissue) })
    .where('id', '=', documentId)
    .execute();
}
