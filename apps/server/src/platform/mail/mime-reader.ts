/**
 * Just enough MIME reading for tests to look inside a message nodemailer produced: headers (RFC 2047
 * encoded words), multipart bodies, quoted-printable and base64. Not a general parser.
 */
export interface ReadMessage {
  headers: Map<string, string>;
  parts: { contentType: string; body: string }[];
}

function splitHeadBody(raw: string): [string, string] {
  const at = raw.indexOf('\r\n\r\n');
  return at === -1 ? [raw, ''] : [raw.slice(0, at), raw.slice(at + 4)];
}

function decodeWords(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?([^?]+)\?([BbQq])\?([^?]*)\?=/g, (_, _charset: string, enc: string, text: string) =>
      enc.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64').toString('utf8')
        : decodeQuotedPrintable(text.replace(/_/g, ' ')),
    );
}

function readHeaders(head: string): Map<string, string> {
  const headers = new Map<string, string>();
  for (const line of head.replace(/\r\n[ \t]+/g, ' ').split('\r\n')) {
    const colon = line.indexOf(':');
    if (colon > 0)
      headers.set(line.slice(0, colon).trim().toLowerCase(), decodeWords(line.slice(colon + 1).trim()));
  }
  return headers;
}

function decodeQuotedPrintable(text: string): string {
  const bytes: number[] = [];
  const soft = text.replace(/=\r?\n/g, '');
  for (let i = 0; i < soft.length; i++) {
    const ch = soft[i] as string;
    const hex = soft.slice(i + 1, i + 3);
    if (ch === '=' && /^[0-9A-Fa-f]{2}$/.test(hex)) {
      bytes.push(Number.parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(ch, 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

function decodeBody(headers: Map<string, string>, body: string): string {
  const encoding = (headers.get('content-transfer-encoding') ?? '7bit').toLowerCase();
  if (encoding === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (encoding === 'quoted-printable') return decodeQuotedPrintable(body);
  return body;
}

export function readMessage(raw: string): ReadMessage {
  const [head, body] = splitHeadBody(raw);
  const headers = readHeaders(head);
  const contentType = headers.get('content-type') ?? 'text/plain';
  const boundary = /boundary="?([^";]+)"?/i.exec(contentType)?.[1];
  if (!boundary) return { headers, parts: [{ contentType, body: decodeBody(headers, body) }] };
  const parts = body
    .split(`--${boundary}`)
    .slice(1)
    .filter((p) => !p.startsWith('--'))
    .map((p) => {
      const [partHead, partBody] = splitHeadBody(p.replace(/^\r\n/, ''));
      const partHeaders = readHeaders(partHead);
      return {
        contentType: partHeaders.get('content-type') ?? 'text/plain',
        body: decodeBody(partHeaders, partBody.replace(/\r\n$/, '')),
      };
    });
  return { headers, parts };
}
