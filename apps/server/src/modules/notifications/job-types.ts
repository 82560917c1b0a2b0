/** Outbox job types of this module (payloads carry internal numeric ids; handlers reload fresh rows). */
export const SMS_ORDER_READY_JOB = 'sms.order_ready';
export const MAIL_RECEIPT_JOB = 'mail.receipt';
