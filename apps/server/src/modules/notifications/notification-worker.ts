import type { Database } from '../../db/schema';
import {
  type JobHandlers,
  type JobLog,
  type OutboxWorker,
  type OutboxWorkerOptions,
  startOutboxWorker,
} from '../../platform/jobs/worker';
import { createMailer } from '../../platform/mail/mailer';
import type { NotifyConfig } from '../../platform/notify-config';
import type { EventBus } from '../../platform/realtime/event-bus';
import { createSmsProvider } from '../../platform/sms/create-sms-provider';
import { notificationJobHandlers } from './notification-jobs';

/**
 * The process's job worker with the SMS provider and mailer chosen by the config. Other modules' job
 * handlers (payments, push, ...) join through `handlers`. `stop()` also closes the SMTP pool.
 */
export function startNotificationWorker(options: {
  db: Database;
  config: NotifyConfig;
  /** The live events: a job that changes what a screen shows (the pickup SMS went) says so. */
  events?: EventBus;
  log?: JobLog;
  handlers?: JobHandlers;
  leaseMsByType?: Record<string, number>;
  maxDelayMsByType?: Record<string, number>;
  laneOf?: OutboxWorkerOptions['laneOf'];
}): OutboxWorker {
  const mailer = createMailer({ smtpUrl: options.config.smtpUrl, from: options.config.mailFrom });
  const sms = createSmsProvider(options.config.sms);
  const worker = startOutboxWorker({
    db: options.db,
    pollMs: options.config.outboxPollMs,
    ...(options.leaseMsByType ? { leaseMsByType: options.leaseMsByType } : {}),
    ...(options.maxDelayMsByType ? { maxDelayMsByType: options.maxDelayMsByType } : {}),
    ...(options.laneOf ? { laneOf: options.laneOf } : {}),
    ...(options.log ? { log: options.log } : {}),
    handlers: {
      ...notificationJobHandlers({
        db: options.db,
        sms,
        mailer,
        ...(options.events ? { events: options.events } : {}),
      }),
      ...options.handlers,
    },
  });
  return {
    drain: () => worker.drain(),
    async stop() {
      await worker.stop();
      mailer.close();
    },
  };
}
