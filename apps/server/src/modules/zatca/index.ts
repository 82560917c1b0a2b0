export { zatcaAlertJobHandlers } from './alerts/zatca-alert-mail';
export { OVERDUE_AFTER_HOURS, startZatcaAlertSweeper } from './alerts/zatca-alerts';
export { queueForSigning } from './chain/queue-document';
export { SIGN_BATCH, signQueuedDocuments } from './chain/sign-queue';
export {
  isAwaitingSignature,
  lockDocumentForReissue,
  recordReissue,
} from './chain/zatca-documents.repository';
export {
  REPORT_RETRY_CAP_MS,
  zatcaReportingJobHandlers,
} from './reporting/report-document';
export { ZATCA_REPORT_JOB, ZATCA_SIGN_JOB } from './zatca-jobs';
