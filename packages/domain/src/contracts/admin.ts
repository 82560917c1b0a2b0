import { z } from 'zod';
import { dataOf, HalalasSchema, idSchema, PositiveInt4Schema, withCode } from './common';
import { APPLICATION_STATUSES, ApplicationDetailsSchema } from './onboarding';
import { secret, text } from './text';

/*
 * The platform admin's console (issue 13): applications from review to a working restaurant, demo
 * requests, restaurants (suspend, reactivate), the platform's overview, the audit log, and other admins.
 * Every route is for the platform admin role only (PLATFORM_ADMIN in the route table). Every action that
 * changes money or access is audited (ADMIN_AUDIT_ACTIONS) with who, when, what and before/after.
 */

export const ADMIN_AUDIT_ACTIONS = [
  'application.approved',
  'application.changes_requested',
  'application.rejected',
  'restaurant.suspended',
  'restaurant.reactivated',
  'demo_request.updated',
  'admin.invited',
  // The owner's invitation sent again (the earlier open ones withdrawn), for a restaurant with no active owner.
  'restaurant.owner_invite_resent',
] as const;
export type AdminAuditAction = (typeof ADMIN_AUDIT_ACTIONS)[number];

const timestamp = z.iso.datetime({ offset: true });
const page = z.coerce.number().int().min(1).max(200).default(50);

/** Public ids of applications are uuids; a malformed one answers like an unknown one (404). */
export const AdminApplicationParamsSchema = z.object({ id: z.uuid(withCode('APPLICATION_NOT_FOUND')) });

/** GET /api/admin/applications?status=&q=&before= (newest activity first; `before` = the last row's cursor). */
export const AdminApplicationsQuerySchema = z.object({
  status: z.enum([...APPLICATION_STATUSES, 'all']).default('all'),
  /** Matched against names (ar/en), city, contact e-mail and phone. */
  q: text(100).default(''),
  before: secret(100).optional(),
  limit: page,
});
export type AdminApplicationsQuery = z.infer<typeof AdminApplicationsQuerySchema>;

export const AdminApplicationRowSchema = z.object({
  id: z.uuid(),
  status: z.enum(APPLICATION_STATUSES),
  name: z.string(),
  nameAr: z.string().nullable(),
  city: z.string().nullable(),
  categoryName: z.string(),
  categoryNameAr: z.string(),
  contactPersonEmail: z.string().nullable(),
  logoUrl: z.string().nullable(),
  /** How many times the applicant resubmitted after a review. */
  resubmissions: z.number().int().nonnegative(),
  createdAt: timestamp,
  updatedAt: timestamp,
});
export type AdminApplicationRow = z.infer<typeof AdminApplicationRowSchema>;

export const AdminApplicationsResponseSchema = dataOf(
  z.object({
    applications: z.array(AdminApplicationRowSchema),
    /** Per status, over all applications (the queue's filter chips). */
    counts: z.record(z.enum(APPLICATION_STATUSES), z.number().int().nonnegative()),
    nextBefore: z.string().nullable(),
  }),
);

/**
 * One field the applicant changed in a resubmission (what the admin must look at again): `field` is the
 * application's field name (name, nameAr, description, …, categoryId as the category's id in text,
 * logoUrl as the logo's address); null = empty.
 */
export const ApplicationChangeSchema = z.object({
  field: z.string(),
  before: z.string().nullable(),
  after: z.string().nullable(),
});

export const AdminApplicationSchema = ApplicationDetailsSchema.extend({
  categoryName: z.string(),
  categoryNameAr: z.string(),
  /** The language the applicant wrote in: their e-mails are sent in it. */
  language: z.enum(['ar', 'en']),
  /**
   * The row's version: every action sends the version it was shown. Another admin's action in between
   * makes it 409 APPLICATION_CHANGED (nothing written), so two admins can never both decide.
   */
  version: z.number().int().positive(),
  /** The status history with who decided (null for the applicant's own steps). */
  timeline: z.array(
    z.object({
      status: z.enum(APPLICATION_STATUSES),
      note: z.string().nullable(),
      by: z.string().nullable(),
      at: timestamp,
      /** For a resubmission: the fields it changed. */
      changes: z.array(ApplicationChangeSchema),
    }),
  ),
  /** Once approved: the restaurant it became. */
  restaurant: z.object({ id: z.number().int().positive(), slug: z.string(), status: z.string() }).nullable(),
});
export type AdminApplication = z.infer<typeof AdminApplicationSchema>;
export const AdminApplicationResponseSchema = dataOf(z.object({ application: AdminApplicationSchema }));

const version = PositiveInt4Schema;

