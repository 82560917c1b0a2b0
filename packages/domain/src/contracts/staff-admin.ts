import { z } from 'zod';
import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from '../staff/staff-access';
import { dataOf, idSchema, LanguageSchema, withCode } from './common';
import { RESTAURANT_ROLES } from './roles';
import { StaffLoginResponseSchema, StaffRoleSchema } from './staff';
import { secret, text } from './text';

// Staff access (issue 11): forgotten passwords, invitations, roles and deactivation, sessions, audit log.

export const RestaurantRoleSchema = z.enum(RESTAURANT_ROLES);

const timestamp = z.iso.datetime({ offset: true });

/** Lower-cased, so one person is one account whatever they type. */
export const StaffEmailSchema = text(254, { code: 'EMAIL_INVALID' })
  .toLowerCase()
  .pipe(z.email(withCode('EMAIL_INVALID')));

/** A new password: MIN_PASSWORD_LENGTH characters at least (docs/decisions.md). */
export const NewPasswordSchema = secret(MAX_PASSWORD_LENGTH).min(
  MIN_PASSWORD_LENGTH,
  withCode('PASSWORD_TOO_SHORT'),
);

/** The secret of an e-mailed link: 256 random bits, base64url (43 characters). Anything else opens nothing. */
export const LinkTokenSchema = z
  .string(withCode('LINK_INVALID'))
  .min(40, withCode('LINK_INVALID'))
  .max(64, withCode('LINK_INVALID'))
  .regex(/^[A-Za-z0-9_-]+$/, withCode('LINK_INVALID'));

// Forgotten password

/** POST /api/staff/auth/password-reset */
export const PasswordResetRequestBodySchema = z.object({ email: StaffEmailSchema });
export type PasswordResetRequestBody = z.infer<typeof PasswordResetRequestBodySchema>;
/** The same answer whether or not the address has an account. */
export const PasswordResetRequestResponseSchema = dataOf(z.object({ accepted: z.literal(true) }));

/** POST /api/staff/auth/password-reset/confirm */
export const PasswordResetConfirmBodySchema = z.object({
  token: LinkTokenSchema,
  password: NewPasswordSchema,
});
export type PasswordResetConfirmBody = z.infer<typeof PasswordResetConfirmBodySchema>;
/** The account's e-mail, so the sign-in form can be filled in; every session of the account has ended. */
export const PasswordResetConfirmResponseSchema = dataOf(z.object({ email: z.string() }));

// The restaurant's people

export const StaffMemberSchema = z.object({
  id: z.number().int().positive(),
  email: z.string(),
  name: z.string(),
  role: RestaurantRoleSchema,
  isActive: z.boolean(),
  /** The last time any of their sessions was used (or they signed in); null if never. */
  lastSeenAt: timestamp.nullable(),
  createdAt: timestamp,
});
export type StaffMember = z.infer<typeof StaffMemberSchema>;
export const StaffMembersResponseSchema = dataOf(z.object({ users: z.array(StaffMemberSchema) }));

export const StaffIdParamsSchema = z.object({ id: idSchema() });

/** PATCH /api/staff/users/:id: a new role, deactivation (every session ends at once) or reactivation. */
export const UpdateStaffUserBodySchema = z
  .object({ role: RestaurantRoleSchema.optional(), isActive: z.boolean().optional() })
  .refine((b) => b.role !== undefined || b.isActive !== undefined, { error: 'role or isActive' });
export type UpdateStaffUserBody = z.infer<typeof UpdateStaffUserBodySchema>;
export const UpdateStaffUserResponseSchema = dataOf(
  z.object({ user: StaffMemberSchema, revokedSessions: z.number().int().nonnegative() }),
);

// Invitations

/** POST /api/staff/invites; `language` of the e-mail (default: the inviter's). */
export const CreateStaffInviteBodySchema = z.object({
  email: StaffEmailSchema,
  name: text(100, { min: 1 }),
  role: RestaurantRoleSchema,
  language: LanguageSchema.optional(),
});
export type CreateStaffInviteBody = z.infer<typeof CreateStaffInviteBodySchema>;

