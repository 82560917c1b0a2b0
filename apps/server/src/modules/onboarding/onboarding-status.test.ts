import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/helpers';
import {
  firstCategoryId,
  multipart,
  PNG_BYTES,
  REQUIRED_FIELDS,
  startOnboardingApp,
} from './onboarding.test-helpers';

describe('application status and resubmit', () => {
  let t: TestApp | undefined;
  afterEach(async () => {
    await t?.close();
    t = undefined;
  });

  async function apply(app: TestApp): Promise<string> {
    const body = await multipart({ ...REQUIRED_FIELDS, categoryId: String(await firstCategoryId(app)) });
    const res = await app.app.inject({ method: 'POST', url: '/api/public/restaurants/onboarding', ...body });
    return res.json().data.application.id;
  }

  /** What the platform admin's review does: a new status, a note, a history entry. */
  async function review(app: TestApp, id: string, status: string, note: string) {
    await sql`UPDATE onboarding_applications SET status = ${status}, review_note = ${note} WHERE public_id = ${id}`.execute(
      app.db,
    );
    await sql`INSERT INTO onboarding_status_history (application_id, from_status, to_status, note)
      SELECT id, 'submitted', ${status}, ${note} FROM onboarding_applications WHERE public_id = ${id}`.execute(
      app.db,
    );
  }

  const status = (app: TestApp, id: string) =>
    app.app.inject({ method: 'GET', url: `/api/public/restaurants/application-status/${id}` });
  const resubmit = async (
    app: TestApp,
    id: string,
    fields: Record<string, string>,
    logo?: Parameters<typeof multipart>[1],
  ) =>
    app.app.inject({
      method: 'PUT',
      url: `/api/public/restaurants/resubmit/${id}`,
      ...(await multipart(fields, logo)),
    });

  it('shows the application, its status and history', async () => {
    t = await startOnboardingApp();
    const id = await apply(t);
    const res = await status(t, id);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.json().data.application).toMatchObject({
      id,
      status: 'submitted',
      reviewerNote: null,
      name: 'Najd House',
      phone: '+966501234567',
      nameAr: null,
      history: [{ status: 'submitted', note: null }],
    });
  });

  it('answers 404 for an unknown UUID and for the guessable serial id', async () => {
    t = await startOnboardingApp();
    await apply(t);
    for (const id of ['3f1c2b9e-8a41-4c7e-9d2a-6b5e0f7a1c23', '1']) {
      const res = await status(t, id);
      expect(res.statusCode).toBe(404);
      expect(res.json().error.code).toBe('NOT_FOUND');
    }
  });

  it('refuses a resubmit with 409 CONFLICT unless rejected or needing changes', async () => {
    t = await startOnboardingApp();
    const id = await apply(t);
    const res = await resubmit(t, id, { city: 'Jeddah' });
    expect(res.statusCode).toBe(409);
    expect(res.json().error.code).toBe('CONFLICT');
    await review(t, id, 'approved', 'Welcome');
    expect((await resubmit(t, id, { city: 'Jeddah' })).statusCode).toBe(409);
  });

  it('updates only the given fields, returns to submitted and records it', async () => {
    t = await startOnboardingApp();
    const id = await apply(t);
    await review(t, id, 'needs_changes', 'Please add your commercial registration.');
    expect((await status(t, id)).json().data.application.reviewerNote).toBe(
      'Please add your commercial registration.',
    );

    const res = await resubmit(
      t,
      id,
      { businessRegistration: '1010 123 456', name: '' },
      { bytes: PNG_BYTES, type: 'image/png' },
    );

    expect(res.statusCode).toBe(200);
    const application = res.json().data.application;
    expect(application).toMatchObject({
      status: 'submitted',
      name: 'Najd House',
      businessRegistration: '1010123456',
      reviewerNote: null,
    });
    expect(application.logoUrl).toMatch(/^\/media\/uploads\/logos\/.+\.png$/);
    expect(application.history.map((h: { status: string }) => h.status)).toEqual([
      'submitted',
      'needs_changes',
      'submitted',
    ]);
    expect(application.history[1].note).toBe('Please add your commercial registration.');
    // Back in the queue: a second resubmit must wait for the next review.
    expect((await resubmit(t, id, { city: 'Jeddah' })).statusCode).toBe(409);
  });

  it('accepts an empty resubmission of a rejected application', async () => {
    t = await startOnboardingApp();
    const id = await apply(t);
    await review(t, id, 'rejected', 'Outside our service area.');
    const res = await resubmit(t, id, {});
    expect(res.statusCode).toBe(200);
    expect(res.json().data.application.status).toBe('submitted');
  });
});