/** POST /api/admin/applications/:id/approve */
export const ApproveApplicationBodySchema = z.strictObject({ version });
/** POST /api/admin/applications/:id/request-changes: the message is e-mailed and shown on the status page. */
export const RequestChangesBodySchema = z.strictObject({
  version,
  message: text(2000, { multiline: true }).pipe(z.string().min(1, withCode('REVIEW_MESSAGE_REQUIRED'))),
});
/** POST /api/admin/applications/:id/reject: a reason is required (e-mailed, shown on the status page). */
export const RejectApplicationBodySchema = z.strictObject({
  version,
  reason: text(2000, { multiline: true }).pipe(z.string().min(1, withCode('REVIEW_MESSAGE_REQUIRED'))),
});

/** What approving made: the restaurant, and the owner's invitation (e-mailed to the contact address). */
export const ApprovalResponseSchema = dataOf(
  z.object({
    application: AdminApplicationSchema,
    restaurant: z.object({ id: z.number().int().positive(), slug: z.string() }),
    ownerInvite: z.object({ email: z.string(), expiresAt: timestamp }),
  }),
);

export const DEMO_REQUEST_STATUSES = ['new', 'contacted', 'closed'] as const;

/** GET /api/admin/demo-requests?status= */
export const AdminDemoRequestsQuerySchema = z.object({
  status: z.enum([...DEMO_REQUEST_STATUSES, 'all']).default('all'),
  limit: page,
});
export const AdminDemoRequestSchema = z.object({
  id: z.number().int().positive(),
  name: z.string(),
  email: z.string(),
  restaurantName: z.string(),
  phone: z.string().nullable(),
  message: z.string(),
  language: z.enum(['ar', 'en']),
  status: z.enum(DEMO_REQUEST_STATUSES),
  /** The team's notes on it (who called, what was said). */
  note: z.string(),
  createdAt: timestamp,
  updatedAt: timestamp,
});
export type AdminDemoRequest = z.infer<typeof AdminDemoRequestSchema>;
export const AdminDemoRequestsResponseSchema = dataOf(
  z.object({
    demoRequests: z.array(AdminDemoRequestSchema),
    counts: z.record(z.enum(DEMO_REQUEST_STATUSES), z.number().int().nonnegative()),
  }),
);
export const AdminDemoRequestParamsSchema = z.object({ id: idSchema('NOT_FOUND') });
/** PATCH /api/admin/demo-requests/:id */
export const UpdateDemoRequestBodySchema = z
  .strictObject({
    status: z.enum(DEMO_REQUEST_STATUSES),
    note: text(2000, { multiline: true }),
  })
  .partial()
  .refine((body) => Object.keys(body).length > 0, withCode('VALIDATION_FAILED'));
export const AdminDemoRequestResponseSchema = dataOf(z.object({ demoRequest: AdminDemoRequestSchema }));

export const RESTAURANT_STATUSES = ['active', 'suspended'] as const;
/** The marketing plans (spec section 9: claims, not rules): the free trial, then by number of tables. */
export const RESTAURANT_PLANS = ['trial', 'starter', 'growth', 'unlimited'] as const;

/** GET /api/admin/restaurants?q=&status= */
export const AdminRestaurantsQuerySchema = z.object({
  status: z.enum([...RESTAURANT_STATUSES, 'all']).default('all'),
  q: text(100).default(''),
  limit: page,
});
export const AdminRestaurantSchema = z.object({
  id: z.number().int().positive(),
  slug: z.string(),
  name: z.string(),
  nameAr: z.string(),
  city: z.string(),
  status: z.enum(RESTAURANT_STATUSES),
  /** The marketing plan shown (plans are claims, not rules: spec section 9). */
  plan: z.enum(RESTAURANT_PLANS),
  ownerEmail: z.string().nullable(),
  suspendedReason: z.string().nullable(),
  ordersToday: z.number().int().nonnegative(),
  createdAt: timestamp,
});
export type AdminRestaurant = z.infer<typeof AdminRestaurantSchema>;
export const AdminRestaurantsResponseSchema = dataOf(
  z.object({ restaurants: z.array(AdminRestaurantSchema) }),
);
export const AdminRestaurantParamsSchema = z.object({ id: idSchema('RESTAURANT_NOT_FOUND') });
/**
 * POST /api/admin/restaurants/:id/suspend: diners then see a closed message; staff keep their history. The
 * reason is required (missing or blank: SUSPENSION_REASON_REQUIRED); it is the team's, never shown to diners.
 */
export const SuspendRestaurantBodySchema = z.strictObject({
  reason: z
    .string(withCode('SUSPENSION_REASON_REQUIRED'))
    .pipe(text(500, { multiline: true }))
    .pipe(z.string().min(1, withCode('SUSPENSION_REASON_REQUIRED'))),
});
export const AdminRestaurantResponseSchema = dataOf(z.object({ restaurant: AdminRestaurantSchema }));
/**
 * POST /api/admin/restaurants/:id/resend-owner-invite: a restaurant whose owner never joined (their link
 * expired or lost) gets a fresh 7-day invitation, the open ones withdrawn. An active owner: OWNER_ALREADY_ACTIVE.
 */
