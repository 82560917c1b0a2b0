import { z } from 'zod';
import { toLatinDigits } from '../money/money';
import { dataOf, withCode } from './common';
import { EmailSchema, HoneypotSchema, optionalText, SaudiPhoneSchema } from './demo-requests';
import { stripBidiControls, text } from './text';

export const APPLICATION_STATUSES = [
  'submitted',
  'under_review',
  'approved',
  'rejected',
  'needs_changes',
  /** The applicant took it back from the status page (final: never reviewed or resubmitted again). */
  'withdrawn',
] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];

export const LOGO_MAX_BYTES = 2 * 1024 * 1024;
/**
 * Widest and tallest logo, in pixels: twice a 2K screen, room for a photo of a sign cropped on a phone,
 * while one decoded logo stays under 64 MB (4096 × 4096 × 4 bytes).
 */
export const LOGO_MAX_SIDE = 4096;

/** Multipart text arrives as strings; an empty one means "not given" (then `.pipe` checks what is left). */
function optional<T extends z.ZodType<unknown, string>>(schema: T) {
  return (
    z
      .string()
      .optional()
      // "Given" is judged on what text() keeps: a value of bidi controls alone is not given (a required
      // field is then missing, not stored empty).
      .transform((value) => (value !== undefined && stripBidiControls(value).trim() ? value : undefined))
      .pipe(schema.optional())
  );
}

const CategoryIdSchema = z.coerce.number<string>().int().positive().max(2_147_483_647);
const RegistrationSchema = text(40)
  // Typed on an Arabic keyboard too, like phone numbers: Arabic-Indic digits read as the same number.
  .transform((value) => toLatinDigits(value).replace(/[\s-]/g, ''))
  .pipe(z.string().regex(/^\d{10}$/));
const WebsiteSchema = text(200)
  .transform((value) => (/^https?:\/\//i.test(value) ? value : `https://${value}`))
  .pipe(z.url({ protocol: /^https?$/, hostname: /\./ }));

/** Every text field of the application (spec section 3), each optional: the resubmit shape. */
const fields = {
  name: optional(text(120)),
  nameAr: optionalText(120),
  description: optional(text(1000, { multiline: true })),
  descriptionAr: optionalText(1000, { multiline: true }),
  address: optional(text(250)),
  addressAr: optionalText(250),
  city: optionalText(80),
  phone: optional(SaudiPhoneSchema),
  categoryId: optional(CategoryIdSchema),
  contactPersonName: optionalText(100),
  contactPersonEmail: optional(EmailSchema),
  businessRegistration: optional(RegistrationSchema),
  website: optional(WebsiteSchema),
  socialMedia: optionalText(200),
  /**
   * The logo's bytes (a multipart file, a Node Buffer on the server); its real type is read from the
   * bytes, never from the client.
   */
  logo: z.custom<Uint8Array>((value) => value instanceof Uint8Array).optional(),
  /** The honeypot (HONEYPOT_FIELD): hidden in the form; anything in it is a script's (400, nothing written). */
  fax: HoneypotSchema,
};

/** PUT /resubmit/{id}: every field optional (spec section 5). */
export const ResubmitBodySchema = z.object(fields);
export type ResubmitBody = z.infer<typeof ResubmitBodySchema>;

/** POST /onboarding: name, description, address, phone and categoryId required (spec section 5). */
export const SubmitBodySchema = ResubmitBodySchema.required({
  name: true,
  description: true,
  address: true,
  phone: true,
  categoryId: true,
});
export type SubmitBody = z.infer<typeof SubmitBodySchema>;

/** A malformed id cannot exist, so it answers like an unknown one: 404. */
export const ApplicationParamsSchema = z.object({ id: z.uuid(withCode('NOT_FOUND')) });

const nullableText = z.string().nullable();
export const ApplicationDetailsSchema = z.object({
  id: z.uuid(),
  status: z.enum(APPLICATION_STATUSES),
  reviewerNote: nullableText,
  name: z.string(),
  nameAr: nullableText,
  description: z.string(),
  descriptionAr: nullableText,
  address: z.string(),
  addressAr: nullableText,
  city: nullableText,
  phone: z.string(),
  categoryId: z.number().int(),
  contactPersonName: nullableText,
  contactPersonEmail: nullableText,
  businessRegistration: nullableText,
  website: nullableText,
  socialMedia: nullableText,
  logoUrl: nullableText,
  createdAt: z.string(),
  updatedAt: z.string(),
  history: z.array(
    z.object({
      id: z.number().int(),
      status: z.enum(APPLICATION_STATUSES),
      note: nullableText,
      createdAt: z.string(),
    }),
  ),
});
export type ApplicationDetails = z.infer<typeof ApplicationDetailsSchema>;

export const SubmitResponseSchema = dataOf(
  z.object({ application: z.object({ id: z.uuid(), status: z.enum(APPLICATION_STATUSES) }) }),
);
export const ApplicationResponseSchema = dataOf(z.object({ application: ApplicationDetailsSchema }));
