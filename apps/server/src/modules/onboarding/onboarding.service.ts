import { randomUUID } from 'node:crypto';
import { AppError, type Language } from '@sufra/domain';
import type {
  ApplicationDetails,
  ApplicationStatus,
  ResubmitBody,
  SubmitBody,
} from '@sufra/domain/contracts';
import type { ApplicationFieldChange, Database } from '../../db/schema';
import { inTransaction } from '../../platform/db/transaction';
import { uploadedBuffer } from '../../platform/http/multipart';
import { removeLogo, saveLogo } from './logo-storage';
import {
  type ApplicationChanges,
  type ApplicationRow,
  categoryExists,
  findApplicationByPublicId,
  insertApplication,
  insertStatusHistory,
  listStatusHistory,
  updateApplication,
  withdrawApplicationRow,
} from './onboarding.repository';

/** Spec section 5: only a rejected or incomplete application can be resubmitted. */
const RESUBMITTABLE: ReadonlySet<ApplicationStatus> = new Set(['rejected', 'needs_changes']);
/** The applicant may take an application back until it is decided for good. */
const WITHDRAWABLE: readonly ApplicationStatus[] = ['submitted', 'under_review', 'needs_changes'];
/** The reviewer's note belongs to a decision; while an application waits again, the old note is history. */
const DECIDED: ReadonlySet<ApplicationStatus> = new Set(['approved', 'rejected', 'needs_changes']);

const orNull = (text: string | null | undefined) => (text ? text : null);

async function assertCategory(db: Database, id: number | undefined): Promise<void> {
  if (id !== undefined && !(await categoryExists(db, id))) throw new AppError('VALIDATION_FAILED');
}

/** The text columns of a body; fields not given are left out (so an update keeps what is on file). */
function columnsOf(body: ResubmitBody): ApplicationChanges {
  const { logo: _logo, fax: _honeypot, ...text } = body;
  return Object.fromEntries(
    Object.entries(text).filter(([, value]) => value !== undefined),
  ) as ApplicationChanges;
}

/** Saves the logo first (outside the transaction: a file is not transactional) and removes it on failure. */
async function withLogo<T>(
  dataDir: string,
  logo: Uint8Array | undefined,
  fn: (url: string | null) => Promise<T>,
) {
  const url = logo ? await saveLogo(dataDir, uploadedBuffer(logo)) : null;
  try {
    return await fn(url);
  } catch (error) {
    await removeLogo(dataDir, url);
    throw error;
  }
}

/** The text of one field as the admin compares it: empty is null, a category its id. */
function asText(value: string | number | null | undefined): string | null {
  if (value === null || value === undefined || value === '') return null;
  return String(value);
}

/** The fields a resubmission changes, before and after (what the admin must look at again). */
function changesOf(row: ApplicationRow, changes: ApplicationChanges): ApplicationFieldChange[] {
  const before = row as unknown as Record<string, string | number | null>;
  return Object.entries(changes)
    .filter(([field]) => field !== 'status' && field !== 'updatedAt' && field !== 'language')
    .map(([field, value]) => ({
      field,
      before: asText(before[field]),
      after: asText(value as string | number | null),
    }))
    .filter((change) => change.before !== change.after);
}

/** `language`: the applicant's (the request's), kept for their e-mails. */
export function submitApplication(db: Database, dataDir: string, body: SubmitBody, language: Language) {
  return withLogo(dataDir, body.logo, (logoUrl) =>
    inTransaction(db, async (trx) => {
      await assertCategory(trx, body.categoryId);
      const row = await insertApplication(trx, {
        ...columnsOf(body),
        name: body.name,
        description: body.description,
        address: body.address,
        phone: body.phone,
        categoryId: body.categoryId,
        logoUrl,
        publicId: randomUUID(),
        language,
      });
      await insertStatusHistory(trx, { applicationId: row.id, fromStatus: null, toStatus: 'submitted' });
      return { id: row.publicId, status: row.status };
    }),
  );
}

