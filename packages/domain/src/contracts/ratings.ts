import { z } from 'zod';
import { normalizeSaudiPhone } from '../phone/phone';
import { dataOf, withCode } from './common';
import { OrderIdSchema } from './orders';
import { secret, text } from './text';

/** Spec section 3: the five rated categories, all required ('Please provide ratings for all categories'). */
export const RATING_CATEGORIES = [
  'foodAndDrinks',
  'service',
  'ambience',
  'valueForMoney',
  'paymentExperience',
] as const;
export type RatingCategory = (typeof RATING_CATEGORIES)[number];

export const PREFERRED_CONTACTS = ['phone', 'email', 'none'] as const;
export type PreferredContact = (typeof PREFERRED_CONTACTS)[number];

export const RATING_COMMENT_MAX = 1000;
export const RATING_NAME_MAX = 100;

/** A missing (or null) category is the spec's RATING_INCOMPLETE; a present but impossible score is malformed. */
const OUT_OF_RANGE = { error: 'A score is a whole number from 1 to 5' };
const score = z
  .number(withCode('RATING_INCOMPLETE'))
  .int(OUT_OF_RANGE)
  .min(1, OUT_OF_RANGE)
  .max(5, OUT_OF_RANGE);

export const RatingScoresSchema = z.object(
  {
    foodAndDrinks: score,
    service: score,
    ambience: score,
    valueForMoney: score,
    paymentExperience: score,
  },
  withCode('RATING_INCOMPLETE'),
);
export type RatingScores = z.infer<typeof RatingScoresSchema>;

/** An optional text field: blank means "not given" (forms send ''), so it becomes undefined. */
const optionalText = <T extends z.ZodType<string, string>>(inner: T) =>
  z.preprocess((v) => (typeof v === 'string' && v.trim() === '' ? undefined : v), inner.optional());

/**
 * POST /api/public/orders/:id/rating (params: OrderParamsSchema). Contact details are optional, but the
 * preferred contact method needs its detail: 'phone' without a phone (or 'email' without an e-mail) is
 * VALIDATION_FAILED naming the field. The phone is stored E.164 (normalizeSaudiPhone, in the service).
 */
export const RatingBodySchema = z
  .object({
    ratings: RatingScoresSchema,
    comment: text(RATING_COMMENT_MAX, { multiline: true }).default(''),
    name: optionalText(text(RATING_NAME_MAX)),
    email: optionalText(
      z
        .string(withCode('EMAIL_INVALID'))
        .trim()
        .max(254, withCode('EMAIL_INVALID'))
        .pipe(z.email(withCode('EMAIL_INVALID'))),
    ),
    phone: optionalText(
      secret(40, 'PHONE_INVALID').refine((v) => normalizeSaudiPhone(v) !== null, withCode('PHONE_INVALID')),
    ),
    preferredContact: z.enum(PREFERRED_CONTACTS).default('none'),
  })
  .superRefine((body, ctx) => {
    if (body.preferredContact === 'phone' && !body.phone) {
      ctx.addIssue({ code: 'custom', path: ['phone'], message: 'A phone number is needed to be called' });
    }
    if (body.preferredContact === 'email' && !body.email) {
      ctx.addIssue({
        code: 'custom',
        path: ['email'],
        message: 'An e-mail address is needed to be e-mailed',
      });
    }
  });
export type RatingBody = z.infer<typeof RatingBodySchema>;
/** What a client sends (before defaults and trimming). */
export type RatingBodyInput = z.input<typeof RatingBodySchema>;

/** A rating as the diner gets it back (no internal ids). */
export const RatingSchema = z.object({
  orderId: OrderIdSchema,
  ratings: RatingScoresSchema,
  comment: z.string(),
  name: z.string().nullable(),
  email: z.string().nullable(),
  /** E.164, e.g. '+966501234567'. */
  phone: z.string().nullable(),
  preferredContact: z.enum(PREFERRED_CONTACTS),
  createdAt: z.iso.datetime({ offset: true }),
});
export type Rating = z.infer<typeof RatingSchema>;
export const RatingResponseSchema = dataOf(z.object({ rating: RatingSchema }));
export type RatingResponse = z.infer<typeof RatingResponseSchema>;

