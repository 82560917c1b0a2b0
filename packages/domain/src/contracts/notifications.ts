import { z } from 'zod';
import { dataOf, LanguageSchema, withCode } from './common';
import { secret } from './text';

/**
 * PATCH /api/public/orders/:id/phone-number (params: OrderParamsSchema). The Saudi rule itself
 * (normalizeSaudiPhone) runs in the service, so every malformed number gets the same PHONE_INVALID.
 */
export const OrderPhoneNumberBodySchema = z.object({
  phoneNumber: secret(40, 'PHONE_INVALID'),
  /** The language of the SMS the diner will get; defaults to the order's language. */
  language: LanguageSchema.optional(),
});
export type OrderPhoneNumberBody = z.infer<typeof OrderPhoneNumberBodySchema>;

export const OrderPhoneNumberSchema = z.object({
  /** E.164, e.g. '+966501234567'. */
  phoneNumber: z.string(),
  language: LanguageSchema,
});
export const OrderPhoneNumberResponseSchema = dataOf(OrderPhoneNumberSchema);
export type OrderPhoneNumberResponse = z.infer<typeof OrderPhoneNumberResponseSchema>;

/** POST /api/public/orders/:id/send-invoice-email */
export const SendInvoiceEmailBodySchema = z.object({
  email: z
    .string(withCode('EMAIL_INVALID'))
    .trim()
    .max(254, withCode('EMAIL_INVALID'))
    .pipe(z.email(withCode('EMAIL_INVALID'))),
  /** Receipt language; defaults to the caller's language (x-sufra-lang / Accept-Language). */
  language: LanguageSchema.optional(),
});
export type SendInvoiceEmailBody = z.infer<typeof SendInvoiceEmailBodySchema>;

/** 202: the receipt is queued (delivered by a background job, retried if the mail server is down). */
export const SendInvoiceEmailResponseSchema = dataOf(z.object({ queued: z.literal(true) }));
export type SendInvoiceEmailResponse = z.infer<typeof SendInvoiceEmailResponseSchema>;
