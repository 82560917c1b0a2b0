import { mkdirSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { SMTPServer } from 'smtp-server';
import { readMessage } from '../../apps/server/src/platform/mail/mime-reader';

// The journeys' test SMTP server: the app sends its mail through nodemailer to it, as in production.
// It runs in Playwright's main process (global-setup.ts) for the whole run and writes each message to a
// file, which the journeys (in worker processes) read.

export interface ReceivedMail {
  to: string[];
  subject: string;
  text: string;
  html: string;
}

/** Beside the app's own port, so serialized runs on different ports do not meet. */
export function smtpPort(appPort: number): number {
  return Number(process.env.E2E_SMTP_PORT ?? appPort + 1000);
}

function mailDir(): string {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error('E2E_DATA_DIR is not set (playwright.config.ts sets it)');
  return join(dataDir, 'mail');
}

/** Starts the inbox on `port`; resolves with its stop function. */
export async function startMailInbox(port: number): Promise<() => Promise<void>> {
  const dir = mailDir();
  mkdirSync(dir, { recursive: true });
  let count = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const message = readMessage(Buffer.concat(chunks).toString('utf8'));
        const part = (type: string) => message.parts.find((p) => p.contentType.startsWith(type))?.body ?? '';
        const mail: ReceivedMail = {
          to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
          subject: message.headers.get('subject') ?? '',
          text: part('text/plain'),
          html: part('text/html'),
        };
        count += 1;
        // Written whole, then renamed: a journey reading the inbox meanwhile never parses half a file
        // (CI failed a staff-access journey on "Unexpected end of JSON input").
        const file = join(dir, `${Date.now()}-${String(count).padStart(5, '0')}.json`);
        writeFileSync(`${file}.tmp`, JSON.stringify(mail));
        renameSync(`${file}.tmp`, file);
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  return () => new Promise<void>((resolve) => server.close(() => resolve()));
}

/** The mails sent to `address` so far, oldest first. */
function mailsTo(address: string): ReceivedMail[] {
  const dir = mailDir();
  return readdirSync(dir)
    .filter((file) => file.endsWith('.json'))
    .sort()
    .map((file) => JSON.parse(readFileSync(join(dir, file), 'utf8')) as ReceivedMail)
    .filter((mail) => mail.to.includes(address.toLowerCase()));
}

/** Waits for the `nth` (1-based) mail to `address`: the app sends it from its outbox, a moment after the request. */
export async function waitForMail(address: string, nth = 1, timeoutMs = 30_000): Promise<ReceivedMail> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const mail = mailsTo(address)[nth - 1];
    if (mail) return mail;
    if (Date.now() > until) throw new Error(`no mail #${nth} to ${address} within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** The path and query of the mail's first link to `path` (e.g. `/dashboard/accept-invite`). */
export function linkIn(mail: ReceivedMail, path: string): string {
  const match = mail.text.match(
    new RegExp(`https?://[^\\s/]+(${path.replace(/\//g, '\\/')}\\?token=[A-Za-z0-9_-]+)`),
  );
  if (!match?.[1]) throw new Error(`no ${path} link in:\n${mail.text}`);
  return match[1];
}
