import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers';
import { multipart, PNG_BYTES } from '../onboarding/onboarding.test-helpers';
import { startSmtpInbox } from '../staff/testing/smtp-inbox';
import { bearer, createStaffFixture, type StaffFixture, signIn } from '../staff/testing/staff-fixture';
import { APPLICATION, apply, categoryIds, deliverPlatformMail } from './testing/applications';

let ip = 0;
const nextIp = () => `10.88.${Math.floor(++ip / 250)}.${(ip % 250) + 1}`;

describe('the platform admin reviews applications (issue 13 items 1 and 2)', { timeout: 180_000 }, () => {
  let t: TestApp;
  let s: StaffFixture;
  let admin: string;
  let smtp: Awaited<ReturnType<typeof startSmtpInbox>>;

  beforeAll(async () => {
    t = await createTestApp();
    s = await createStaffFixture(t.db);
    admin = await signIn(t.app, s.admin.email);
    smtp = await startSmtpInbox();
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });
  afterEach(() => {
    smtp.inbox.length = 0;
  });

  const get = (url: string, lang = 'en') =>
    t.app.inject({ method: 'GET', url: `/api${url}`, headers: { ...bearer(admin), 'x-sufra-lang': lang } });
  const post = (url: string, payload: Record<string, unknown>, lang = 'en') =>
    t.app.inject({
      method: 'POST',
      url: `/api${url}`,
      headers: { ...bearer(admin), 'x-sufra-lang': lang },
      payload,
    });
  const detail = async (id: string) => (await get(`/admin/applications/${id}`)).json().data.application;
  const publicStatus = async (id: string) =>
    (await t.app.inject({ method: 'GET', url: `/api/public/restaurants/application-status/${id}` })).json()
      .data.application;
  const resubmit = async (id: string, fields: Record<string, string>, lang = 'en', logo = false) => {
    const body = await multipart(fields, logo ? { bytes: PNG_BYTES, type: 'image/png' } : undefined);
    return t.app.inject({
      method: 'PUT',
      url: `/api/public/restaurants/resubmit/${id}`,
      remoteAddress: nextIp(),
      headers: { ...body.headers, 'x-sufra-lang': lang },
      payload: body.payload,
    });
  };
  const withdraw = (id: string) =>
    t.app.inject({
      method: 'POST',
      url: `/api/public/restaurants/withdraw/${id}`,
      remoteAddress: nextIp(),
      headers: { 'x-sufra-lang': 'en' },
    });
  const auditOf = (id: string) =>
    t.db
      .selectFrom('auditLog')
      .selectAll()
      .where('subject', '=', `application:${id}`)
      .orderBy('id')
      .execute();
  const restaurantCount = async () =>
    (
      await t.db
        .selectFrom('restaurants')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n;

  it('the queue: filters by status, search, keyset pages and the counts per status', async () => {
    const tag = `Queue${Date.now()}`;
    const ids: string[] = [];
    for (let i = 0; i < 5; i++)
      ids.push(
        await apply(t.app, t.db, { fields: { name: `${tag} ${i}`, city: i === 4 ? 'Jeddah' : 'Riyadh' } }),
      );
    const first = await get(`/admin/applications?q=${tag}&limit=2`);
    expect(first.statusCode).toBe(200);
    const page1 = first.json().data;
    expect(page1.applications.map((a: { id: string }) => a.id)).toEqual([ids[4], ids[3]]);
    expect(page1.applications[0]).toMatchObject({
      status: 'submitted',
      name: `${tag} 4`,
      nameAr: APPLICATION.nameAr,
      city: 'Jeddah',
      categoryName: expect.any(String),
      categoryNameAr: expect.any(String),
      contactPersonEmail: expect.stringContaining('@example.com'),
      logoUrl: expect.stringMatching(/^\/media\/uploads\//),
      resubmissions: 0,
    });
    expect(Object.keys(page1.counts).sort()).toEqual(
      ['approved', 'needs_changes', 'rejected', 'submitted', 'under_review', 'withdrawn'].sort(),
    );
    expect(page1.counts.submitted).toBeGreaterThanOrEqual(5);
    expect(page1.counts.withdrawn).toBeGreaterThanOrEqual(0);
    expect(page1.nextBefore).toEqual(expect.any(String));
    const page2 = (
      await get(`/admin/applications?q=${tag}&limit=2&before=${encodeURIComponent(page1.nextBefore)}`)
    ).json().data;
    expect(page2.applications.map((a: { id: string }) => a.id)).toEqual([ids[2], ids[1]]);
    const page3 = (
      await get(`/admin/applications?q=${tag}&limit=2&before=${encodeURIComponent(page2.nextBefore)}`)
    ).json().data;
    expect(page3.applications.map((a: { id: string }) => a.id)).toEqual([ids[0]]);
    expect(page3.nextBefore).toBeNull();

    // Search: the city, the contact e-mail; a `%` is a character, not a wildcard.
    const jeddah = (await get(`/admin/applications?q=${tag}`)).json().data.applications;
    expect(jeddah).toHaveLength(5);
    const byCity = (await get('/admin/applications?q=jeddah&limit=200')).json().data.applications;
    expect(byCity.map((a: { id: string }) => a.id)).toContain(ids[4]);
    expect((await get('/admin/applications?q=%25%25%25')).json().data.applications).toEqual([]);

    // Status filter.
    await withdraw(ids[0] as string);
    const withdrawn = (await get(`/admin/applications?status=withdrawn&q=${tag}`)).json().data;
    expect(withdrawn.applications.map((a: { id: string }) => a.id)).toEqual([ids[0]]);
    expect(withdrawn.counts.withdrawn).toBeGreaterThanOrEqual(1);

    // Bad params: a made-up cursor, an unknown status.
    const bad = await get('/admin/applications?before=yesterday');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.code).toBe('VALIDATION_FAILED');
    expect((await get('/admin/applications?status=lost')).statusCode).toBe(400);
  });

  it('the detail: logo, category names, language, version and a timeline of who decided', async () => {
    const id = await apply(t.app, t.db, { lang: 'ar' });
    const res = await get(`/admin/applications/${id}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const a = res.json().data.application;
    expect(a).toMatchObject({
      id,
      status: 'submitted',
      name: APPLICATION.name,
      nameAr: APPLICATION.nameAr,
      language: 'ar',
      version: 1,
      logoUrl: expect.stringMatching(/^\/media\/uploads\/.+\.png$/),
      categoryName: expect.any(String),
      categoryNameAr: expect.any(String),
      restaurant: null,
    });
    expect(a.timeline).toEqual([
      { status: 'submitted', note: null, by: null, at: expect.any(String), changes: [] },
    ]);
    const logo = await t.app.inject({ method: 'GET', url: a.logoUrl });
    expect(logo.statusCode).toBe(200);

    for (const bad of ['not-a-uuid', '00000000-0000-4000-8000-000000000000']) {
      const missing = await get(`/admin/applications/${bad}`, 'ar');
      expect(missing.statusCode).toBe(404);
      expect(missing.json().error.code).toBe('APPLICATION_NOT_FOUND');
      expect(missing.json().error.message).toBe('هذا الطلب غير موجود.');
    }
  });

  it('request changes: message required, e-mailed in the application’s language, on the status page, audited; the resubmission records what changed', async () => {
    const id = await apply(t.app, t.db, { lang: 'ar', email: 'najd.ar@example.com' });
    // No message, a blank one, an unknown field, no version: refused, nothing written.
    for (const body of [{ version: 1 }, { version: 1, message: '   ' }, { version: 1, message: '' }]) {
      const res = await post(`/admin/applications/${id}/request-changes`, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().error.code).toBe(
        body.message === undefined ? 'VALIDATION_FAILED' : 'REVIEW_MESSAGE_REQUIRED',
      );
    }
    expect((await post(`/admin/applications/${id}/request-changes`, { message: 'x' })).statusCode).toBe(400);
    expect(
      (await post(`/admin/applications/${id}/request-changes`, { version: 1, message: 'x', extra: 1 }))
        .statusCode,
    ).toBe(400);
    expect((await detail(id)).version).toBe(1);

    const message = 'أرفق صورة أوضح للشعار.\nوأضف رقم السجل التجاري.';
    const res = await post(`/admin/applications/${id}/request-changes`, { version: 1, message });
    expect(res.statusCode).toBe(200);
    const a = res.json().data.application;
    expect(a).toMatchObject({ status: 'needs_changes', version: 2, reviewerNote: message });
    expect(a.timeline.at(-1)).toMatchObject({
      status: 'needs_changes',
      note: message,
      by: 'Ops',
      changes: [],
    });

    // The status page shows the message.
    const shown = await publicStatus(id);
    expect(shown.status).toBe('needs_changes');
    expect(shown.reviewerNote).toBe(message);
    expect(shown.history.at(-1)).toMatchObject({ status: 'needs_changes', note: message });

    // The e-mail, in Arabic (the form was in Arabic), to the contact address, with the message and the link.
    expect(await deliverPlatformMail(t.db, smtp.url)).toBeGreaterThanOrEqual(1);
    const mail = smtp.inbox.find((m) => m.to.includes('najd.ar@example.com'));
    expect(mail?.subject).toBe('طلب انضمام بيت نجد إلى سفرة: مطلوب تعديلات');
    expect(mail?.text).toContain('مرحبًا Sara،');
    expect(mail?.text).toContain(message);
    expect(mail?.text).toContain(`http://sufra.test/restaurant-onboarding?application=${id}`);
    expect(mail?.html).toContain('dir="rtl"');
    expect(mail?.html).toContain('أرفق صورة أوضح للشعار.');
    const kept = await t.db
      .selectFrom('mailMessages')
      .selectAll()
      .where('toEmail', '=', 'najd.ar@example.com')
      .executeTakeFirstOrThrow();
    expect(kept).toMatchObject({
      kind: 'mail.application_review',
      language: 'ar',
      status: 'sent',
      restaurantId: null,
    });

    // Audited, platform-wide (no restaurant), with before and after.
    const [audit] = await auditOf(id);
    expect(audit).toMatchObject({
      restaurantId: null,
      action: 'application.changes_requested',
      details: {
        before: { status: 'submitted', version: 1 },
        after: { status: 'needs_changes', version: 2 },
        message,
        mailedTo: 'najd.ar@example.com',
      },
    });

    // The applicant resubmits: back to submitted, the changed fields recorded, the old version refused.
    const [, otherCategory] = await categoryIds(t.db);
    const again = await resubmit(
      id,
      {
        name: 'Najd House', // unchanged: not listed
        businessRegistration: '1010123456',
        description: 'Najdi home cooking, since 1990',
        categoryId: String(otherCategory),
      },
      'en',
      true,
    );
    expect(again.statusCode).toBe(200);
    expect(again.json().data.application).toMatchObject({ status: 'submitted', reviewerNote: null });
    const after = await detail(id);
    expect(after).toMatchObject({ status: 'submitted', version: 3, language: 'en' });
    const step = after.timeline.at(-1);
    expect(step).toMatchObject({ status: 'submitted', by: null, note: null });
    const changes = Object.fromEntries(step.changes.map((c: { field: string }) => [c.field, c]));
    expect(Object.keys(changes).sort()).toEqual([
      'businessRegistration',
      'categoryId',
      'description',
      'logoUrl',
    ]);
    expect(changes.businessRegistration).toEqual({
      field: 'businessRegistration',
      before: null,
      after: '1010123456',
    });
    expect(changes.description).toEqual({
      field: 'description',
      before: 'Najdi home cooking',
      after: 'Najdi home cooking, since 1990',
    });
    expect(changes.categoryId.after).toBe(String(otherCategory));
    expect(changes.logoUrl.before).not.toBe(changes.logoUrl.after);
    const row = (await get(`/admin/applications?q=${encodeURIComponent('najd.ar@')}`)).json().data
      .applications[0];
    expect(row).toMatchObject({ id, resubmissions: 1 });

    // An admin still holding version 2 is told it changed; nothing written.
    const stale = await post(`/admin/applications/${id}/reject`, { version: 2, reason: 'late' }, 'ar');
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error.code).toBe('APPLICATION_CHANGED');
    expect(stale.json().error.message).toContain('تغيّر هذا الطلب');
    expect((await detail(id)).version).toBe(3);
    expect(await auditOf(id)).toHaveLength(1);
  });

  it('reject: a reason is required; e-mailed in English; a rejected application can be resubmitted', async () => {
    const id = await apply(t.app, t.db, { lang: 'en', email: 'najd.en@example.com' });
    const none = await post(`/admin/applications/${id}/reject`, { version: 1, reason: '' }, 'ar');
    expect(none.statusCode).toBe(400);
    expect(none.json().error).toMatchObject({
      code: 'REVIEW_MESSAGE_REQUIRED',
      message: 'اكتب رسالة لمقدّم الطلب.',
    });
    const missing = await post(`/admin/applications/${id}/reject`, { version: 1 });
    expect(missing.statusCode).toBe(400);
    expect(await auditOf(id)).toHaveLength(0);

    const reason = 'We only onboard restaurants with a commercial registration.';
    const res = await post(`/admin/applications/${id}/reject`, { version: 1, reason });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.application).toMatchObject({
      status: 'rejected',
      version: 2,
      reviewerNote: reason,
    });
    expect((await publicStatus(id)).reviewerNote).toBe(reason);

    await deliverPlatformMail(t.db, smtp.url);
    const mail = smtp.inbox.find((m) => m.to.includes('najd.en@example.com'));
    expect(mail?.subject).toBe('Your Sufra application for Najd House');
    expect(mail?.text).toContain('Hello Sara,');
    expect(mail?.text).toContain('cannot approve it. The reason:');
    expect(mail?.text).toContain(reason);
    expect(mail?.html).toContain('dir="ltr"');
    const [audit] = await auditOf(id);
    expect(audit).toMatchObject({
      restaurantId: null,
      action: 'application.rejected',
      details: { message: reason },
    });

    // A decided application takes no other decision (the version the admin holds is current).
    const twice = await post(`/admin/applications/${id}/reject`, { version: 2, reason: 'again' }, 'ar');
    expect(twice.statusCode).toBe(409);
    expect(twice.json().error).toMatchObject({
      code: 'APPLICATION_NOT_REVIEWABLE',
      message: 'حالة هذا الطلب مرفوض: لا يقبل قرارًا آخر.',
    });

    const again = await resubmit(id, { businessRegistration: '1010999999' });
    expect(again.statusCode).toBe(200);
    expect((await detail(id)).status).toBe('submitted');
  });

  it('an application without a contact e-mail: changes requested (read on the status page, no mail); approval refused until there is one', async () => {
    const id = await apply(t.app, t.db, { email: '' });
    const before = await restaurantCount();
    const refused = await post(`/admin/applications/${id}/approve`, { version: 1 });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().error.code).toBe('APPLICATION_EMAIL_REQUIRED');
    expect(await detail(id)).toMatchObject({ status: 'submitted', version: 1, restaurant: null });
    expect(await restaurantCount()).toBe(before);
    expect(await auditOf(id)).toHaveLength(0);

    const reviewJobs = () =>
      t.db.selectFrom('outboxJobs').select('id').where('type', '=', 'mail.application_review').execute();
    const jobsBefore = (await reviewJobs()).length;
    const asked = await post(`/admin/applications/${id}/request-changes`, {
      version: 1,
      message: 'Add an e-mail.',
    });
    expect(asked.statusCode).toBe(200);
    expect(await reviewJobs()).toHaveLength(jobsBefore);
    expect((await publicStatus(id)).reviewerNote).toBe('Add an e-mail.');
    expect((await resubmit(id, { contactPersonEmail: 'late.email@example.com' })).statusCode).toBe(200);
    const approved = await post(`/admin/applications/${id}/approve`, { version: 3 });
    expect(approved.statusCode).toBe(200);
    expect(approved.json().data.ownerInvite.email).toBe('late.email@example.com');
  });

  it('withdrawn by the applicant: approving it is refused and nothing is written; it cannot be resubmitted', async () => {
    const id = await apply(t.app, t.db);
    const res = await withdraw(id);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.application).toMatchObject({ status: 'withdrawn', reviewerNote: null });
    expect((await withdraw(id)).statusCode).toBe(409);
    expect((await resubmit(id, { name: 'Again' })).statusCode).toBe(409);
    const a = await detail(id);
    expect(a).toMatchObject({ status: 'withdrawn', version: 2 });
    expect(a.timeline.at(-1)).toMatchObject({ status: 'withdrawn', by: null });

    const before = await restaurantCount();
    const approve = await post(`/admin/applications/${id}/approve`, { version: 2 });
    expect(approve.statusCode).toBe(409);
    expect(approve.json().error).toMatchObject({
      code: 'APPLICATION_NOT_REVIEWABLE',
      message: 'This application is withdrawn: it takes no further decision.',
      params: { status: 'withdrawn', state: 'withdrawn' },
    });
    // With the version from before the withdrawal: it changed.
    expect((await post(`/admin/applications/${id}/approve`, { version: 1 })).json().error.code).toBe(
      'APPLICATION_CHANGED',
    );
    expect(await restaurantCount()).toBe(before);
    expect(await auditOf(id)).toHaveLength(0);
    expect((await detail(id)).version).toBe(2);
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/public/restaurants/withdraw/nope' })).statusCode,
    ).toBe(404);
  });

  it('approve twice: the second is refused and nothing more is made', async () => {
    const id = await apply(t.app, t.db);
    const first = await post(`/admin/applications/${id}/approve`, { version: 1 });
    expect(first.statusCode).toBe(200);
    const count = await restaurantCount();
    const replay = await post(`/admin/applications/${id}/approve`, { version: 1 });
    expect(replay.statusCode).toBe(409);
    expect(replay.json().error.code).toBe('APPLICATION_CHANGED');
    const again = await post(`/admin/applications/${id}/approve`, { version: 2 });
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toMatchObject({
      code: 'APPLICATION_NOT_REVIEWABLE',
      params: { state: 'approved' },
    });
    expect(await restaurantCount()).toBe(count);
    expect(await auditOf(id)).toHaveLength(1);
    const invites = await t.db
      .selectFrom('staffInvites')
      .select('id')
      .where('restaurantId', '=', first.json().data.restaurant.id)
      .execute();
    expect(invites).toHaveLength(1);
  });

  it('approving an application whose contact e-mail already has an account is refused, nothing written', async () => {
    const id = await apply(t.app, t.db, { email: s.members.manager.email });
    const before = await restaurantCount();
    const res = await post(`/admin/applications/${id}/approve`, { version: 1 });
    expect(res.statusCode).toBe(409);
    expect(res.json().error.code).toBe('STAFF_EMAIL_TAKEN');
    expect(await restaurantCount()).toBe(before);
    expect(await detail(id)).toMatchObject({ status: 'submitted', version: 1 });
  });
});
