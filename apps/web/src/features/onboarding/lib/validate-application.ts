import { normalizeSaudiPhone, toLatinDigits } from '@sufra/domain';
import {
  APPLICATION_FIELDS,
  type ApplicationField,
  type ApplicationValues,
  FIELD_LIMITS,
  LOGO_MAX_BYTES,
  LOGO_TYPES,
  REQUIRED_ON_SUBMIT,
} from './application-fields';

export type ApplicationErrorKey =
  | 'required'
  | 'categoryRequired'
  | 'tooLong'
  | 'phoneInvalid'
  | 'emailInvalid'
  | 'urlInvalid'
  | 'registrationInvalid';
export type LogoErrorKey = 'logoType' | 'logoSize';
export type ApplicationErrors = Partial<Record<ApplicationField, ApplicationErrorKey>>;
export type ApplicationMode = 'submit' | 'resubmit';

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** 'www.x.sa' -> 'https://www.x.sa'; null unless it is an http(s) address with a dotted host. */
export function normalizeWebsite(input: string): string | null {
  const withScheme = /^https?:\/\//i.test(input) ? input : `https://${input}`;
  try {
    const url = new URL(withScheme);
    return url.hostname.includes('.') && !/\s/.test(input) ? url.toString() : null;
  } catch {
    return null;
  }
}

/** Checks one field's trimmed value; returns [error, normalized value]. */
function checkField(field: ApplicationField, value: string): [ApplicationErrorKey | null, string] {
  const limit = FIELD_LIMITS[field];
  if (limit !== undefined && value.length > limit) return ['tooLong', value];
  switch (field) {
    case 'phone': {
      const phone = normalizeSaudiPhone(value);
      return phone ? [null, phone] : ['phoneInvalid', value];
    }
    case 'contactPersonEmail':
      return EMAIL_PATTERN.test(value) ? [null, value] : ['emailInvalid', value];
    case 'website': {
      const url = normalizeWebsite(value);
      return url ? [null, url] : ['urlInvalid', value];
    }
    case 'businessRegistration': {
      // Saudi commercial registration (and the unified 700 number) numbers are 10 digits.
      const digits = toLatinDigits(value).replace(/[\s-]/g, '');
      return /^\d{10}$/.test(digits) ? [null, digits] : ['registrationInvalid', value];
    }
    default:
      return [null, value];
  }
}

/**
 * Validates the form. `fields` holds only the non-empty, normalised values to send (phone in
 * +966 form), or is null when any field is invalid.
 */
export function validateApplication(
  values: ApplicationValues,
  mode: ApplicationMode,
): { errors: ApplicationErrors; fields: Partial<ApplicationValues> | null } {
  const errors: ApplicationErrors = {};
  const fields: Partial<ApplicationValues> = {};
  for (const field of APPLICATION_FIELDS) {
    const value = values[field].trim();
    if (!value) {
      if (mode === 'submit' && REQUIRED_ON_SUBMIT.has(field)) {
        errors[field] = field === 'categoryId' ? 'categoryRequired' : 'required';
      }
      continue;
    }
    const [error, normalized] = checkField(field, value);
    if (error) errors[field] = error;
    else fields[field] = normalized;
  }
  return { errors, fields: Object.keys(errors).length > 0 ? null : fields };
}

/** The browser's type is only a first check; the server reads the file's magic bytes. */
export function validateLogo(file: Pick<File, 'type' | 'size'>): LogoErrorKey | null {
  if (!(LOGO_TYPES as readonly string[]).includes(file.type)) return 'logoType';
  if (file.size > LOGO_MAX_BYTES) return 'logoSize';
  return null;
}

export function toFormData(fields: Partial<ApplicationValues>, logo: File | null): FormData {
  const form = new FormData();
  for (const [field, value] of Object.entries(fields)) if (value) form.append(field, value);
  if (logo) form.append('logo', logo, logo.name);
  return form;
}
