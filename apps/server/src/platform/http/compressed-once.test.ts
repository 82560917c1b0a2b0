import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { sendCompressedOnce } from './compressed-once';

const small = { body: JSON.stringify({ data: { orders: [] } }) };
const large = {
  body: JSON.stringify({
    data: { orders: Array.from({ length: 40 }, (_, i) => ({ id: i, note: 'شاي بالنعناع' })) },
  }),
};

function app() {
  const server = Fastify();
  server.get('/small', (req, reply) => sendCompressedOnce(req, reply, small, small.body));
  server.get('/large', (req, reply) => sendCompressedOnce(req, reply, large, large.body));
  return server;
}

describe('sendCompressedOnce', () => {
  it('sends a body under 1 KiB as it is, whatever the caller accepts', async () => {
    const res = await app().inject({ url: '/small', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.headers.vary).toBeUndefined();
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(res.body).toBe(small.body);
  });

  it('sends a larger body in the coding the caller prefers, the same bytes on every request', async () => {
    const server = app();
    for (let i = 0; i < 2; i++) {
      const br = await server.inject({ url: '/large', headers: { 'accept-encoding': 'gzip, deflate, br' } });
      expect(br.headers['content-encoding']).toBe('br');
      expect(br.headers.vary).toBe('accept-encoding');
      expect(brotliDecompressSync(br.rawPayload).toString()).toBe(large.body);
    }
    const gzip = await server.inject({ url: '/large', headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(large.body);
    const plain = await server.inject({ url: '/large', headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(large.body);
    const refused = await server.inject({
      url: '/large',
      headers: { 'accept-encoding': 'br', 'x-no-compression': '1' },
    });
    expect(refused.headers['content-encoding']).toBeUndefined();
    expect(refused.body).toBe(large.body);
  });
});
