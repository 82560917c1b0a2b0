import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import { ERROR_STATUS, type ErrorCode } from '@sufra/domain';
import type { ConnectionError } from 'fastify';
import { requestLanguage } from '../http/language';
import { errorBody } from './error-body';

/** The headers that choose the message's language, read from the raw bytes Node could not parse. */
function languageHeaders(raw: unknown): Record<string, string> {
  // A Buffer at run time (Fastify's type says its JSON form).
  const text = Buffer.isBuffer(raw) ? raw.toString('latin1') : '';
  const headers: Record<string, string> = {};
  for (const name of ['x-sufra-lang', 'accept-language']) {
    const value = new RegExp(`\\r\\n${name}:[ \\t]*([^\\r\\n]{0,200})`, 'i').exec(text)?.[1];
    if (value) headers[name] = value;
  }
  return headers;
}

/**
 * Requests Node's HTTP parser refuses before Fastify sees them: a URL or headers over Node's 16 KiB
 * (431), or bytes that are not HTTP (400). Fastify's default wrote its own JSON outside our error shape;
 * this writes `{ error: { code, message } }` in the caller's language where the bytes received name it
 * (Arabic otherwise), then closes the connection, as Node and Fastify do.
 */
export function clientErrorHandler(err: ConnectionError, socket: Socket): void {
  if (err.code === 'ECONNRESET' || socket.destroyed) return;
  if (err.code === 'ERR_HTTP_REQUEST_TIMEOUT') {
    // Nothing arrived to answer about; a 408 without a body, as Node's own.
    if (socket.writable) socket.write('HTTP/1.1 408 Request Timeout\r\nConnection: close\r\n\r\n');
    socket.destroy(err);
    return;
  }
  const code: ErrorCode = err.code === 'HPE_HEADER_OVERFLOW' ? 'HEADERS_TOO_LARGE' : 'VALIDATION_FAILED';
  const status = ERROR_STATUS[code];
  const body = JSON.stringify(errorBody(code, requestLanguage({ headers: languageHeaders(err.rawPacket) })));
  if (socket.writable)
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n` +
        'Content-Type: application/json; charset=utf-8\r\n' +
        `Content-Length: ${Buffer.byteLength(body)}\r\n` +
        'Cache-Control: no-store\r\nX-Content-Type-Options: nosniff\r\nConnection: close\r\n\r\n' +
        body,
    );
  socket.destroy(err);
}
