import {
  type ErrorCode,
  normalizeCommercialRegistration,
  normalizeSaudiPhone,
  normalizeVatNumber,
} from '@sufra/domain';
import type { RestaurantProfile, SettingsProfileBody } from '@sufra/domain/contracts';

/** The profile's text fields as the form holds them (every one a string; '' for nothing). */
export type ProfileForm = Omit<Record<keyof RestaurantProfile, string>, 'logoUrl'>;
export type ProfileField = keyof ProfileForm;
export type ProfileProblems = Partial<Record<ProfileField, ErrorCode>>;

export const PROFILE_FIELDS = [
  'name',
  'nameAr',
  'description',
  'descriptionAr',
  'address',
  'addressAr',
  'city',
  'phone',
  'email',
  'vatNumber',
  'commercialRegistration',
] as const satisfies readonly ProfileField[];

export function profileFormOf(profile: RestaurantProfile): ProfileForm {
  const form = {} as ProfileForm;
  for (const field of PROFILE_FIELDS) form[field] = profile[field] ?? '';
  return form;
}

/**
 * The form's own checks, the server's rules (the same domain functions): a code per field at fault. Only
 * changed fields are checked, as the server checks only what it is sent: a value stored before a rule
 * existed (a landline from the seed, say) never blocks saving another field.
 */
export function profileProblems(original: ProfileForm, form: ProfileForm): ProfileProblems {
  const problems: ProfileProblems = {};
  const changed = (field: ProfileField) => form[field].trim() !== original[field].trim();
  const given = (field: ProfileField) => changed(field) && form[field].trim() !== '';
  if (changed('name') && !form.name.trim()) problems.name = 'VALIDATION_FAILED';
  if (changed('nameAr') && !form.nameAr.trim()) problems.nameAr = 'VALIDATION_FAILED';
  if (given('phone') && !normalizeSaudiPhone(form.phone)) problems.phone = 'PHONE_INVALID';
  if (given('email') && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(form.email.trim()))
    problems.email = 'EMAIL_INVALID';
  if (given('vatNumber') && !normalizeVatNumber(form.vatNumber)) problems.vatNumber = 'VAT_NUMBER_INVALID';
  if (given('commercialRegistration') && !normalizeCommercialRegistration(form.commercialRegistration))
    problems.commercialRegistration = 'COMMERCIAL_REGISTRATION_INVALID';
  return problems;
}

/** What the form changed, and only that (a manager's unchanged owner fields are never sent). */
export function changedProfile(original: ProfileForm, form: ProfileForm): SettingsProfileBody {
  const body: SettingsProfileBody = {};
  for (const field of PROFILE_FIELDS)
    if (form[field].trim() !== original[field].trim()) body[field] = form[field];
  return body;
}

/** The server's refusals about one field of this form. */
export const PROFILE_SERVER_FIELD: Partial<Record<string, ProfileField>> = {
  VAT_NUMBER_INVALID: 'vatNumber',
  COMMERCIAL_REGISTRATION_INVALID: 'commercialRegistration',
  PHONE_INVALID: 'phone',
  EMAIL_INVALID: 'email',
};