/** GET /api/public/orders/:id/rating: whether the order was rated (the form is not offered twice). */
export const RatingStatusResponseSchema = dataOf(z.object({ isRated: z.boolean() }));
export type RatingStatusResponse = z.infer<typeof RatingStatusResponseSchema>;

/**
 * Which ratings the staff's list shows: all of them, only those with a comment, or only low ones (a
 * diner unhappy about something: any category scored LOW_RATING_SCORE or less).
 */
export const STAFF_RATINGS_SHOWS = ['all', 'comments', 'low'] as const;
export type StaffRatingsShow = (typeof STAFF_RATINGS_SHOWS)[number];
export const LOW_RATING_SCORE = 2;
/** How many of the restaurant's weeks the trend covers (this week and the 11 before). */
export const RATING_TREND_WEEKS = 12;

/** A page's cursor: a row id (a positive PostgreSQL integer), a wrong one named as its field. */
const cursor = z.coerce.number().int().positive().max(2_147_483_647).optional();

/**
 * GET /api/staff/ratings?limit=50&show=all&before=<id>: the session's restaurant only, newest first.
 * `before` is the `nextBefore` of the previous page (a rating's id): the page continues after that rating.
 * A wrong value is 400 VALIDATION_FAILED naming the field (`query.limit`, `query.show`, `query.before`).
 */
export const StaffRatingsQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(200).default(50),
  show: z.enum(STAFF_RATINGS_SHOWS).default('all'),
  before: cursor,
});
export type StaffRatingsQuery = z.infer<typeof StaffRatingsQuerySchema>;
export type StaffRatingsQueryInput = z.input<typeof StaffRatingsQuerySchema>;

export const StaffRatingSchema = RatingSchema.extend({
  id: z.number().int().positive(),
  /** null once the order itself was deleted (the rating is kept). */
  orderId: OrderIdSchema.nullable(),
  orderNumber: z.number().int().positive().nullable(),
  tableNumber: z.number().int().positive().nullable(),
});
export type StaffRating = z.infer<typeof StaffRatingSchema>;

/** Averages over ALL the restaurant's ratings (not just the page), 2 decimals; null with no ratings. */
export const RatingAveragesSchema = z.object({
  foodAndDrinks: z.number().nullable(),
  service: z.number().nullable(),
  ambience: z.number().nullable(),
  valueForMoney: z.number().nullable(),
  paymentExperience: z.number().nullable(),
  /** Mean of the five category averages. */
  overall: z.number().nullable(),
});
export type RatingAverages = z.infer<typeof RatingAveragesSchema>;

/** One week of the trend: the restaurant's calendar week starting on Sunday (the Saudi working week). */
export const RatingWeekSchema = z.object({
  /** The Sunday the week starts on, 'YYYY-MM-DD' in the restaurant's time zone. */
  weekStart: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  count: z.number().int().nonnegative(),
  /** That week's ratings only; all null in a week without ratings. */
  averages: RatingAveragesSchema,
});
export type RatingWeek = z.infer<typeof RatingWeekSchema>;

export const StaffRatingsResponseSchema = dataOf(
  z.object({
    ratings: z.array(StaffRatingSchema),
    /** Every rating of the restaurant (whatever `show` is). */
    count: z.number().int().nonnegative(),
    averages: RatingAveragesSchema,
    /** The ratings `show` picks (all of them for 'all'). */
    matching: z.number().int().nonnegative(),
    /** The `before` of the next page, or null when this page is the last. */
    nextBefore: z.number().int().positive().nullable(),
    /** The last RATING_TREND_WEEKS weeks, oldest first, every week present (empty ones count 0). */
    trend: z.object({ timeZone: z.string(), weeks: z.array(RatingWeekSchema) }),
  }),
);
export type StaffRatingsResponse = z.infer<typeof StaffRatingsResponseSchema>;
export type StaffRatings = StaffRatingsResponse['data'];
