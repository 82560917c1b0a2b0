import nodemailer from 'nodemailer';

/** An inline image carried with the mail (the HTML refers to it as cid:<cid>; clients block data: URLs). */
interface MailAttachment {
  filename: string;
  content: Buffer;
  contentType: string;
  cid: string;
}

export interface MailToSend {
  to: string;
  subject: string;
  html: string;
  text: string;
  attachments?: MailAttachment[];
}

/** Sends mail over SMTP, or (without SMTP_URL) only keeps it: the mail_messages row is then the mail. */
export interface Mailer {
  readonly keepsOnly: boolean;
  send(mail: MailToSend): Promise<{ messageId: string }>;
  close(): void;
}

export function createMailer(options: { smtpUrl: string | undefined; from: string }): Mailer {
  if (!options.smtpUrl) {
    let n = 0;
    return {
      keepsOnly: true,
      send: async () => ({ messageId: `kept-${Date.now().toString(36)}-${(n++).toString(36)}` }),
      close: () => {},
    };
  }
  const transport = nodemailer.createTransport(options.smtpUrl);
  return {
    keepsOnly: false,
    async send(mail) {
      const info = await transport.sendMail({
        from: options.from,
        to: mail.to,
        // Header values must stay on one line whatever an owner typed into a restaurant name.
        subject: mail.subject.replace(/[\r\n]+/g, ' '),
        html: mail.html,
        text: mail.text,
        attachments: (mail.attachments ?? []).map((a) => ({ ...a, contentDisposition: 'inline' as const })),
      });
      return { messageId: info.messageId };
    },
    close: () => transport.close(),
  };
}
