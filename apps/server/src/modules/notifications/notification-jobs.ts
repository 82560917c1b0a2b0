import type { Database } from '../../db/schema';
import type { JobHandlers } from '../../platform/jobs/worker';
import type { Mailer } from '../../platform/mail/mailer';
import type { EventBus } from '../../platform/realtime/event-bus';
import type { SmsProvider } from '../../platform/sms/sms-provider';
import { MAIL_RECEIPT_JOB, SMS_ORDER_READY_JOB } from './job-types';
import { orderReadySmsHandler } from './order-ready-sms';
import { receiptMailHandler } from './receipt-mail';

/** Every outbox job handler of this module, for startOutboxWorker({ handlers }). */
export function notificationJobHandlers(deps: {
  db: Database;
  sms: SmsProvider;
  mailer: Mailer;
  events?: EventBus;
}): JobHandlers {
  return {
    [SMS_ORDER_READY_JOB]: orderReadySmsHandler(deps),
    [MAIL_RECEIPT_JOB]: receiptMailHandler(deps),
  };
}
