/** One text message to one phone (E.164, e.g. '+966501234567'). */
export interface SmsMessage {
  to: string;
  body: string;
}

/** Something that delivers SMS: the built-in outbox (keeps them) or a real gateway adapter. */
export interface SmsProvider {
  /** Stored with every message, so the owner sees who delivered it. */
  readonly name: string;
  /** True when the provider does not deliver (messages are only kept in sms_messages). */
  readonly keepsOnly: boolean;
  send(message: SmsMessage): Promise<{ providerMessageId: string }>;
}

/**
 * A provider's refusal. `retryable` false (bad number, bad credentials, rejected text) makes the job give
 * up at once instead of retrying a request that can never succeed.
 */
export class SmsProviderError extends Error {
  constructor(
    message: string,
    readonly retryable: boolean,
    readonly httpStatus?: number,
  ) {
    super(message);
    this.name = 'SmsProviderError';
  }
}

/** The built-in provider: nothing leaves the server; the recorded row in sms_messages is the message. */
export function createOutboxSmsProvider(): SmsProvider {
  let n = 0;
  return {
    name: 'outbox',
    keepsOnly: true,
    send: async () => ({ providerMessageId: `outbox-${Date.now().toString(36)}-${(n++).toString(36)}` }),
  };
}
