import { AppError } from '@sufra/domain';
import {
  type AdminApplication,
  type AdminApplicationRow,
  type AdminApplicationsQuery,
  APPLICATION_STATUSES,
  type ApplicationStatus,
} from '@sufra/domain/contracts';
import type { Database } from '../../db/schema';
import { recordAudit } from '../../platform/audit/record-audit';
import type { StaffPrincipal } from '../../platform/auth/require-staff';
import { inTransaction } from '../../platform/db/transaction';
import { enqueueJob } from '../../platform/jobs/outbox';
import {
  type AdminApplicationRecord,
  countApplicationsByStatus,
  type DecidedApplication,
  decideApplication,
  findApplication,
  findApplicationState,
  insertHistory,
  listApplications,
  listTimeline,
  type QueueCursor,
} from './admin-applications.repository';
import { APPLICATION_REVIEW_MAIL_JOB } from './application-jobs.types';
import { provisionRestaurant } from './provision-restaurant';

/** Statuses that take an admin's decision; every other one is final for the admin (or the applicant's). */
const REVIEWABLE: readonly ApplicationStatus[] = ['submitted', 'under_review'];

/** A status in words, for APPLICATION_NOT_REVIEWABLE's {{status}} (params.state is the status itself). */
const STATUS_WORDS: Record<ApplicationStatus, { en: string; ar: string }> = {
  submitted: { en: 'submitted', ar: 'مقدَّم' },
  under_review: { en: 'under review', ar: 'قيد المراجعة' },
  approved: { en: 'approved', ar: 'مقبول' },
  rejected: { en: 'rejected', ar: 'مرفوض' },
  needs_changes: { en: 'waiting for the applicant’s changes', ar: 'بانتظار تعديلات مقدّم الطلب' },
  withdrawn: { en: 'withdrawn', ar: 'مسحوب' },
};

const iso = (date: Date) => date.toISOString();
const orNull = (text: string | null | undefined) => (text ? text : null);

