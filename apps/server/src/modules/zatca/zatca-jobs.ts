/** Signs an EGS's queued documents in order (chain/sign-queue.ts); any one of its jobs signs the whole queue. */
export const ZATCA_SIGN_JOB = 'zatca.sign';
/** Reports one signed document to ZATCA (reporting/report-document.ts); idempotent by its UUID. */
export const ZATCA_REPORT_JOB = 'zatca.report';

declare module '../../platform/jobs/job-registry' {
  interface JobPayloads {
    [ZATCA_SIGN_JOB]: { restaurantId: number };
    [ZATCA_REPORT_JOB]: { documentId: number };
  }
}
