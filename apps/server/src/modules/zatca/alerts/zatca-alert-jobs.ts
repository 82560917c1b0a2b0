/** One owner's mail about the restaurant's e-invoicing (alerts/zatca-alert-mail.ts). */
export const ZATCA_ALERT_MAIL_JOB = 'mail.zatca_alert';

/**
 * Ids, not rows: the handler reads the documents, the certificate and the owner again when it sends, so
 * a document reported meanwhile is not mailed about and a renewed certificate gets no reminder.
 */
export type ZatcaAlertPayload =
  | { alert: 'overdue' | 'rejected'; restaurantId: number; staffUserId: number; documentIds: number[] }
  /** `expiresAt`: the certificate's expiry the reminder is for (ISO): another one means it was renewed. */
  | { alert: 'certificate'; restaurantId: number; staffUserId: number; expiresAt: string };

declare module '../../../platform/jobs/job-registry' {
  interface JobPayloads {
    [ZATCA_ALERT_MAIL_JOB]: ZatcaAlertPayload;
  }
}
