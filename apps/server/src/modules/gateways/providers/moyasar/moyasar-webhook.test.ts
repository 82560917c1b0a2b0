import { halalas } from '@sufra/domain';
import { describe, expect, it } from 'vitest';
import { GatewayError, WebhookAuthError } from '../../gateway';
import { createMoyasarGateway } from './moyasar-gateway';
import { secretTokenMatches, webhookBody } from './moyasar-webhook';

const SECRET = 'whsec-0123456789abcdef';
const payment = {
  id: '1f0a0d52-52c9-4d8c-b2cb-4b8b0f0e0a11',
  status: 'paid',
  amount: 12_345,
  currency: 'SAR',
  given_id: '9b1deb4d-3b7d-4bad-9bdd-2b0d7b3dcb6d',
  metadata: { order: '42' },
  source: {
    type: 'creditcard',
    company: 'mada',
    message: 'APPROVED',
    response_code: '00',
    transaction_url: null,
  },
};

describe('webhook secret', () => {
  it('matches only the exact token, whatever the lengths', () => {
    expect(secretTokenMatches(SECRET, SECRET)).toBe(true);
    expect(secretTokenMatches(`${SECRET}x`, SECRET)).toBe(false);
    expect(secretTokenMatches(SECRET.slice(0, -1), SECRET)).toBe(false);
    expect(secretTokenMatches('', SECRET)).toBe(false);
    expect(secretTokenMatches(undefined, SECRET)).toBe(false);
    expect(secretTokenMatches(42, SECRET)).toBe(false);
  });

  it('a Moyasar webhook with the right secret gives the event and its payment', () => {
    const gateway = createMoyasarGateway({
      secretKey: 'sk_test_x',
      webhookSecret: SECRET,
      baseUrl: 'http://x',
      publicUrl: 'https://sufra.example',
    });
    const event = gateway.parseWebhook(
      {},
      webhookBody({ id: 'evt-1', type: 'payment_paid', data: payment }, SECRET),
    );
    expect(event).toEqual({
      id: 'evt-1',
      type: 'payment_paid',
      payment: {
        id: payment.id,
        status: 'paid',
        amount: halalas(12_345),
        currency: 'SAR',
        givenId: payment.given_id,
        metadata: { order: '42' },
        message: 'APPROVED',
      },
    });
  });

  it('refuses a wrong or missing secret and a body that is not JSON, before reading the payment', () => {
    const gateway = createMoyasarGateway({
      secretKey: 'sk_test_x',
      webhookSecret: SECRET,
      baseUrl: 'http://x',
      publicUrl: 'https://sufra.example',
    });
    const forged = webhookBody({ id: 'evt-2', type: 'payment_paid', data: payment }, 'guessed-secret-123');
    expect(() => gateway.parseWebhook({}, forged)).toThrow(WebhookAuthError);
    expect(() =>
      gateway.parseWebhook({}, JSON.stringify({ id: 'e', type: 'payment_paid', data: payment })),
    ).toThrow(WebhookAuthError);
    expect(() => gateway.parseWebhook({}, 'not json')).toThrow(WebhookAuthError);
    const noType = JSON.stringify({ id: 'e', secret_token: SECRET, data: payment });
    expect(() => gateway.parseWebhook({}, noType)).toThrow(GatewayError);
  });
});
