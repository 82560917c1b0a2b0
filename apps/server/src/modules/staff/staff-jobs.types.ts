import type { Language } from '@sufra/domain';

/** Outbox jobs of the staff module. Neither payload holds a link: the handler makes the token it mails. */
export const STAFF_INVITE_MAIL_JOB = 'mail.staff_invite';
export const STAFF_PASSWORD_RESET_MAIL_JOB = 'mail.staff_password_reset';
/** Issue 13: an approved application's owner invitation (the approval's only mail), a platform admin's. */
export const OWNER_WELCOME_MAIL_JOB = 'mail.owner_welcome';
export const ADMIN_INVITE_MAIL_JOB = 'mail.admin_invite';

declare module '../../platform/jobs/job-registry' {
  interface JobPayloads {
    [STAFF_INVITE_MAIL_JOB]: { inviteId: number };
    /** `tables`: how many tables the new restaurant was given (the mail says so). */
    [OWNER_WELCOME_MAIL_JOB]: { inviteId: number; tables: number };
    [ADMIN_INVITE_MAIL_JOB]: { inviteId: number };
    /** The address as typed: whether it has an account is found out by the job, never by the request. */
    [STAFF_PASSWORD_RESET_MAIL_JOB]: { email: string; language: Language };
  }
}
