import { isLanguage, type Language } from '@sufra/domain';
import { type CloseReport, DAY_CLOSE_MAIL_JOB } from '@sufra/domain/contracts';
import type { Database } from '../../db/schema';
import type { JobHandler, JobHandlers } from '../../platform/jobs/worker';
import { deliverMail } from '../../platform/mail/deliver-mail';
import { escapeHtml } from '../../platform/mail/escape-html';
import { createMailer, type Mailer } from '../../platform/mail/mailer';
import type { NotifyConfig } from '../../platform/notify-config';
import { closeLines, verdictText } from './close-lines';
import { CLOSE_TEXTS, fill } from './close-texts';
import './day-close-jobs.types';
import { reportForMail } from './day-close.service';

interface MailWords {
  subject: string;
  intro: string;
  verdict: string | null;
  note: string | null;
}

function wordsOf(report: CloseReport, restaurant: string, lang: Language): MailWords {
  const t = CLOSE_TEXTS[lang];
  const shift = report.shifts[0];
  const params = { restaurant, id: shift?.id ?? '', day: report.day, name: shift?.closedBy ?? '' };
  return {
    subject: fill(t.subject, params),
    intro: fill(t.intro, params),
    verdict: verdictText(report, lang),
    note: shift?.note ? fill(t.note, { note: shift.note }) : null,
  };
}

function renderCloseText(report: CloseReport, restaurant: string, lang: Language): string {
  const w = wordsOf(report, restaurant, lang);
  const out = [CLOSE_TEXTS[lang].title, w.intro, ''];
  if (w.verdict) out.push(w.verdict);
  if (w.note) out.push(w.note);
  let section = '';
  for (const [s, figure, count, amount] of closeLines(report, lang)) {
    if (s !== section) out.push('', s);
    section = s;
    out.push(`  ${figure}${count ? ` (${count})` : ''}: ${amount}`);
  }
  return out.join('\n');
}

function renderCloseHtml(report: CloseReport, restaurant: string, lang: Language): string {
  const dir = lang === 'ar' ? 'rtl' : 'ltr';
  const w = wordsOf(report, restaurant, lang);
  const cell = 'padding:6px 4px;border-bottom:1px solid #E7E1D6;';
  let section = '';
  const rows = closeLines(report, lang)
    .map(([s, figure, count, amount]) => {
      const head =
        s === section
          ? ''
          : `<tr><th colspan="3" style="padding:12px 4px 4px;text-align:start;color:#0F5E59;">${escapeHtml(s)}</th></tr>`;
      section = s;
      return `${head}<tr><td style="${cell}">${escapeHtml(figure)}</td><td style="${cell}text-align:center;">${escapeHtml(count)}</td><td style="${cell}text-align:end;white-space:nowrap;">${escapeHtml(amount)}</td></tr>`;
    })
    .join('');
  const extra = [w.verdict, w.note]
    .filter((x): x is string => x !== null)
    .map((x) => `<p style="margin:8px 0;font-weight:700;">${escapeHtml(x)}</p>`)
    .join('');
  return `<!doctype html>
<html lang="${lang}" dir="${dir}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(w.subject)}</title></head>
<body style="margin:0;padding:16px;background:#FBF8F3;color:#1D1B16;font-family:Tahoma,Arial,sans-serif;" dir="${dir}">
<div style="max-width:560px;margin:0 auto;background:#FFFFFF;border:1px solid #E7E1D6;border-radius:12px;padding:20px;" dir="${dir}">
<h1 style="margin:0 0 4px;font-size:22px;color:#0F5E59;">${escapeHtml(restaurant)}</h1>
<h2 style="margin:0 0 8px;font-size:17px;">${escapeHtml(CLOSE_TEXTS[lang].title)}</h2>
<p style="margin:0 0 8px;">${escapeHtml(w.intro)}</p>${extra}
<table role="presentation" style="width:100%;border-collapse:collapse;font-size:15px;">${rows}</table>
</div></body></html>`;
}

/** Job `mail.day_close` { shiftId, language }: the closed shift's report to each active owner. */
function closeMailHandler(deps: { db: Database; mailer: Mailer }): JobHandler<typeof DAY_CLOSE_MAIL_JOB> {
  return async (job) => {
    const { shiftId, language } = job.payload;
    if (typeof shiftId !== 'number')
      throw Object.assign(new Error('mail.day_close: bad payload'), { retryable: false });
    const lang: Language = typeof language === 'string' && isLanguage(language) ? language : 'ar';
    const found = await reportForMail(deps.db, shiftId);
    if (!found) return;
    const restaurant =
      lang === 'ar' ? found.restaurant.nameAr || found.restaurant.name : found.restaurant.name;
    for (const to of found.to)
      await deliverMail(deps.db, deps.mailer, {
        kind: DAY_CLOSE_MAIL_JOB,
        to,
        subject: wordsOf(found.report, restaurant, lang).subject,
        html: renderCloseHtml(found.report, restaurant, lang),
        text: renderCloseText(found.report, restaurant, lang),
        language: lang,
        restaurantId: found.restaurantId,
        orderId: null,
        // One mail per owner per job: a retry after one owner's mail was sent sends only the others'.
        dedupeKey: `${DAY_CLOSE_MAIL_JOB}:job:${job.id}:${to}`,
      });
  };
}

/** This module's outbox handlers, for startNotificationWorker({ handlers }). */
export function dayCloseJobHandlers(deps: {
  db: Database;
  config: Pick<NotifyConfig, 'smtpUrl' | 'mailFrom'>;
  mailer?: Mailer;
}): JobHandlers {
  const mailer = deps.mailer ?? createMailer({ smtpUrl: deps.config.smtpUrl, from: deps.config.mailFrom });
  return { [DAY_CLOSE_MAIL_JOB]: closeMailHandler({ db: deps.db, mailer }) };
}
