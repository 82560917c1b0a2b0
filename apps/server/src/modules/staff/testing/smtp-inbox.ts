import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { readMessage } from '../../../platform/mail/mime-reader';

export interface ReceivedMail {
  to: string[];
  subject: string;
  html: string;
  text: string;
}

/** A real SMTP server on a free local port: the staff mails go through nodemailer to it, as in production. */
export async function startSmtpInbox() {
  const inbox: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        const msg = readMessage(Buffer.concat(chunks).toString('utf8'));
        const part = (type: string) => msg.parts.find((p) => p.contentType.startsWith(type))?.body ?? '';
        inbox.push({
          to: session.envelope.rcptTo.map((r) => r.address),
          subject: msg.headers.get('subject') ?? '',
          html: part('text/html'),
          text: part('text/plain'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as AddressInfo).port;
  return {
    inbox,
    url: `smtp://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The token of the first link to `path` in a mail's text part. */
export function linkToken(mail: ReceivedMail | undefined, path: string): string {
  const match = mail?.text.match(new RegExp(`${path.replace(/\//g, '\\/')}\\?token=([A-Za-z0-9_-]+)`));
  if (!match?.[1]) throw new Error(`no ${path} link in:\n${mail?.text}`);
  return match[1];
}
