import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { SmsProviderError } from './sms-provider';
import { createTaqnyatProvider } from './taqnyat-provider';

interface Seen {
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
  body: unknown;
}

/** Answers like Taqnyat's documented API: 201 with statusCode/messageId, 401 on a bad token, 400 on bad input. */
describe('Taqnyat adapter', () => {
  let server: Server;
  let baseUrl: string;
  let seen: Seen[] = [];
  let mode: 'ok' | 'down' = 'ok';

  beforeAll(async () => {
    server = createServer((req, res) => {
      let raw = '';
      req.setEncoding('utf8');
      req.on('data', (c: string) => {
        raw += c;
      });
      req.on('end', () => {
        const body = JSON.parse(raw || 'null') as {
          recipients?: string[];
          body?: string;
          sender?: string;
        } | null;
        seen.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers, body });
        const reply = (status: number, payload: unknown) => {
          res.writeHead(status, { 'content-type': 'application/json' });
          res.end(JSON.stringify(payload));
        };
        if (mode === 'down') return reply(503, { statusCode: 503, message: 'Service Unavailable' });
        if (req.headers.authorization !== 'Bearer test-token')
          return reply(401, { statusCode: 401, message: 'Unauthorized' });
        if (!body?.recipients?.every((r) => /^9665\d{8}$/.test(r)) || !body.body || body.sender !== 'Sufra') {
          return reply(400, { statusCode: 400, message: 'Invalid recipients' });
        }
        reply(201, {
          statusCode: 201,
          messageId: 5452899970,
          cost: '0.0500',
          currency: 'SAR',
          totalCount: 1,
          msgLength: 1,
          accepted: `[${body.recipients.join(',')},]`,
          rejected: '[]',
        });
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
  beforeEach(() => {
    seen = [];
    mode = 'ok';
  });

  it('posts the documented JSON with the bearer token and returns the message id', async () => {
    const sms = createTaqnyatProvider({ apiKey: 'test-token', sender: 'Sufra', baseUrl: `${baseUrl}/` });
    const result = await sms.send({ to: '+966501234567', body: 'بيت نجد: طلبك رقم 7 جاهز للاستلام.' });
    expect(result).toEqual({ providerMessageId: '5452899970' });
    expect(seen).toHaveLength(1);
    expect(seen[0]).toMatchObject({ method: 'POST', url: '/v1/messages' });
    expect(seen[0]?.headers['content-type']).toBe('application/json');
    expect(seen[0]?.body).toEqual({
      recipients: ['966501234567'],
      body: 'بيت نجد: طلبك رقم 7 جاهز للاستلام.',
      sender: 'Sufra',
    });
  });

  it('maps a rejected token to a permanent error', async () => {
    const sms = createTaqnyatProvider({ apiKey: 'wrong', sender: 'Sufra', baseUrl });
    const err = await sms.send({ to: '+966501234567', body: 'x' }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(SmsProviderError);
    expect(err).toMatchObject({ retryable: false, httpStatus: 401 });
    expect((err as Error).message).toContain('Unauthorized');
  });

  it('maps a rejected request (bad sender) to a permanent error', async () => {
    const sms = createTaqnyatProvider({ apiKey: 'test-token', sender: 'Other', baseUrl });
    await expect(sms.send({ to: '+966501234567', body: 'x' })).rejects.toMatchObject({
      retryable: false,
      httpStatus: 400,
    });
  });

  it('maps a server error and an unreachable server to retryable errors', async () => {
    mode = 'down';
    const sms = createTaqnyatProvider({ apiKey: 'test-token', sender: 'Sufra', baseUrl });
    await expect(sms.send({ to: '+966501234567', body: 'x' })).rejects.toMatchObject({
      retryable: true,
      httpStatus: 503,
    });
    const nowhere = createTaqnyatProvider({ apiKey: 't', sender: 'Sufra', baseUrl: 'http://127.0.0.1:9' });
    await expect(nowhere.send({ to: '+966501234567', body: 'x' })).rejects.toMatchObject({ retryable: true });
  });
});
