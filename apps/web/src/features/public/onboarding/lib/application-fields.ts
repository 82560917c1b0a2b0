/** The onboarding application's text fields (spec section 3), in form order. */
export const APPLICATION_FIELDS = [
  'name',
  'nameAr',
  'categoryId',
  'description',
  'descriptionAr',
  'address',
  'addressAr',
  'city',
  'phone',
  'contactPersonName',
  'contactPersonEmail',
  'businessRegistration',
  'website',
  'socialMedia',
] as const;

export type ApplicationField = (typeof APPLICATION_FIELDS)[number];
export type ApplicationValues = Record<ApplicationField, string>;

/** Spec section 5: required on the first submit; on resubmit every field is optional. */
export const REQUIRED_ON_SUBMIT: ReadonlySet<ApplicationField> = new Set([
  'name',
  'description',
  'address',
  'phone',
  'categoryId',
]);

/**
 * Same limits as the contract (packages/domain/src/contracts/onboarding.ts), in characters (code points,
 * as the contract counts); also the inputs' maxLength.
 */
export const FIELD_LIMITS: Partial<Record<ApplicationField, number>> = {
  name: 120,
  nameAr: 120,
  description: 1000,
  descriptionAr: 1000,
  address: 250,
  addressAr: 250,
  city: 80,
  contactPersonName: 100,
  contactPersonEmail: 254,
  businessRegistration: 40,
  website: 200,
  socialMedia: 200,
};

export const LOGO_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;
export const LOGO_MAX_BYTES = 2 * 1024 * 1024;

export const EMPTY_APPLICATION: ApplicationValues = Object.fromEntries(
  APPLICATION_FIELDS.map((field) => [field, '']),
) as ApplicationValues;

export type ApplicationStatus =
  | 'submitted'
  | 'under_review'
  | 'approved'
  | 'rejected'
  | 'needs_changes'
  | 'withdrawn';

/** Only these states accept PUT /resubmit (the server answers 409 CONFLICT otherwise). */
export function canResubmit(status: ApplicationStatus): boolean {
  return status === 'rejected' || status === 'needs_changes';
}

/**
 * The applicant may take the application back until it is decided for good (the server's WITHDRAWABLE;
 * otherwise 409 CONFLICT). Withdrawn is final.
 */
export function canWithdraw(status: ApplicationStatus): boolean {
  return status === 'submitted' || status === 'under_review' || status === 'needs_changes';
}
