import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers';

/** Sends raw bytes (fetch could not send a malformed request) and returns the whole answer. */
function rawRequest(base: string, bytes: string): Promise<{ status: number; headers: string; body: string }> {
  const { hostname, port } = new URL(base);
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const socket = connect(Number(port), hostname, () => socket.write(bytes));
    socket.on('data', (c) => chunks.push(c));
    socket.on('error', reject);
    socket.on('close', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      const [head = '', body = ''] = text.split('\r\n\r\n');
      resolve({ status: Number(head.split(' ')[1]), headers: head, body });
    });
  });
}

/**
 * Issue 25 item 14: a URL or headers over Node's 16 KiB were answered with Node's/Fastify's own 431 body,
 * outside the error shape. Only a real socket shows it (inject skips Node's parser).
 */
describe('requests Node refuses before routing', () => {
  let t: TestApp;
  let base: string;
  beforeAll(async () => {
    t = await createTestApp();
    base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(() => t.close());

  it('answers a URL over 16 KB with 431 HEADERS_TOO_LARGE in the error shape, in English when asked', async () => {
    const res = await fetch(`${base}/api/health?q=${'a'.repeat(17_000)}`, {
      headers: { 'accept-language': 'en' },
    });
    expect(res.status).toBe(431);
    expect(res.headers.get('content-type')).toContain('application/json');
    expect(await res.json()).toEqual({
      error: { code: 'HEADERS_TOO_LARGE', message: 'The address or headers of this request are too large.' },
    });
  });

  it('answers headers over 16 KB in Arabic by default, and in the x-sufra-lang language', async () => {
    const big = 'b'.repeat(17_000);
    const arabic = await fetch(`${base}/api/health`, { headers: { 'x-padding': big } });
    expect(arabic.status).toBe(431);
    expect(await arabic.json()).toEqual({
      error: { code: 'HEADERS_TOO_LARGE', message: 'عنوان هذا الطلب أو ترويساته أطول من المسموح.' },
    });
    const english = await fetch(`${base}/api/health`, {
      headers: { 'x-sufra-lang': 'en', 'x-padding': big },
    });
    expect(((await english.json()) as { error: { message: string } }).error.message).toBe(
      'The address or headers of this request are too large.',
    );
  });

  it('answers bytes that are not HTTP with 400 in the error shape', async () => {
    const res = await rawRequest(base, 'GET /api/health HTTP/1.1\r\nHost: x\r\nBad Header\r\n\r\n');
    expect(res.status).toBe(400);
    expect(JSON.parse(res.body)).toEqual({
      error: { code: 'VALIDATION_FAILED', message: expect.any(String) },
    });
  });
});
