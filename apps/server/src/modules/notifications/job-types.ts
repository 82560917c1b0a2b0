import type { Language } from '@sufra/domain';

/** Outbox job types of this module (payloads carry internal numeric ids; handlers reload fresh rows). */
export const SMS_ORDER_READY_JOB = 'sms.order_ready';
export const MAIL_RECEIPT_JOB = 'mail.receipt';

declare module '../../platform/jobs/job-registry' {
  interface JobPayloads {
    /** The pickup SMS of a takeaway order (sent once, whichever job runs first). */
    [SMS_ORDER_READY_JOB]: { orderId: number };
    [MAIL_RECEIPT_JOB]: { orderId: number; email: string; language: Language };
  }
}