const CURSOR =
  /^(\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{6}Z)\|([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/;

function parseCursor(before: string | undefined): QueueCursor | null {
  if (before === undefined || before === '') return null;
  const match = CURSOR.exec(before);
  if (!match?.[1] || !match[2] || Number.isNaN(Date.parse(match[1])))
    throw new AppError('VALIDATION_FAILED', { field: 'before' });
  return { at: match[1], id: match[2] };
}

/** GET /api/admin/applications: the queue (newest activity first), its page and the counts per status. */
export async function listAdminApplications(db: Database, query: AdminApplicationsQuery) {
  const before = parseCursor(query.before);
  const [rows, countRows] = await Promise.all([
    listApplications(db, { status: query.status, q: query.q, before, limit: query.limit }),
    countApplicationsByStatus(db),
  ]);
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  const counts = Object.fromEntries(APPLICATION_STATUSES.map((s) => [s, 0])) as Record<
    ApplicationStatus,
    number
  >;
  for (const row of countRows) counts[row.status] = row.count;
  const applications: AdminApplicationRow[] = page.map((row) => ({
    id: row.publicId,
    status: row.status,
    name: row.name,
    nameAr: orNull(row.nameAr),
    city: orNull(row.city),
    categoryName: row.categoryName,
    categoryNameAr: row.categoryNameAr,
    contactPersonEmail: row.contactPersonEmail,
    logoUrl: row.logoUrl,
    resubmissions: row.resubmissions,
    createdAt: iso(row.createdAt),
    updatedAt: iso(row.updatedAt),
  }));
  return {
    applications,
    counts,
    nextBefore: rows.length > query.limit && last ? `${last.cursor}|${last.publicId}` : null,
  };
}

async function detailOf(db: Database, row: AdminApplicationRecord): Promise<AdminApplication> {
  const timeline = await listTimeline(db, row.id);
  return {
    id: row.publicId,
    status: row.status,
    reviewerNote: ['approved', 'rejected', 'needs_changes'].includes(row.status)
      ? orNull(row.reviewNote)
      : null,
    name: row.name,
    nameAr: orNull(row.nameAr),
    description: row.description,
    descriptionAr: orNull(row.descriptionAr),
    address: row.address,
    addressAr: orNull(row.addressAr),
    city: orNull(row.city),
    phone: row.phone,
    categoryId: row.categoryId,
    categoryName: row.categoryName,
    categoryNameAr: row.categoryNameAr,
    contactPersonName: row.contactPersonName,
    contactPersonEmail: row.contactPersonEmail,
    businessRegistration: row.businessRegistration,
    website: row.website,
    socialMedia: row.socialMedia,
    logoUrl: row.logoUrl,
    language: row.language,
    version: row.version,
    createdAt: iso(row.createdAt),
    updatedAt: iso(row.updatedAt),
    history: timeline.map((entry) => ({
      id: entry.id,
      status: entry.toStatus,
      note: orNull(entry.note),
      createdAt: iso(entry.createdAt),
    })),
    timeline: timeline.map((entry) => ({
      status: entry.toStatus,
      note: orNull(entry.note),
      by: entry.byName || entry.byEmail || null,
      at: iso(entry.createdAt),
      changes: entry.changes,
    })),
    restaurant:
      row.restaurantId !== null && row.restaurantSlug !== null && row.restaurantStatus !== null
        ? { id: row.restaurantId, slug: row.restaurantSlug, status: row.restaurantStatus }
        : null,
  };
}

async function loadDetail(db: Database, publicId: string): Promise<AdminApplication> {
  const row = await findApplication(db, publicId);
  if (!row) throw new AppError('APPLICATION_NOT_FOUND');
  return detailOf(db, row);
}

/** GET /api/admin/applications/:id */
export function getAdminApplication(db: Database, publicId: string): Promise<AdminApplication> {
  return loadDetail(db, publicId);
}

/**
 * Takes the decision (the conditional UPDATE of the repository), or says why not: unknown → 404, the
 * version sent is not the application's any more → APPLICATION_CHANGED, a status that takes no decision →
 * APPLICATION_NOT_REVIEWABLE. Nothing is written on a refusal (the caller's transaction rolls back).
 */
async function decide(
  trx: Database,
  input: { publicId: string; version: number; to: ApplicationStatus; note: string },
): Promise<DecidedApplication> {
  const decided = await decideApplication(trx, { ...input, reviewable: REVIEWABLE });
  if (decided) return decided;
  const now = await findApplicationState(trx, input.publicId);
  if (!now) throw new AppError('APPLICATION_NOT_FOUND');
  if (now.version !== input.version) throw new AppError('APPLICATION_CHANGED');
  const words = STATUS_WORDS[now.status];
  throw new AppError('APPLICATION_NOT_REVIEWABLE', {
    status: words.en,
    statusAr: words.ar,
    state: now.status,
  });
}

/** Changes requested or rejected: history, audit and the applicant's mail, in one transaction. */
async function review(
  db: Database,
  admin: StaffPrincipal,
  publicId: string,
  input: { version: number; to: 'needs_changes' | 'rejected'; message: string },
): Promise<AdminApplication> {
  return inTransaction(db, async (trx) => {
    const decided = await decide(trx, {
      publicId,
      version: input.version,
      to: input.to,
      note: input.message,
    });
    const historyId = await insertHistory(trx, {
      applicationId: decided.id,
      fromStatus: decided.fromStatus,
      toStatus: input.to,
      note: input.message,
      changedByStaffId: admin.id,
    });
    // The form's contact e-mail is optional: without it the applicant reads the message on the status page.
    if (decided.contactPersonEmail)
      await enqueueJob(trx, {
        type: APPLICATION_REVIEW_MAIL_JOB,
        payload: { applicationId: decided.id, historyId },
        dedupeKey: `${APPLICATION_REVIEW_MAIL_JOB}:${historyId}`,
      });
    await recordAudit(trx, {
      restaurantId: null,
      actorId: admin.id,
      action: input.to === 'rejected' ? 'application.rejected' : 'application.changes_requested',
      subject: `application:${publicId}`,
      details: {
        name: decided.name,
        before: { status: decided.fromStatus, version: input.version },
        after: { status: input.to, version: decided.version },
        message: input.message,
        mailedTo: decided.contactPersonEmail,
      },
    });
    return loadDetail(trx, publicId);
  });
}

/** POST /api/admin/applications/:id/request-changes */
export function requestApplicationChanges(
  db: Database,
  admin: StaffPrincipal,
  publicId: string,
  body: { version: number; message: string },
) {
  return review(db, admin, publicId, { version: body.version, to: 'needs_changes', message: body.message });
}

/** POST /api/admin/applications/:id/reject */
export function rejectApplication(
  db: Database,
  admin: StaffPrincipal,
  publicId: string,
  body: { version: number; reason: string },
) {
  return review(db, admin, publicId, { version: body.version, to: 'rejected', message: body.reason });
}

/**
 * POST /api/admin/applications/:id/approve: in ONE transaction the decision, the restaurant with its
 * tables, takeaway point and empty menu, the owner's invitation (mailed to the contact address in the
 * application's language: the approval's only mail), the history and the audit. An application without a
 * contact e-mail answers APPLICATION_EMAIL_REQUIRED, one whose address already has an account
 * STAFF_EMAIL_TAKEN: nothing written either way (the admin asks the applicant for another address).
 */
export async function approveApplication(
  db: Database,
  admin: StaffPrincipal,
  publicId: string,
  body: { version: number },
) {
  return inTransaction(db, async (trx) => {
    const decided = await decide(trx, { publicId, version: body.version, to: 'approved', note: '' });
    if (!decided.contactPersonEmail) throw new AppError('APPLICATION_EMAIL_REQUIRED');
    const { restaurant, ownerInvite, tables } = await provisionRestaurant(trx, decided, {
      adminId: admin.id,
      ownerEmail: decided.contactPersonEmail,
    });
    await insertHistory(trx, {
      applicationId: decided.id,
      fromStatus: decided.fromStatus,
      toStatus: 'approved',
      changedByStaffId: admin.id,
    });
    // The restaurant's own entry: the platform admin reads it, and so does the new owner.
    await recordAudit(trx, {
      restaurantId: restaurant.id,
      actorId: admin.id,
      action: 'application.approved',
      subject: `application:${publicId}`,
      details: {
        name: decided.name,
        before: { status: decided.fromStatus, version: body.version },
        after: {
          status: 'approved',
          version: decided.version,
          restaurantId: restaurant.id,
          slug: restaurant.slug,
          tables,
          takeawayPoints: 1,
          ownerInvite: { email: ownerInvite.email, expiresAt: iso(ownerInvite.expiresAt) },
        },
      },
    });
    return {
      application: await loadDetail(trx, publicId),
      restaurant,
      ownerInvite: { email: ownerInvite.email, expiresAt: iso(ownerInvite.expiresAt) },
    };
  });
}
