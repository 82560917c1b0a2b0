import type { SmsConfig } from '../notify-config';
import { createOutboxSmsProvider, type SmsProvider } from './sms-provider';
import { createTaqnyatProvider } from './taqnyat-provider';

export function createSmsProvider(config: SmsConfig): SmsProvider {
  switch (config.provider) {
    case 'taqnyat':
      return createTaqnyatProvider(config);
    case 'outbox':
      return createOutboxSmsProvider();
  }
}

/** Whether the configured provider texts anyone (the built-in outbox only keeps the messages). */
export function smsDelivers(config: SmsConfig): boolean {
  return config.provider !== 'outbox';
}
