import { describe, expect, it } from 'vitest';
import { CONFIG_VARIABLES, ConfigError, parseConfig } from '../config';

const parseNotifyConfig = (env: NodeJS.ProcessEnv) => parseConfig(env).notify;

describe('notification settings', () => {
  it('defaults to kept mail, the built-in SMS provider and a running worker', () => {
    expect(parseNotifyConfig({ SMTP_URL: '' })).toEqual({
      smtpUrl: undefined,
      mailFrom: 'Sufra <no-reply@sufra.local>',
      sms: { provider: 'outbox' },
      outboxWorker: true,
      outboxPollMs: 1000,
    });
  });

  it('reads Taqnyat settings and refuses Taqnyat without credentials', () => {
    const config = parseNotifyConfig({
      SMS_PROVIDER: 'taqnyat',
      TAQNYAT_API_KEY: 'k',
      TAQNYAT_SENDER: 'Sufra',
      TAQNYAT_BASE_URL: 'http://127.0.0.1:4000/',
    });
    expect(config.sms).toEqual({
      provider: 'taqnyat',
      apiKey: 'k',
      sender: 'Sufra',
      baseUrl: 'http://127.0.0.1:4000',
    });
    expect(() => parseNotifyConfig({ SMS_PROVIDER: 'taqnyat' })).toThrow(ConfigError);
    expect(() => parseNotifyConfig({ SMTP_URL: 'http://x' })).toThrow(/SMTP_URL/);
  });

  it('documents every variable', () => {
    expect(CONFIG_VARIABLES.every((v) => v.description.length > 10)).toBe(true);
    expect(CONFIG_VARIABLES.map((v) => v.name)).toContain('SMTP_URL');
  });
});