export const StaffInviteSchema = z.object({
  id: z.number().int().positive(),
  email: z.string(),
  name: z.string(),
  role: RestaurantRoleSchema,
  language: LanguageSchema,
  invitedBy: z.object({ id: z.number().int().positive(), name: z.string() }).nullable(),
  expiresAt: timestamp,
  createdAt: timestamp,
});
export type StaffInvite = z.infer<typeof StaffInviteSchema>;
export const StaffInviteResponseSchema = dataOf(z.object({ invite: StaffInviteSchema }));
/** Invitations neither accepted, withdrawn nor expired, newest first. */
export const StaffInvitesResponseSchema = dataOf(z.object({ invites: z.array(StaffInviteSchema) }));

/** GET /api/staff/invites/lookup?token= */
export const InviteTokenQuerySchema = z.object({ token: LinkTokenSchema });
export const InviteLookupResponseSchema = dataOf(
  z.object({
    invite: z.object({
      email: z.string(),
      name: z.string(),
      /** `admin`: a platform admin's invitation (no restaurant: the names are the platform's, Sufra). */
      role: StaffRoleSchema,
      restaurantName: z.string(),
      restaurantNameAr: z.string(),
      expiresAt: timestamp,
    }),
  }),
);

/** POST /api/staff/invites/accept: answers like a sign-in (201). */
export const AcceptStaffInviteBodySchema = z.object({
  token: LinkTokenSchema,
  name: text(100, { min: 1 }).optional(),
  password: NewPasswordSchema,
});
export type AcceptStaffInviteBody = z.infer<typeof AcceptStaffInviteBodySchema>;
export const AcceptStaffInviteResponseSchema = StaffLoginResponseSchema;

// Sessions

export const StaffSessionSchema = z.object({
  id: z.number().int().positive(),
  staffUser: z.object({
    id: z.number().int().positive(),
    name: z.string(),
    email: z.string(),
    role: RestaurantRoleSchema,
  }),
  userAgent: z.string(),
  createdAt: timestamp,
  lastSeenAt: timestamp.nullable(),
  expiresAt: timestamp,
  /** The session this request was made with ("this device"). */
  isCurrent: z.boolean(),
});
export type StaffSession = z.infer<typeof StaffSessionSchema>;
/** The restaurant's live sessions (not ended, not expired), most recently used first. */
export const StaffSessionsResponseSchema = dataOf(z.object({ sessions: z.array(StaffSessionSchema) }));

// Audit log

/** Every change of someone's access, written in the same transaction as the change. */
export const AUDIT_ACTIONS = [
  'staff.invited',
  'staff.invite_revoked',
  'staff.joined',
  'staff.role_changed',
  'staff.deactivated',
  'staff.reactivated',
  'staff.session_revoked',
  'staff.password_reset',
  // Issue 11 item 2: an order cancelled by staff, with the reason and what it refunded (subject order:{uuid}).
  'order.cancelled',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** What GET /api/staff/audit reads: the access changes (AUDIT_ACTIONS, the Staff screen's log) or every entry. */
export const AUDIT_LOG_KINDS = ['access', 'all'] as const;
export type AuditLogKind = (typeof AUDIT_LOG_KINDS)[number];

/**
 * GET /api/staff/audit?kind=&limit=&before= (before: an entry id, for the next page). kind=all: every entry of
 * the restaurant (money, settings, menu, tables, the platform's approval and suspensions, access).
 */
export const AuditLogQuerySchema = z.object({
  kind: z.enum(AUDIT_LOG_KINDS).default('access'),
  limit: z.coerce.number<string | number>().int().min(1).max(200).default(50),
  before: idSchema().optional(),
});
export type AuditLogQuery = z.infer<typeof AuditLogQuerySchema>;

export const AuditEntrySchema = z.object({
  id: z.number().int().positive(),
  /** The action's name as recorded: AUDIT_ACTIONS, or with kind=all any module's list (coupons, menu, settings…). */
  action: z.string(),
  /** What was changed: `staff_user:{id}`, `invite:{id}`, `session:{id}`, `order:{uuid}`, `coupon:{id}`… */
  subject: z.string(),
  details: z.record(z.string(), z.unknown()),
  /** Who did it (null once their account is deleted). */
  actor: z.object({ id: z.number().int().positive(), name: z.string(), email: z.string() }).nullable(),
  createdAt: timestamp,
});
export type AuditEntry = z.infer<typeof AuditEntrySchema>;
export const AuditLogResponseSchema = dataOf(z.object({ entries: z.array(AuditEntrySchema) }));
