import { z } from 'zod';
import { dataOf } from './common';

/** Which messages the staff's list shows: both kinds, only SMS, or only e-mails. */
export const MESSAGE_CHANNELS = ['all', 'sms', 'mail'] as const;
export type MessageChannel = (typeof MESSAGE_CHANNELS)[number];

/**
 * Where a message stands: waiting to go (or being retried), handed to the SMS gateway or SMTP server,
 * kept in the database (the built-in SMS provider, no SMTP_URL: the owner reads it here), or failed.
 */
export const DELIVERY_STATUSES = ['pending', 'sent', 'kept', 'failed'] as const;
export type DeliveryStatus = (typeof DELIVERY_STATUSES)[number];
const DeliveryStatusSchema = z.enum(DELIVERY_STATUSES);

/** A page's cursor: a row id (a positive PostgreSQL integer), a wrong one named as its field. */
const cursor = z.coerce.number().int().positive().max(2_147_483_647).optional();

/**
 * GET /api/staff/messages: the SMS and e-mails Sufra sent (or kept, without a provider) for the staff's
 * restaurant, newest first. With the built-in SMS provider and no SMTP_URL this is where they are read.
 * `channel` keeps one list (the other comes back empty), `status` one delivery status; each list pages on
 * its own with `smsBefore` / `mailBefore` (the `next…` of the previous answer: a message's id). A wrong
 * value is 400 VALIDATION_FAILED naming the field.
 */
export const StaffMessagesQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(200).default(50),
  channel: z.enum(MESSAGE_CHANNELS).default('all'),
  status: DeliveryStatusSchema.optional(),
  smsBefore: cursor,
  mailBefore: cursor,
});
export type StaffMessagesQuery = z.infer<typeof StaffMessagesQuerySchema>;
export type StaffMessagesQueryInput = z.input<typeof StaffMessagesQuerySchema>;

/**
 * What a message is about (its `kind`, the job that sent it). Known today; a kind not listed here is still
 * listed (`kind` is a plain string on the wire) and a screen names it generically.
 */
export const KNOWN_MESSAGE_KINDS = [
  'sms.order_ready',
  'mail.receipt',
  'mail.invoice',
  'mail.staff_invite',
  'mail.staff_password_reset',
] as const;
export type KnownMessageKind = (typeof KNOWN_MESSAGE_KINDS)[number];

export const SentSmsSchema = z.object({
  id: z.number().int(),
  kind: z.string(),
  to: z.string(),
  body: z.string(),
  language: z.enum(['ar', 'en']),
  provider: z.string(),
  status: DeliveryStatusSchema,
  /** The order it is about, when there is one (and it still exists). */
  orderNumber: z.number().int().positive().nullable(),
  createdAt: z.iso.datetime({ offset: true }),
});
export type SentSms = z.infer<typeof SentSmsSchema>;

export const SentMailSchema = z.object({
  id: z.number().int(),
  kind: z.string(),
  to: z.string(),
  subject: z.string(),
  language: z.enum(['ar', 'en']),
  status: DeliveryStatusSchema,
  orderNumber: z.number().int().positive().nullable(),
  createdAt: z.iso.datetime({ offset: true }),
});
export type SentMail = z.infer<typeof SentMailSchema>;

export const StaffMessagesResponseSchema = dataOf(
  z.object({
    sms: z.array(SentSmsSchema),
    mail: z.array(SentMailSchema),
    /** The `smsBefore` / `mailBefore` of each list's next page, or null when that list has no more. */
    nextSmsBefore: z.number().int().positive().nullable(),
    nextMailBefore: z.number().int().positive().nullable(),
  }),
);
export type StaffMessages = z.infer<typeof StaffMessagesResponseSchema>['data'];
