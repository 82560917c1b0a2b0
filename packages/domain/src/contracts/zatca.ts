import { z } from 'zod';
import { dataOf, idSchema, withCode } from './common';
import { text } from './text';

/*
 * Settings → E-invoicing (ZATCA) and the documents screen (issue 27, docs/zatca.md). The owner onboards the
 * restaurant's one EGS unit with an OTP from the Fatoora portal; Sufra makes the key and the CSR, passes
 * ZATCA's compliance checks and stores the production CSID. The key, the CSID's secret and the OTP are
 * never answered. The owner only (a manager gets 403): it binds the restaurant's tax identity.
 */

export const ZATCA_ENVIRONMENTS = ['sandbox', 'simulation', 'production'] as const;
export type ZatcaEnvironmentName = (typeof ZATCA_ENVIRONMENTS)[number];

/** Written to the audit log (never the OTP, the key or the secret). */
export const ZATCA_AUDIT_ACTIONS = ['zatca.onboarded', 'zatca.renewed', 'zatca.document_reissued'] as const;

/** The Fatoora portal's OTP: 6 digits, valid for one hour. */
export const ZATCA_OTP = /^\d{6}$/;
/** KSA-17 and KSA-23: 4 digits. */
const FOUR_DIGITS = /^\d{4}$/;
/** A Saudi postal code: 5 digits. */
const POSTAL_CODE = /^\d{5}$/;
/** A commercial registration number: 10 digits. */
const CR_NUMBER = /^\d{10}$/;
/** A CSR value is at most 64 bytes (egs/csr-fields.ts): an Arabic name about 32 letters. */
const MAX_TEXT = 64;

// text(): storable (no NUL or lone surrogate), no control characters, bidi controls stripped, trimmed.
const field = () =>
  text(MAX_TEXT, { code: 'ZATCA_CSR_FIELD_TOO_LONG' }).min(1, withCode('ZATCA_CSR_FIELD_MISSING'));

export const ZatcaAddressSchema = z
  .object({
    street: field(),
    buildingNumber: z
      .string(withCode('ZATCA_BUILDING_NUMBER_INVALID'))
      .trim()
      .regex(FOUR_DIGITS, withCode('ZATCA_BUILDING_NUMBER_INVALID')),
    additionalNumber: z
      .string(withCode('ZATCA_ADDITIONAL_NUMBER_INVALID'))
      .trim()
      .regex(FOUR_DIGITS, withCode('ZATCA_ADDITIONAL_NUMBER_INVALID'))
      .optional(),
    district: field(),
    city: field(),
    postalCode: z
      .string(withCode('ZATCA_POSTAL_CODE_INVALID'))
      .trim()
      .regex(POSTAL_CODE, withCode('ZATCA_POSTAL_CODE_INVALID')),
  })
  .strict();
export type ZatcaAddress = z.infer<typeof ZatcaAddressSchema>;

const OtpSchema = z
  .string(withCode('ZATCA_OTP_INVALID'))
  .trim()
  .regex(ZATCA_OTP, withCode('ZATCA_OTP_INVALID'));

/** POST: onboard. The VAT number is the restaurant's own (Settings → Profile), already validated. */
export const ZatcaOnboardBodySchema = z
  .object({
    otp: OtpSchema,
    organisationName: field(),
    branchName: field(),
    crNumber: z
      .string(withCode('ZATCA_CR_NUMBER_INVALID'))
      .trim()
      .regex(CR_NUMBER, withCode('ZATCA_CR_NUMBER_INVALID')),
    industry: field(),
    address: ZatcaAddressSchema,
  })
  .strict();
export type ZatcaOnboardBody = z.input<typeof ZatcaOnboardBodySchema>;

/** PATCH: renew the production CSID with a new OTP (a new key and CSR, the same EGS and chain). */
export const ZatcaRenewBodySchema = z.object({ otp: OtpSchema }).strict();
export type ZatcaRenewBody = z.input<typeof ZatcaRenewBodySchema>;

