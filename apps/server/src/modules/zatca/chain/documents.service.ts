import { AppError, halalas, taxAmounts } from '@sufra/domain';
import type { ZatcaDocument, ZatcaDocuments } from '@sufra/domain/contracts';
import type { Database } from '../../../db/schema';
import { restaurantOf, type StaffPrincipal } from '../../../platform/auth/require-staff';
import { OVERDUE_AFTER_HOURS } from '../alerts/zatca-alerts';
import { countDocuments, findDocumentXml, listDocuments } from './zatca-documents.repository';

const HOUR_MS = 60 * 60_000;
/** ZATCA's reporting window for a simplified document, and the owner's alert before it closes. */
const REPORTING_WINDOW_HOURS = 24;
const LIST_LIMIT = 200;

type Message = { code: string; message: string };
interface StoredAnswer {
  warnings?: Message[];
  errors?: Message[];
  errorsEn?: Message[];
}

type Row = Awaited<ReturnType<typeof listDocuments>>[number];

function toDocument(row: Row, language: 'ar' | 'en', now: number, owner: boolean): ZatcaDocument {
  const answer = (row.zatcaAnswer ?? {}) as StoredAnswer;
  const issuedAt = new Date(row.source.issuedAt);
  const paid = halalas(row.source.paid);
  const hoursGone = Math.floor((now - issuedAt.getTime()) / HOUR_MS);
  return {
    id: row.id,
    kind: row.kind,
    number: row.source.number,
    publicId: row.uuid,
    uuid: row.uuid,
    icv: row.icv,
    invoiceHash: row.invoiceHash,
    qr: row.qr,
    totalHalalas: paid,
    vatHalalas: taxAmounts(paid).vat,
    reportStatus: row.reportStatus,
    hoursLeft: row.reportStatus === 'waiting' ? Math.max(0, REPORTING_WINDOW_HOURS - hoursGone) : null,
    attempts: row.reportAttempts,
    lastError: row.lastReportError,
    warnings: answer.warnings ?? [],
    // A rejection was asked in both languages (reporting/report-document.ts): the owner's own first.
    errors: (language === 'en' && answer.errorsEn?.length ? answer.errorsEn : answer.errors) ?? [],
    issuedAt: issuedAt.toISOString(),
    reportedAt: row.reportedAt?.toISOString() ?? null,
    reissue: row.reissue,
    // ZATCA's remedy for a rejected invoice (a credit note and a corrected invoice), the owner's to take.
    canReissue: owner && row.kind === 'invoice' && row.reportStatus === 'rejected' && row.reissue === null,
  };
}

export async function listZatcaDocuments(
  db: Database,
  staff: StaffPrincipal,
  filter: { status?: ZatcaDocument['reportStatus']; kind?: ZatcaDocument['kind'] },
  language: 'ar' | 'en',
): Promise<ZatcaDocuments> {
  const restaurantId = restaurantOf(staff);
  const now = Date.now();
  const [rows, counts] = await Promise.all([
    listDocuments(db, restaurantId, filter, LIST_LIMIT),
    countDocuments(db, restaurantId, new Date(now - OVERDUE_AFTER_HOURS * HOUR_MS)),
  ]);
  return {
    documents: rows.map((row) => toDocument(row, language, now, staff.role === 'owner')),
    counts,
  };
}

/** The signed XML exactly as stored and reported (a document not signed yet has none to give). */
export async function zatcaDocumentXml(db: Database, staff: StaffPrincipal, documentId: number) {
  const row = await findDocumentXml(db, restaurantOf(staff), documentId);
  if (!row?.signedXml) throw new AppError('ZATCA_DOCUMENT_NOT_FOUND');
  return { xml: row.signedXml, filename: `${row.source.number}-${row.uuid}.xml` };
}
