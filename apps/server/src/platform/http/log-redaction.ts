import type { FastifyRequest } from 'fastify';

/**
 * Query parameters that carry a secret: stream tickets, QR hashes, per-order secrets, and a staff
 * token should an old client still put one in a URL (issue 9 item 8). Their values never reach a log.
 */
const SECRET_PARAMS = new Set(['token', 'ticket', 'hash', 'secret', 'key', 'code']);

/** The URL with every secret parameter's value replaced by `[redacted]` (the path is kept). */
function redactUrl(url: string): string {
  const q = url.indexOf('?');
  if (q < 0) return url;
  const params = url
    .slice(q + 1)
    .split('&')
    .map((pair) => {
      const eq = pair.indexOf('=');
      const name = eq < 0 ? pair : pair.slice(0, eq);
      let decoded = name;
      try {
        decoded = decodeURIComponent(name);
      } catch {
        // a malformed name is logged as it came
      }
      return SECRET_PARAMS.has(decoded.toLowerCase()) ? `${name}=[redacted]` : pair;
    });
  return `${url.slice(0, q)}?${params.join('&')}`;
}

/** pino's `req` serializer: Fastify's default fields, with the URL redacted. No headers (Authorization). */
export function serializeRequest(req: FastifyRequest) {
  return {
    method: req.method,
    url: redactUrl(req.url),
    host: req.host,
    remoteAddress: req.ip,
    remotePort: req.socket?.remotePort,
  };
}
