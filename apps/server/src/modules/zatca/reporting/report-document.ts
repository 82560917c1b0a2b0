import type { Database } from '../../../db/schema';
import { decryptSecret, type SecretKey } from '../../../platform/crypto/secret-box';
import type { JobHandlers, JobLog } from '../../../platform/jobs/worker';
import {
  findDocumentToReport,
  recordReportFailure,
  recordReportOutcome,
} from '../chain/zatca-documents.repository';
import { egsSecretContext } from '../egs/egs-key';
import { type FatooraClient, FatooraError, type ReportingOutcome } from '../fatoora/fatoora-client';
import { createFatooraHttpClient } from '../fatoora/fatoora-http';
import type { ZatcaConfig } from '../zatca-config';
import { ZATCA_REPORT_JOB } from '../zatca-jobs';

/**
 * The longest wait between two tries of a report: ZATCA wants a simplified document within 24 hours, so
 * after an outage of any length every queued document is tried again within this (main.ts gives it to the
 * worker; backoff is 5 s, 10 s, … up to it).
 */
export const REPORT_RETRY_CAP_MS = 10 * 60_000;

export interface ReportingDeps {
  db: Database;
  box: SecretKey;
  zatca: ZatcaConfig;
  /** The Fatoora client for a language (ZATCA writes its messages in it). Default: the HTTP adapter. */
  client?: (language: 'ar' | 'en') => FatooraClient;
  log?: Pick<JobLog, 'warn'>;
}

/** ZATCA's verdict, in both languages when it refused the document (the owner reads either). */
interface Verdict {
  outcome: ReportingOutcome;
  /** A rejection's messages asked again in English (same document, not reported: no side effect). */
  english?: ReportingOutcome;
}

const STATUS_OF = {
  reported: 'reported',
  already_reported: 'reported',
  reported_with_warnings: 'reported_with_warnings',
  rejected: 'rejected',
} as const;

/**
 * Reports one signed document (POST /invoices/reporting/single with the production CSID). 200 and 409
 * ("already reported": a resend after a lost answer) end as reported, 202 as reported with its warnings
 * kept, 400 as rejected with ZATCA's messages. Anything else is not a verdict on the document: the try is
 * counted with why, and the job is retried (5xx, 429, timeouts, a 401 until the owner renews the
 * certificate, an answer that is not ZATCA's). The diner's payment never waits for any of it.
 */
export async function reportDocument(deps: ReportingDeps, documentId: number): Promise<void> {
  const doc = await findDocumentToReport(deps.db, documentId);
  if (doc?.reportStatus !== 'waiting') return;
  if (doc.signedXml === null || doc.invoiceHash === null)
    throw new Error(`zatca document ${documentId} is not signed yet`);
  const secret = decryptSecret(deps.box, doc.secretEncrypted, egsSecretContext(doc.restaurantId));
  const auth = { binarySecurityToken: doc.certificate, secret };
  const document = { invoiceHash: doc.invoiceHash, uuid: doc.uuid, invoice: doc.signedXml };
  const client =
    deps.client ?? ((language) => createFatooraHttpClient({ baseUrl: deps.zatca.baseUrl, language }));
  let verdict: Verdict;
  try {
    const outcome = await client('ar').reportInvoice(auth, document);
    verdict = { outcome };
    if (outcome.kind === 'rejected')
      verdict.english = await client('en')
        .reportInvoice(auth, document)
        .catch(() => undefined);
  } catch (err) {
    const why = err instanceof FatooraError ? `${err.kind}: ${err.message}` : String(err);
    await recordReportFailure(deps.db, documentId, why);
    deps.log?.warn({ documentId, err: why }, 'ZATCA report not answered; retried later');
    throw err instanceof FatooraError ? err : new Error(why);
  }
  const { outcome, english } = verdict;
  await recordReportOutcome(deps.db, documentId, {
    reportStatus: STATUS_OF[outcome.kind],
    httpStatus: outcome.httpStatus,
    answer: {
      status: outcome.status ?? null,
      reportingStatus: outcome.reportingStatus ?? null,
      warnings: outcome.warnings.map(({ code, message }) => ({ code, message })),
      errors: outcome.errors.map(({ code, message }) => ({ code, message })),
      ...(english?.kind === 'rejected'
        ? { errorsEn: english.errors.map(({ code, message }) => ({ code, message })) }
        : {}),
    },
  });
}

export function zatcaReportingJobHandlers(deps: ReportingDeps): JobHandlers {
  return {
    [ZATCA_REPORT_JOB]: async (job) => reportDocument(deps, job.payload.documentId),
  };
}