export const ResendOwnerInviteResponseSchema = dataOf(
  z.object({ invite: z.object({ email: z.string(), expiresAt: timestamp }) }),
);

/** GET /api/admin/overview: the platform at a glance (Riyadh days). */
export const AdminOverviewResponseSchema = dataOf(
  z.object({
    restaurants: z.record(z.enum(RESTAURANT_STATUSES), z.number().int().nonnegative()),
    applications: z.record(z.enum(APPLICATION_STATUSES), z.number().int().nonnegative()),
    demoRequestsNew: z.number().int().nonnegative(),
    today: z.object({ orders: z.number().int().nonnegative(), paid: HalalasSchema }),
    last7Days: z.object({ orders: z.number().int().nonnegative(), paid: HalalasSchema }),
    /** Card payments that failed over all card payments tried in the last 7 days (0–1; null without any). */
    paymentFailureRate: z.number().min(0).max(1).nullable(),
    deadJobs: z.number().int().nonnegative(),
    /**
     * ZATCA Phase 2 documents across every restaurant: not reported yet (waiting), rejected, waiting 20 hours
     * or more since issue (ZATCA allows 24), and how many restaurants have a rejected or overdue one.
     */
    einvoices: z.object({
      unreported: z.number().int().nonnegative(),
      rejected: z.number().int().nonnegative(),
      overdue: z.number().int().nonnegative(),
      restaurantsAffected: z.number().int().nonnegative(),
    }),
  }),
);
export type AdminOverview = z.infer<typeof AdminOverviewResponseSchema>['data'];

/** GET /api/admin/audit?restaurantId=&before=: every restaurant's and the platform's own entries. */
export const AdminAuditQuerySchema = z.object({
  restaurantId: idSchema('RESTAURANT_NOT_FOUND').optional(),
  before: idSchema().optional(),
  limit: page,
});
export const AdminAuditEntrySchema = z.object({
  id: z.number().int().positive(),
  /** The action's name as recorded (a closed list per module: coupons, menu, settings, access, admin…). */
  action: z.string(),
  subject: z.string(),
  restaurantId: z.number().int().positive().nullable(),
  restaurantName: z.string().nullable(),
  actor: z.object({ name: z.string(), email: z.string(), role: z.string() }).nullable(),
  details: z.record(z.string(), z.unknown()),
  at: timestamp,
});
export const AdminAuditResponseSchema = dataOf(
  z.object({ entries: z.array(AdminAuditEntrySchema), nextBefore: z.number().int().nullable() }),
);

/** GET /api/admin/admins, POST /api/admin/admins/invites: admins invite admins (an e-mailed, expiring link). */
export const AdminPersonSchema = z.object({
  id: z.number().int().positive(),
  name: z.string(),
  email: z.string(),
  isActive: z.boolean(),
  lastSignInAt: timestamp.nullable(),
});
export const AdminInviteSchema = z.object({
  id: z.number().int().positive(),
  email: z.string(),
  name: z.string(),
  expiresAt: timestamp,
  acceptedAt: timestamp.nullable(),
});
export type AdminInvite = z.infer<typeof AdminInviteSchema>;
export const AdminsResponseSchema = dataOf(
  z.object({ admins: z.array(AdminPersonSchema), invites: z.array(AdminInviteSchema) }),
);
export const CreateAdminInviteBodySchema = z.strictObject({
  email: text(254, { code: 'EMAIL_INVALID' }).pipe(z.email(withCode('EMAIL_INVALID'))),
  name: text(100).pipe(z.string().min(1)),
  language: z.enum(['ar', 'en']).default('ar'),
});
export type CreateAdminInviteBody = z.infer<typeof CreateAdminInviteBodySchema>;
export const AdminInviteResponseSchema = dataOf(z.object({ invite: AdminInviteSchema }));

/** GET /api/staff/first-service: the new owner's checklist, each step ticked by what really happened. */
export const FIRST_SERVICE_STEPS = ['category', 'item', 'qrSheet', 'testOrder'] as const;
export const FirstServiceResponseSchema = dataOf(
  z.object({
    steps: z.array(z.object({ key: z.enum(FIRST_SERVICE_STEPS), done: z.boolean() })),
    /**
     * All four done: the dashboard stops showing it. Not dismissable: each step ticks itself (qrSheet when
     * staff first open or download the QR sheet; a restaurant that already took orders has it ticked).
     */
    isComplete: z.boolean(),
  }),
);
