import { normalizeSaudiPhone } from '@sufra/domain';
import type { RatingBody } from '@sufra/domain/contracts';
import type { QualifiedKey } from '../../../i18n/keys';

/** The five categories of spec section 3, in the order the diner sees them (mirrors the contract). */
export const RATING_CATEGORIES = [
  'foodAndDrinks',
  'service',
  'ambience',
  'valueForMoney',
  'paymentExperience',
] as const;
type RatingCategory = (typeof RATING_CATEGORIES)[number];
export const CONTACT_METHODS = ['phone', 'email', 'none'] as const;
type ContactMethod = (typeof CONTACT_METHODS)[number];
export const COMMENT_MAX = 1000;

export interface RatingFormValues {
  scores: Partial<Record<RatingCategory, number>>;
  comment: string;
  name: string;
  email: string;
  phone: string;
  preferredContact: ContactMethod;
}

export const EMPTY_RATING_FORM: RatingFormValues = {
  scores: {},
  comment: '',
  name: '',
  email: '',
  phone: '',
  preferredContact: 'none',
};

export type RatingField = 'ratings' | 'email' | 'phone';
/** Each problem as an i18n key: `errors:*` from the shared catalogue, `rating:*` for this screen's own. */
export type RatingProblems = Partial<Record<RatingField, QualifiedKey>>;

// Deliberately loose (something@something.tld): the server has the final say with its own e-mail rule.
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The server's rules, checked before sending so the diner sees every problem at once, by its field. */
export function validateRating(values: RatingFormValues): RatingProblems {
  const problems: RatingProblems = {};
  if (RATING_CATEGORIES.some((c) => !values.scores[c])) problems.ratings = 'errors:RATING_INCOMPLETE';
  const email = values.email.trim();
  const phone = values.phone.trim();
  if (email && !EMAIL.test(email)) problems.email = 'errors:EMAIL_INVALID';
  else if (!email && values.preferredContact === 'email') problems.email = 'rating:required.email';
  if (phone && !normalizeSaudiPhone(phone)) problems.phone = 'errors:PHONE_INVALID';
  else if (!phone && values.preferredContact === 'phone') problems.phone = 'rating:required.phone';
  return problems;
}

/** The request body of POST /api/public/orders/:id/rating (blank optional fields are left out). */
/** The body to send, once every category has a score (null before: the form says what is missing). */
export function ratingBody(values: RatingFormValues): RatingBody | null {
  const { scores } = values;
  const optional = (v: string) => (v.trim() ? v.trim() : undefined);
  if (RATING_CATEGORIES.some((category) => scores[category] === undefined)) return null;
  return {
    ratings: scores as Record<RatingCategory, number>,
    comment: values.comment.trim(),
    name: optional(values.name),
    email: optional(values.email),
    phone: optional(values.phone),
    preferredContact: values.preferredContact,
  };
}

/** Server codes that belong to one field; anything else is shown for the whole form. */
export const FIELD_OF_CODE: Record<string, RatingField> = {
  RATING_INCOMPLETE: 'ratings',
  EMAIL_INVALID: 'email',
  PHONE_INVALID: 'phone',
};
