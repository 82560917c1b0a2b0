import { z } from 'zod';
import {
  MAINTENANCE_MESSAGE_MAX,
  normalizeCommercialRegistration,
  normalizeVatNumber,
  TABLE_CAPACITY_MAX,
  TABLE_CAPACITY_MIN,
} from '../restaurant/restaurant-settings';
import { dataOf, withCode } from './common';
import { EmailSchema, SaudiPhoneSchema } from './demo-requests';
import { KitchenSettingsBodySchema, KitchenThresholdsSchema } from './kitchen';
import { text } from './text';

/*
 * The back office's Settings (issue 12 item 4): the restaurant's profile and how it operates. Owners and
 * managers; the VAT number, the commercial registration number and the pricing mode are the owner's
 * (OWNER_ONLY_SETTINGS, checked by the service on what a request would change). Each PATCH sends only what
 * it changes; an empty optional text clears it.
 */

/** Written to the audit log with the changed fields before and after. */
export const SETTINGS_AUDIT_ACTIONS = [
  'settings.profile_updated',
  'settings.operations_updated',
  'settings.logo_updated',
] as const;
export type SettingsAuditAction = (typeof SETTINGS_AUDIT_ACTIONS)[number];

/** '' clears an optional value (stored as null); anything else goes through `schema`. */
function clearable<T extends z.ZodType<unknown, string>>(schema: T) {
  return z
    .string()
    .transform((value) => (value.trim() === '' ? null : value))
    .pipe(schema.nullable());
}

function digitsSchema(
  normalize: (v: string) => string | null,
  code: 'VAT_NUMBER_INVALID' | 'COMMERCIAL_REGISTRATION_INVALID',
) {
  return text(40, { code }).transform((value, ctx) => {
    const digits = normalize(value);
    if (digits === null) {
      ctx.addIssue({ code: 'custom', message: code });
      return z.NEVER;
    }
    return digits;
  });
}

export const SettingsProfileBodySchema = z
  .object({
    name: text(120, { min: 1 }),
    nameAr: text(120, { min: 1 }),
    description: text(1000, { multiline: true }),
    descriptionAr: text(1000, { multiline: true }),
    address: text(250),
    addressAr: text(250),
    city: text(80),
    phone: clearable(SaudiPhoneSchema),
    email: clearable(EmailSchema),
    vatNumber: clearable(digitsSchema(normalizeVatNumber, 'VAT_NUMBER_INVALID')),
    commercialRegistration: clearable(
      digitsSchema(normalizeCommercialRegistration, 'COMMERCIAL_REGISTRATION_INVALID'),
    ),
  })
  .partial()
  .strict();
export type SettingsProfileBody = z.input<typeof SettingsProfileBodySchema>;

export const SettingsOperationsBodySchema = z
  .object({
    requirePaymentBeforeOrder: z.boolean(),
    pricingMode: z.enum(['inclusive', 'exclusive']),
    defaultTableCapacity: z.number().int().min(TABLE_CAPACITY_MIN).max(TABLE_CAPACITY_MAX),
    maintenanceMode: z.boolean(),
    maintenanceMessage: text(MAINTENANCE_MESSAGE_MAX, { multiline: true }),
    maintenanceMessageAr: text(MAINTENANCE_MESSAGE_MAX, { multiline: true }),
    /** The kitchen display's colour thresholds (the same rule as PATCH /staff/kitchen/settings). */
    kitchen: KitchenSettingsBodySchema,
  })
  .partial()
  .strict();
export type SettingsOperationsBody = z.input<typeof SettingsOperationsBodySchema>;

export const RestaurantProfileSchema = z.object({
  name: z.string(),
  nameAr: z.string(),
  description: z.string(),
  descriptionAr: z.string(),
  address: z.string(),
  addressAr: z.string(),
  city: z.string(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  logoUrl: z.string().nullable(),
  vatNumber: z.string().nullable(),
  commercialRegistration: z.string().nullable(),
});
export type RestaurantProfile = z.infer<typeof RestaurantProfileSchema>;

export const RestaurantOperationsSchema = z.object({
  requirePaymentBeforeOrder: z.boolean(),
  pricingMode: z.enum(['inclusive', 'exclusive']),
  defaultTableCapacity: z.number().int(),
  maintenanceMode: z.boolean(),
  maintenanceMessage: z.string(),
  maintenanceMessageAr: z.string(),
  kitchen: KitchenThresholdsSchema,
});
export type RestaurantOperations = z.infer<typeof RestaurantOperationsSchema>;

export const RestaurantSettingsSchema = z.object({
  profile: RestaurantProfileSchema,
  operations: RestaurantOperationsSchema,
});
export type RestaurantSettings = z.infer<typeof RestaurantSettingsSchema>;
export const RestaurantSettingsResponseSchema = dataOf(RestaurantSettingsSchema);
export type RestaurantSettingsResponse = z.infer<typeof RestaurantSettingsResponseSchema>;

/**
 * POST /api/staff/settings/logo (multipart): the logo's bytes, a Node Buffer on the server; its real
 * type is read from the bytes, never from the client (like the onboarding application's logo).
 */
export const SettingsLogoBodySchema = z.object({
  logo: z.custom<Uint8Array>((value) => value instanceof Uint8Array, withCode('UNSUPPORTED_MEDIA_TYPE')),
});

/** The changes as the server reads them (normalised digits and phone, '' cleared to null). */
export type SettingsProfileChanges = z.output<typeof SettingsProfileBodySchema>;
export type SettingsOperationsChanges = z.output<typeof SettingsOperationsBodySchema>;