export const ZatcaEgsSchema = z.object({
  serial: z.string(),
  environment: z.enum(ZATCA_ENVIRONMENTS),
  organisationName: z.string(),
  branchName: z.string(),
  vatNumber: z.string(),
  crNumber: z.string(),
  industry: z.string(),
  address: ZatcaAddressSchema,
  certificateExpiresAt: z.string(),
  onboardedAt: z.string(),
  renewedAt: z.string().nullable(),
  /** Within 30 days of the certificate's expiry (or past it): renew with a new OTP. */
  renewalDue: z.boolean(),
  expired: z.boolean(),
  /** Documents signed so far (the chain's invoice counter). */
  documentsSigned: z.number().int().nonnegative(),
});
export type ZatcaEgs = z.infer<typeof ZatcaEgsSchema>;

export const ZatcaSettingsSchema = z.object({
  /** Where onboarding goes, from configuration (ZATCA_ENVIRONMENT): not the restaurant's choice. */
  environment: z.enum(ZATCA_ENVIRONMENTS),
  /** The restaurant's VAT number (Settings → Profile); onboarding needs it. */
  vatNumber: z.string().nullable(),
  /** Prefills the form: the restaurant's name as registered. */
  suggestedOrganisationName: z.string(),
  egs: ZatcaEgsSchema.nullable(),
});
export type ZatcaSettings = z.infer<typeof ZatcaSettingsSchema>;
export const ZatcaSettingsResponseSchema = dataOf(ZatcaSettingsSchema);

export const ZATCA_REPORT_STATUSES = ['waiting', 'reported', 'reported_with_warnings', 'rejected'] as const;
export type ZatcaReportStatusName = (typeof ZATCA_REPORT_STATUSES)[number];

/** ZATCA's own message, kept as answered (in the language the owner's session asked for). */
export const ZatcaMessageSchema = z.object({ code: z.string(), message: z.string() });

export const ZatcaDocumentSchema = z.object({
  id: z.number().int(),
  kind: z.enum(['invoice', 'credit_note']),
  /** The document's ID as stated to ZATCA: INV-<invoice number> or CN-<credit-note number>. */
  number: z.string(),
  /** The source document's public id (the diner's invoice or credit-note page). */
  publicId: z.string(),
  uuid: z.string(),
  /** Null until signed (a document is signed within seconds of its payment, in the order issued). */
  icv: z.number().int().nullable(),
  invoiceHash: z.string().nullable(),
  qr: z.string().nullable(),
  totalHalalas: z.number().int(),
  vatHalalas: z.number().int(),
  reportStatus: z.enum(ZATCA_REPORT_STATUSES),
  /** Hours left of ZATCA's 24 to report a waiting document (0 when past). */
  hoursLeft: z.number().int().nullable(),
  attempts: z.number().int(),
  lastError: z.string().nullable(),
  warnings: z.array(ZatcaMessageSchema),
  errors: z.array(ZatcaMessageSchema),
  issuedAt: z.string(),
  reportedAt: z.string().nullable(),
  /**
   * A rejected invoice's remedy (ZATCA's: a credit note for it and a corrected new invoice), once taken:
   * the two new documents' IDs. Null until then; `canReissue` says whether the owner may take it now.
   */
  reissue: z.object({ creditNote: z.string(), invoice: z.string() }).nullable(),
  canReissue: z.boolean(),
});
export type ZatcaDocument = z.infer<typeof ZatcaDocumentSchema>;

export const ZatcaDocumentsQuerySchema = z
  .object({
    status: z.enum(ZATCA_REPORT_STATUSES).optional(),
    kind: z.enum(['invoice', 'credit_note']).optional(),
  })
  .strict();

export const ZatcaDocumentsSchema = z.object({
  documents: z.array(ZatcaDocumentSchema),
  counts: z.object({
    waiting: z.number().int(),
    reported: z.number().int(),
    reported_with_warnings: z.number().int(),
    rejected: z.number().int(),
    /** Waiting for 20 hours or more: the owner is alerted. */
    overdue: z.number().int(),
  }),
});
export type ZatcaDocuments = z.infer<typeof ZatcaDocumentsSchema>;
export const ZatcaDocumentsResponseSchema = dataOf(ZatcaDocumentsSchema);

export const ZatcaDocumentParamsSchema = z.object({ documentId: idSchema('ZATCA_DOCUMENT_NOT_FOUND') });

/** POST …/reissue (owner, confirmed): the credit note and the corrected invoice it issued, by their IDs. */
export const ZatcaReissueResponseSchema = dataOf(z.object({ creditNote: z.string(), invoice: z.string() }));
export type ZatcaReissue = z.infer<typeof ZatcaReissueResponseSchema>['data'];
