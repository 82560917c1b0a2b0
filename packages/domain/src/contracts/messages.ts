import { z } from 'zod';
import { dataOf } from './common';

/**
 * GET /api/staff/messages: the SMS and e-mails Sufra sent (or kept, without a provider) for the staff's
 * restaurant, newest first. With the built-in SMS provider and no SMTP_URL this is where they are read.
 */
export const StaffMessagesQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(200).default(50),
});

const DeliveryStatusSchema = z.enum(['pending', 'sent', 'kept', 'failed']);

export const SentSmsSchema = z.object({
  id: z.number().int(),
  kind: z.string(),
  to: z.string(),
  body: z.string(),
  language: z.enum(['ar', 'en']),
  provider: z.string(),
  status: DeliveryStatusSchema,
  createdAt: z.iso.datetime({ offset: true }),
});

export const SentMailSchema = z.object({
  id: z.number().int(),
  kind: z.string(),
  to: z.string(),
  subject: z.string(),
  language: z.enum(['ar', 'en']),
  status: DeliveryStatusSchema,
  createdAt: z.iso.datetime({ offset: true }),
});

export const StaffMessagesResponseSchema = dataOf(
  z.object({ sms: z.array(SentSmsSchema), mail: z.array(SentMailSchema) }),
);
export type StaffMessages = z.infer<typeof StaffMessagesResponseSchema>['data'];