async function detailsOf(db: Database, row: ApplicationRow): Promise<ApplicationDetails> {
  const history = await listStatusHistory(db, row.id);
  return {
    id: row.publicId,
    status: row.status,
    reviewerNote: DECIDED.has(row.status) ? orNull(row.reviewNote) : null,
    name: row.name,
    nameAr: orNull(row.nameAr),
    description: row.description,
    descriptionAr: orNull(row.descriptionAr),
    address: row.address,
    addressAr: orNull(row.addressAr),
    city: orNull(row.city),
    phone: row.phone,
    categoryId: row.categoryId,
    contactPersonName: row.contactPersonName,
    contactPersonEmail: row.contactPersonEmail,
    businessRegistration: row.businessRegistration,
    website: row.website,
    socialMedia: row.socialMedia,
    logoUrl: row.logoUrl,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    history: history.map((entry) => ({
      id: entry.id,
      status: entry.toStatus,
      note: orNull(entry.note),
      createdAt: entry.createdAt.toISOString(),
    })),
  };
}

export function getApplication(db: Database, publicId: string): Promise<ApplicationDetails> {
  return inTransaction(db, async (trx) => {
    const row = await findApplicationByPublicId(trx, publicId);
    if (!row) throw new AppError('NOT_FOUND');
    return detailsOf(trx, row);
  });
}

/** Updates the given fields, puts the application back in the queue and records that in its history. */
export async function resubmitApplication(
  db: Database,
  dataDir: string,
  publicId: string,
  body: ResubmitBody,
  language: Language,
) {
  let replacedLogo: string | null = null;
  const details = await withLogo(dataDir, body.logo, (logoUrl) =>
    inTransaction(db, async (trx) => {
      const row = await findApplicationByPublicId(trx, publicId, { forUpdate: true });
      if (!row) throw new AppError('NOT_FOUND');
      if (!RESUBMITTABLE.has(row.status)) throw new AppError('CONFLICT');
      await assertCategory(trx, body.categoryId);
      const changes: ApplicationChanges = { ...columnsOf(body) };
      if (logoUrl) {
        changes.logoUrl = logoUrl;
        replacedLogo = row.logoUrl;
      }
      const changed = changesOf(row, changes);
      // The version moves, so an admin's decision taken on what they saw before is refused.
      await updateApplication(trx, row.id, {
        ...changes,
        status: 'submitted',
        language,
        version: row.version + 1,
        updatedAt: new Date(),
      });
      await insertStatusHistory(trx, {
        applicationId: row.id,
        fromStatus: row.status,
        toStatus: 'submitted',
        changes: JSON.stringify(changed),
      });
      const updated = await findApplicationByPublicId(trx, publicId);
      return detailsOf(trx, updated ?? row);
    }),
  );
  // Only after the commit: until then the old logo is still the one on file.
  await removeLogo(dataDir, replacedLogo);
  return details;
}

/**
 * POST /withdraw/{id}: the applicant takes the application back (from submitted, under review or waiting
 * for changes). Final: a withdrawn application is never reviewed or resubmitted; its version moves, so an
 * admin deciding on what they saw before is told (APPLICATION_CHANGED).
 */
export function withdrawApplication(db: Database, publicId: string): Promise<ApplicationDetails> {
  return inTransaction(db, async (trx) => {
    const row = await findApplicationByPublicId(trx, publicId, { forUpdate: true });
    if (!row) throw new AppError('NOT_FOUND');
    if (!WITHDRAWABLE.includes(row.status)) throw new AppError('CONFLICT');
    await withdrawApplicationRow(trx, row.id, row.version);
    await insertStatusHistory(trx, { applicationId: row.id, fromStatus: row.status, toStatus: 'withdrawn' });
    const updated = await findApplicationByPublicId(trx, publicId);
    return detailsOf(trx, updated ?? row);
  });
}
