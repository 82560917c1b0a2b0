import type { PushPreferences } from '@sufra/domain/push';
import type { ColumnType, Generated } from 'kysely';
import type {
  ApplicationStatusColumn,
  CreatedAt,
  Defaulted,
  Json,
  JsonDefaulted,
  LanguageColumn,
  NullableTimestamp,
  Timestamp,
} from './columns';

// Marketing and onboarding, push subscriptions, the outbox, messages sent, settings.

export interface DemoRequestsTable {
  id: Generated<number>;
  name: string;
  email: string;
  restaurantName: string;
  phone: string | null;
  message: Defaulted<string>;
  language: Defaulted<LanguageColumn>;
  status: Defaulted<'new' | 'contacted' | 'closed'>;
  createdAt: CreatedAt;
  /** Migration 0029: the team's notes on the request, and when it last changed. */
  note: Defaulted<string>;
  updatedAt: CreatedAt;
}

export interface OnboardingApplicationsTable {
  id: Generated<number>;
  /** Random UUID shown to the applicant; the serial id never leaves the server. */
  publicId: ColumnType<string, string | undefined, never>;
  name: string;
  nameAr: Defaulted<string>;
  description: string;
  descriptionAr: Defaulted<string>;
  address: string;
  addressAr: Defaulted<string>;
  city: Defaulted<string>;
  phone: string;
  categoryId: number;
  contactPersonName: string | null;
  contactPersonEmail: string | null;
  businessRegistration: string | null;
  website: string | null;
  socialMedia: string | null;
  logoUrl: string | null;
  status: Defaulted<ApplicationStatusColumn>;
  reviewNote: Defaulted<string>;
  restaurantId: number | null;
  createdAt: CreatedAt;
  updatedAt: CreatedAt;
  /** Migration 0028: the language the applicant wrote in (their e-mails use it). */
  language: Defaulted<LanguageColumn>;
  /** Migration 0028: bumped by every change; an admin's decision names the version it was shown. */
  version: Defaulted<number>;
}

/** One field a resubmission changed (migration 0028), as text: what the admin looks at again. */
export interface ApplicationFieldChange {
  field: string;
  before: string | null;
  after: string | null;
}

export interface OnboardingStatusHistoryTable {
  id: Generated<number>;
  applicationId: number;
  fromStatus: ApplicationStatusColumn | null;
  toStatus: ApplicationStatusColumn;
  note: Defaulted<string>;
  changedByStaffId: number | null;
  createdAt: CreatedAt;
  /** Migration 0028: for a resubmission, the fields it changed (empty otherwise). */
  changes: JsonDefaulted<ApplicationFieldChange[]>;
}

/** A browser's Web Push subscription (migration 0030): a diner's device or a signed-in staff device. */
export interface PushSubscriptionsTable {
  id: Generated<number>;
  endpoint: string;
  p256dh: string;
  auth: string;
  kind: Defaulted<'diner' | 'staff'>;
  /** Staff devices only (with staffUserId and staffSessionId); null for a diner's. */
  restaurantId: number | null;
  staffUserId: number | null;
  staffSessionId: number | null;
  language: Defaulted<LanguageColumn>;
  /** The diner's three settings (a staff device keeps the default, unused). */
  preferences: JsonDefaulted<PushPreferences>;
  createdAt: CreatedAt;
  updatedAt: CreatedAt;
  refreshedAt: CreatedAt;
  lastSuccessAt: NullableTimestamp;
}

/** The orders a diner's subscription follows (migration 0030). */
export interface PushSubscriptionOrdersTable {
  subscriptionId: number;
  orderId: number;
  createdAt: CreatedAt;
}

export interface OutboxJobsTable {
  id: Generated<number>;
  type: string;
  payload: JsonDefaulted<Record<string, unknown>>;
  runAt: CreatedAt;
  attempts: Defaulted<number>;
  maxAttempts: Defaulted<number>;
  lockedUntil: NullableTimestamp;
  doneAt: NullableTimestamp;
  lastError: string | null;
  createdAt: CreatedAt;
  /** Same key twice => one job (migration 0006). */
  dedupeKey: string | null;
  status: Defaulted<'pending' | 'done' | 'dead'>;
}

type DeliveryStatusColumn = 'pending' | 'sent' | 'kept' | 'failed';

/** Every SMS the platform sends (or keeps, with the built-in provider), for the owner to read. */
export interface SmsMessagesTable {
  id: Generated<number>;
  restaurantId: number | null;
  orderId: number | null;
  kind: string;
  toPhone: string;
  body: string;
  language: Defaulted<LanguageColumn>;
  provider: string;
  status: Defaulted<DeliveryStatusColumn>;
  providerMessageId: string | null;
  lastError: string | null;
  dedupeKey: string | null;
  createdAt: CreatedAt;
  updatedAt: CreatedAt;
}

/** Every e-mail the platform sends (or keeps, without SMTP_URL), for the owner to read. */
export interface MailMessagesTable {
  id: Generated<number>;
  restaurantId: number | null;
  orderId: number | null;
  kind: string;
  toEmail: string;
  subject: string;
  html: string;
  text: string;
  language: Defaulted<LanguageColumn>;
  status: Defaulted<DeliveryStatusColumn>;
  providerMessageId: string | null;
  lastError: string | null;
  dedupeKey: string | null;
  createdAt: CreatedAt;
  updatedAt: CreatedAt;
}

/** The current fixed window of one rate-limit key (route + client), shared by every instance. */
export interface RateLimitHitsTable {
  key: string;
  hits: number;
  windowEndsAt: Timestamp;
}

/** Who changed whose access, and how (migration 0021); written in the transaction of the change. */
export interface AuditLogTable {
  id: Generated<number>;
  restaurantId: number | null;
  /** The actor; null once their account is gone. */
  staffUserId: number | null;
  action: string;
  subject: string;
  details: JsonDefaulted<Record<string, unknown>>;
  createdAt: CreatedAt;
}

export interface AppSettingsTable {
  key: string;
  value: Json<unknown>;
  updatedAt: CreatedAt;
}
