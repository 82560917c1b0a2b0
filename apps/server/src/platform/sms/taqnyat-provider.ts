import { type SmsMessage, type SmsProvider, SmsProviderError } from './sms-provider';

export interface TaqnyatOptions {
  apiKey: string;
  sender: string;
  /** https://api.taqnyat.sa in production; tests point it at a local server. */
  baseUrl: string;
  timeoutMs?: number;
}

/** Taqnyat wants international numbers without '+' or '00' (e.g. 966501234567). */
function taqnyatRecipient(e164: string): string {
  return e164.replace(/^\+/, '');
}

interface TaqnyatAnswer {
  statusCode?: number;
  messageId?: number | string;
  message?: string;
}

/**
 * Taqnyat SMS API: POST {base}/v1/messages, `Authorization: Bearer <token>`, JSON
 * `{ recipients: [..], body, sender }`; success is 201 with `{ statusCode: 201, messageId, ... }`.
 * 4xx (bad token, sender, number or text) will not get better by retrying; 5xx and network errors may.
 */
export function createTaqnyatProvider(options: TaqnyatOptions): SmsProvider {
  const url = `${options.baseUrl.replace(/\/+$/, '')}/v1/messages`;
  return {
    name: 'taqnyat',
    keepsOnly: false,
    async send(message: SmsMessage) {
      let res: Response;
      try {
        res = await fetch(url, {
          method: 'POST',
          headers: {
            authorization: `Bearer ${options.apiKey}`,
            'content-type': 'application/json',
            accept: 'application/json',
          },
          body: JSON.stringify({
            recipients: [taqnyatRecipient(message.to)],
            body: message.body,
            sender: options.sender,
          }),
          signal: AbortSignal.timeout(options.timeoutMs ?? 10_000),
        });
      } catch (err) {
        throw new SmsProviderError(
          `Taqnyat unreachable: ${err instanceof Error ? err.message : String(err)}`,
          true,
        );
      }
      const answer = (await res.json().catch(() => ({}))) as TaqnyatAnswer;
      if (res.ok && answer.messageId !== undefined && answer.messageId !== null) {
        return { providerMessageId: String(answer.messageId) };
      }
      const retryable = res.status >= 500 || res.status === 429 || res.ok;
      const detail = answer.message ?? `HTTP ${res.status}`;
      throw new SmsProviderError(`Taqnyat refused the message: ${detail}`, retryable, res.status);
    },
  };
}
