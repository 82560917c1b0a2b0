import type { IncomingHttpHeaders } from 'node:http';
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
 * The bytes to send for a cached JSON body and a request's headers: compressed in the coding the caller
 * prefers (null: as it is, under 1 KiB or when asked for none), once per cached entry (`owner`, the cache's
 * object for that body), not once per request.
 */
export function encodedOnce(
  owner: object,
  body: string,
  headers: IncomingHttpHeaders,
): { coding: ContentCoding | null; payload: Buffer | string } {
  let encodings = byBody.get(owner);
  if (!encodings) {
    encodings = { bytes: Buffer.byteLength(body) };
    byBody.set(owner, encodings);
  }
  const coding: ContentCoding | null =
    encodings.bytes < THRESHOLD_BYTES || headers['x-no-compression'] !== undefined
      ? null
      : preferredCoding(headers['accept-encoding']);
  if (!coding) return { coding, payload: body };
  encodings[coding] ??= coding === 'br' ? brotliCompressSync(body, BROTLI) : gzipSync(body);
  return { coding, payload: encodings[coding] };
}

/**
 * Sends a cached JSON body the way @fastify/compress would (the coding the caller prefers, Vary and
 * Content-Encoding when compressed, nothing under 1 KiB), compressed once per cached entry (`encodedOnce`).
 * The route sets `compress: false`.
 */
export function sendCompressedOnce(
  req: FastifyRequest,
  reply: FastifyReply,
  owner: object,
  body: string,
): FastifyReply {
  reply.type('application/json; charset=utf-8');
  const { coding, payload } = encodedOnce(owner, body, req.headers);
  if (!coding) return reply.send(body);
  return reply.header('vary', 'accept-encoding').header('content-encoding', coding).send(payload);
}
