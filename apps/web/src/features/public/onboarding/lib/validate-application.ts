import { normalizeSaudiPhone, toLatinDigits } from '@sufra/domain';
import { cleanText, EMAIL_PATTERN, hasControlCharacters, textLength } from '../../../../shared/typed-text';
import {
  APPLICATION_FIELDS,
  type ApplicationField,
  type ApplicationValues,
  FIELD_LIMITS,
  LOGO_MAX_BYTES,
  LOGO_TYPES,
  REQUIRED_ON_SUBMIT,
} from './application-fields';

type ApplicationErrorKey =
  | 'required'
  | 'categoryRequired'
  | 'tooLong'
  | 'phoneInvalid'
  | 'emailInvalid'
  | 'urlInvalid'
  | 'registrationInvalid'
  | 'invalidCharacters';
export type LogoErrorKey = 'logoType' | 'logoSize';
export type ApplicationErrors = Partial<Record<ApplicationField, ApplicationErrorKey>>;
export type ApplicationMode = 'submit' | 'resubmit';

/*
 * The contract's rules (SubmitBodySchema, ResubmitBodySchema), restated without zod;
 * validate-application.differential.test.ts holds this validator to them.
 */

const MULTILINE: ReadonlySet<ApplicationField> = new Set(['description', 'descriptionAr']);
/**
 * The contract checks these (optionalText) for control characters even when they hold only whitespace;
 * the other fields count whitespace alone as "not given" before any check.
 */
const CHECKED_WHEN_BLANK: ReadonlySet<ApplicationField> = new Set([
  'nameAr',
  'descriptionAr',
  'addressAr',
  'city',
  'contactPersonName',
  'socialMedia',
]);
const MAX_CATEGORY_ID = 2_147_483_647;

/** A website as the contract reads it: 'www.x.sa' is read as https://www.x.sa; an http(s) URL with a dotted host. */
function isWebsite(value: string): boolean {
  try {
    const url = new URL(/^https?:\/\//i.test(value) ? value : `https://${value}`);
    return /^https?:$/.test(url.protocol) && url.hostname.includes('.');
  } catch {
    return false;
  }
}

/** Checks one given field; returns [error, the value to send]. The server normalises what it is sent again. */
function checkField(field: ApplicationField, raw: string): [ApplicationErrorKey | null, string] {
  if (field === 'phone') {
    const phone = normalizeSaudiPhone(raw.trim());
    return phone ? [null, phone] : ['phoneInvalid', raw];
  }
  if (field === 'categoryId') {
    // The contract coerces with Number(): what it reads as a positive 32-bit integer is a category id.
    const id = Number(raw);
    return Number.isInteger(id) && id > 0 && id <= MAX_CATEGORY_ID
      ? [null, raw.trim()]
      : ['categoryRequired', raw];
  }
  const value = cleanText(raw);
  const limit = FIELD_LIMITS[field];
  const isTooLong = limit !== undefined && textLength(value) > limit;
  const hasControls = hasControlCharacters(raw, MULTILINE.has(field));
  switch (field) {
    case 'contactPersonEmail':
      return !hasControls && !isTooLong && EMAIL_PATTERN.test(value) ? [null, value] : ['emailInvalid', raw];
    case 'website':
      // Sent as typed: the server adds https://, and a serialised URL could outgrow the limit.
      if (hasControls) return ['urlInvalid', raw];
      if (isTooLong) return ['tooLong', raw];
      return isWebsite(value) ? [null, value] : ['urlInvalid', raw];
    case 'businessRegistration': {
      if (hasControls) return ['registrationInvalid', raw];
      if (isTooLong) return ['tooLong', raw];
      // Saudi commercial registration (and the unified 700 number) numbers are 10 digits.
      const digits = toLatinDigits(value).replace(/[\s-]/g, '');
      return /^\d{10}$/.test(digits) ? [null, digits] : ['registrationInvalid', raw];
    }
    default:
      if (hasControls) return ['invalidCharacters', raw];
      return isTooLong ? ['tooLong', raw] : [null, value];
  }
}

/**
 * Whether a field holds something to check and send: like the contract's optional(), a value that is
 * empty once bidi controls and spaces are gone is not given (the optionalText fields still refuse
 * control characters typed into an otherwise blank value).
 */
function isGiven(field: ApplicationField, raw: string): boolean {
  if (CHECKED_WHEN_BLANK.has(field) && hasControlCharacters(raw, MULTILINE.has(field))) return true;
  return cleanText(raw) !== '';
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
    const raw = values[field];
    if (!isGiven(field, raw)) {
      if (mode === 'submit' && REQUIRED_ON_SUBMIT.has(field)) {
        errors[field] = field === 'categoryId' ? 'categoryRequired' : 'required';
      }
      continue;
    }
    const [error, normalized] = checkField(field, raw);
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
