import type { Language } from '@sufra/domain';
import { escapeHtml } from '../../platform/mail/escape-html';
import type { MailToSend } from '../../platform/mail/mailer';

/** A short mail with one action link: paragraphs above and below the button, the bare link for copying. */
export interface LinkMail {
  language: Language;
  subject: string;
  greeting: string;
  body: string;
  /** Someone's own words quoted under the body (a reviewer's message), line breaks kept. */
  quote?: string;
  action: string;
  url: string;
  linkLabel: string;
  notes: string[];
}

export type RenderedMail = Pick<MailToSend, 'subject' | 'html' | 'text'>;

/** HTML (inline CSS only, dir=rtl for Arabic, every value escaped) and a text alternative. */
export function renderLinkMail(m: LinkMail): RenderedMail {
  const dir = m.language === 'ar' ? 'rtl' : 'ltr';
  const p = (text: string) => `<p style="margin:0 0 16px">${escapeHtml(text)}</p>`;
  const url = escapeHtml(m.url);
  const html = `<!doctype html>
<html lang="${m.language}" dir="${dir}">
<head><meta charset="utf-8"><title>${escapeHtml(m.subject)}</title></head>
<body style="margin:0;padding:24px;background:#f6f3ee;font-family:'IBM Plex Sans Arabic',Tahoma,Arial,sans-serif;color:#1f2937;line-height:1.6">
<div dir="${dir}" style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:12px;padding:24px;text-align:start">
${p(m.greeting)}
${p(m.body)}
${m.quote ? `<blockquote style="margin:0 0 16px;padding:12px 16px;background:#f3f4f6;border-inline-start:4px solid #0f766e;border-radius:4px;white-space:pre-line">${escapeHtml(m.quote)}</blockquote>` : ''}
<p style="margin:24px 0"><a href="${url}" style="display:inline-block;background:#0f766e;color:#ffffff;text-decoration:none;padding:12px 20px;border-radius:8px;font-weight:600">${escapeHtml(m.action)}</a></p>
${p(m.linkLabel)}
<p style="margin:0 0 16px;word-break:break-all;direction:ltr;text-align:start"><a href="${url}">${url}</a></p>
${m.notes.map((note) => `<p style="margin:0 0 8px;color:#6b7280;font-size:14px">${escapeHtml(note)}</p>`).join('\n')}
</div>
</body>
</html>`;
  const quote = m.quote ? ['', m.quote] : [];
  const text = [m.greeting, '', m.body, ...quote, '', `${m.action}: ${m.url}`, '', ...m.notes].join('\n');
  return { subject: m.subject, html, text };
}

/** The link's secret replaced, for the copy the database keeps (only the digest is stored). */
export function withoutSecret(mail: RenderedMail, token: string): { html: string; text: string } {
  const hide = (s: string) => s.split(token).join('[link removed]');
  return { html: hide(mail.html), text: hide(mail.text) };
}
