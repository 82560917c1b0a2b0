import type { Language } from '@sufra/domain';
import type { Database } from '../../db/schema';
import type { JobHandler, JobHandlers } from '../../platform/jobs/worker';
import { deliverMail, isMailDelivered } from '../../platform/mail/deliver-mail';
import { createMailer, type Mailer } from '../../platform/mail/mailer';
import type { NotifyConfig } from '../../platform/notify-config';
import { renderLinkMail } from '../staff';
import { findReviewForMail } from './admin-applications.repository';
import { APPLICATION_REVIEW_MAIL_JOB } from './application-jobs.types';

/** The applicant's review mails (changes requested, rejected), in Arabic and English. */
const TEXTS: Record<Language, Record<string, string>> = {
  en: {
    greeting: 'Hello {name},',
    changesSubject: 'Your Sufra application for {restaurant}: changes requested',
    changesBody:
      'Thank you for applying to Sufra. We reviewed the application for {restaurant} and need a few changes before we can approve it:',
    changesNote: 'Correct the application on its page and send it again: we will review it once more.',
    rejectedSubject: 'Your Sufra application for {restaurant}',
    rejectedBody:
      'Thank you for applying to Sufra. We reviewed the application for {restaurant} and cannot approve it. The reason:',
    rejectedNote: 'If you can address this, correct the application on its page and send it again.',
    action: 'Open your application',
    linkLabel: 'Or open this link:',
  },
  ar: {
    greeting: 'مرحبًا {name}،',
    changesSubject: 'طلب انضمام {restaurant} إلى سفرة: مطلوب تعديلات',
    changesBody: 'شكرًا لتقدّمك إلى سفرة. راجعنا طلب {restaurant} ونحتاج بعض التعديلات قبل الموافقة عليه:',
    changesNote: 'عدّل الطلب من صفحته وأعد إرساله، وسنراجعه مرة أخرى.',
    rejectedSubject: 'طلب انضمام {restaurant} إلى سفرة',
    rejectedBody: 'شكرًا لتقدّمك إلى سفرة. راجعنا طلب {restaurant} ولا يمكننا الموافقة عليه. السبب:',
    rejectedNote: 'إن استطعت معالجة ذلك فعدّل الطلب من صفحته وأعد إرساله.',
    action: 'افتح طلبك',
    linkLabel: 'أو افتح هذا الرابط:',
  },
};

function text(lang: Language, key: string, params: Record<string, string> = {}): string {
  const template = TEXTS[lang][key] ?? key;
  return template.replace(/\{(\w+)\}/g, (_, name: string) => params[name] ?? '');
}

interface MailDeps {
  db: Database;
  mailer: Mailer;
  /** The app's public address: the mail links to the application's status page. */
  publicUrl: string;
}

/**
 * Changes requested or rejected: the admin's message quoted, and the link to the status page (where the
 * applicant reads it again and resubmits). In the language the applicant wrote in. One mail per
 * decision (its history row): a retried job after a delivered mail sends nothing.
 */
function reviewMailHandler(deps: MailDeps): JobHandler<typeof APPLICATION_REVIEW_MAIL_JOB> {
  return async (job) => {
    const { applicationId, historyId } = job.payload;
    if (typeof applicationId !== 'number' || typeof historyId !== 'number')
      throw Object.assign(new Error(`${APPLICATION_REVIEW_MAIL_JOB}: bad payload`), { retryable: false });
    const review = await findReviewForMail(deps.db, applicationId, historyId);
    if (!review?.contactPersonEmail) return;
    const kind =
      review.toStatus === 'needs_changes' ? 'changes' : review.toStatus === 'rejected' ? 'rejected' : null;
    if (!kind) return;
    const dedupeKey = `${APPLICATION_REVIEW_MAIL_JOB}:${historyId}`;
    if (await isMailDelivered(deps.db, dedupeKey)) return;

    const lang = review.language;
    const restaurant = lang === 'ar' && review.nameAr ? review.nameAr : review.name;
    const mail = renderLinkMail({
      language: lang,
      subject: text(lang, `${kind}Subject`, { restaurant }),
      greeting: text(lang, 'greeting', { name: review.contactPersonName || restaurant }),
      body: text(lang, `${kind}Body`, { restaurant }),
      quote: review.note,
      action: text(lang, 'action'),
      url: `${deps.publicUrl}/restaurant-onboarding?application=${review.publicId}`,
      linkLabel: text(lang, 'linkLabel'),
      notes: [text(lang, `${kind}Note`)],
    });
    await deliverMail(deps.db, deps.mailer, {
      ...mail,
      to: review.contactPersonEmail,
      kind: APPLICATION_REVIEW_MAIL_JOB,
      language: lang,
      restaurantId: null,
      orderId: null,
      dedupeKey,
    });
  };
}

/** This module's outbox handlers, for startNotificationWorker({ handlers }). */
export function applicationJobHandlers(deps: {
  db: Database;
  config: Pick<NotifyConfig, 'smtpUrl' | 'mailFrom'>;
  publicUrl: string;
  mailer?: Mailer;
}): JobHandlers {
  const mailer = deps.mailer ?? createMailer({ smtpUrl: deps.config.smtpUrl, from: deps.config.mailFrom });
  return {
    [APPLICATION_REVIEW_MAIL_JOB]: reviewMailHandler({ db: deps.db, mailer, publicUrl: deps.publicUrl }),
  };
}
