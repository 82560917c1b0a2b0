import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { type ContentCoding, preferredCoding } from './content-coding';

/** As @fastify/compress (security.ts): smaller bodies go as they are, brotli at quality 4. */
const THRESHOLD_BYTES = 1024;
const BROTLI = { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } };

interface Encodings {
  bytes: number;
  br?: Buffer;
  gzip?: Buffer;
}

const byBody = new WeakMap<object, Encodings>();

/**
 * Sends a cached JSON body the way @fastify/compress would (the coding the caller prefers, Vary and
 * Content-Encoding when compressed, nothing under 1 KiB), but compresses it once per cached entry (`owner`,
 * the cache's object for that body), not once per request. The route sets `compress: false`.
 */
export function sendCompressedOnce(
  req: FastifyRequest,
  reply: FastifyReply,
  owner: object,
  body: string,
): FastifyReply {
  reply.type('application/json; charset=utf-8');
  let encodings = byBody.get(owner);
  if (!encodings) {
    encodings = { bytes: Buffer.byteLength(body) };
    byBody.set(owner, encodings);
  }
  const coding: ContentCoding | null =
    encodings.bytes < THRESHOLD_BYTES || req.headers['x-no-compression'] !== undefined
      ? null
      : preferredCoding(req.headers['accept-encoding']);
  if (!coding) return reply.send(body);
  encodings[coding] ??= coding === 'br' ? brotliCompressSync(body, BROTLI) : gzipSync(body);
  return reply.header('vary', 'accept-encoding').header('content-encoding', coding).send(encodings[coding]);
}
