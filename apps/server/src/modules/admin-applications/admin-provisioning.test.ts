import { restaurantIdFromSlug } from '@sufra/domain';
import { sql } from 'kysely';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers';
import { linkToken, startSmtpInbox } from '../staff/testing/smtp-inbox';
import { bearer, createStaffFixture, type StaffFixture, signIn } from '../staff/testing/staff-fixture';
import { apply, deliverPlatformMail } from './testing/applications';

const PASSWORD = 'opening-day-2026';
let ip = 0;
const nextIp = () => `10.99.${Math.floor(++ip / 250)}.${(ip % 250) + 1}`;

describe('approval makes a working restaurant; admins invite admins (issue 13 items 2 and 5)', {
  timeout: 180_000,
}, () => {
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

  const post = (url: string, payload: Record<string, unknown>, token = admin, lang = 'en') =>
    t.app.inject({
      method: 'POST',
      url: `/api${url}`,
      headers: { ...bearer(token), 'x-sufra-lang': lang },
      payload,
    });
  const accept = (token: string, lang = 'en') =>
    t.app.inject({
      method: 'POST',
      url: '/api/staff/invites/accept',
      remoteAddress: nextIp(),
      headers: { 'x-sufra-lang': lang },
      payload: { token, password: PASSWORD },
    });
  const login = (email: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/staff/auth/login',
      remoteAddress: nextIp(),
      payload: { email, password: PASSWORD },
    });
  const mailTo = async (email: string) => {
    await deliverPlatformMail(t.db, smtp.url);
    const mail = smtp.inbox.find((m) => m.to.includes(email));
    if (!mail) throw new Error(`no mail to ${email}`);
    return mail;
  };

  it('approve: the restaurant from the application, 10 tables and a takeaway point with fresh hashes, an empty menu, the owner invited in Arabic; the owner signs in and reaches the menu', async () => {
    const email = 'owner.najd@example.com';
    const id = await apply(t.app, t.db, {
      lang: 'ar',
      email,
      fields: { name: 'مطعم البيك', nameAr: 'مطعم البيك', businessRegistration: '1010123456' },
    });
    const res = await post(`/admin/applications/${id}/approve`, { version: 1 });
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    const appRow = await t.db
      .selectFrom('onboardingApplications')
      .select(['id', 'logoUrl'])
      .where('publicId', '=', id)
      .executeTakeFirstOrThrow();
    // The slug's tail is the restaurant's id, which the diner's QR link reads back (not the application's).
    expect(data.restaurant).toEqual({ id: expect.any(Number), slug: `mtam-albik-${data.restaurant.id}` });
    expect(restaurantIdFromSlug(data.restaurant.slug)).toBe(data.restaurant.id);
    // (The fixture made restaurants before this application: the two ids differ, as in production.)
    expect(data.restaurant.id).not.toBe(appRow.id);
    expect(data.ownerInvite.email).toBe(email);
    const days = (Date.parse(data.ownerInvite.expiresAt) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.9);
    expect(days).toBeLessThanOrEqual(7);
    expect(data.application).toMatchObject({
      status: 'approved',
      version: 2,
      restaurant: { id: data.restaurant.id, slug: data.restaurant.slug, status: 'active' },
    });
    expect(data.application.timeline.at(-1)).toMatchObject({ status: 'approved', by: 'Ops' });

    const restaurantId = data.restaurant.id as number;
    const restaurant = await t.db
      .selectFrom('restaurants')
      .selectAll()
      .where('id', '=', restaurantId)
      .executeTakeFirstOrThrow();
    expect(restaurant).toMatchObject({
      name: 'مطعم البيك',
      nameAr: 'مطعم البيك',
      description: 'Najdi home cooking',
      descriptionAr: 'طبخ نجدي بيتي',
      address: 'Al Olaya, King Fahd Road',
      city: 'Riyadh',
      email,
      logoUrl: appRow.logoUrl,
      commercialRegistration: '1010123456',
      status: 'active',
      pricingMode: 'inclusive',
      maintenanceMode: false,
    });
    const tables = await t.db
      .selectFrom('tables')
      .select(['number', 'hash', 'status'])
      .where('restaurantId', '=', restaurantId)
      .orderBy('number')
      .execute();
    expect(tables.map((x) => x.number)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(tables.every((x) => /^[A-Za-z0-9_-]{22}$/.test(x.hash) && x.status === 'active')).toBe(true);
    const points = await t.db
      .selectFrom('takeawayPoints')
      .select(['hash', 'isActive'])
      .where('restaurantId', '=', restaurantId)
      .execute();
    expect(points).toHaveLength(1);
    expect(new Set([...tables.map((x) => x.hash), points[0]?.hash]).size).toBe(11);
    expect(
      await t.db.selectFrom('menuCategories').select('id').where('restaurantId', '=', restaurantId).execute(),
    ).toEqual([]);

    // The table's and the counter's QR links validate.
    const table = await t.app.inject({
      method: 'GET',
      url: `/api/public/tables/validate?restaurantId=${restaurantId}&tableNumber=3&hash=${tables[2]?.hash}`,
    });
    expect(table.statusCode).toBe(200);
    const counter = await t.app.inject({
      method: 'GET',
      url: `/api/public/takeaway/validate?restaurantId=${restaurantId}&hash=${points[0]?.hash}`,
    });
    expect(counter.statusCode).toBe(200);

    // Audited on the restaurant, with before and after.
    const audit = await t.db
      .selectFrom('auditLog')
      .selectAll()
      .where('subject', '=', `application:${id}`)
      .execute();
    expect(audit).toEqual([
      expect.objectContaining({
        restaurantId,
        action: 'application.approved',
        details: expect.objectContaining({
          before: { status: 'submitted', version: 1 },
          after: expect.objectContaining({ status: 'approved', version: 2, restaurantId, tables: 10 }),
        }),
      }),
    ]);

    // One mail, in Arabic: the approval and the link that sets the password.
    const mail = await mailTo(email);
    expect(mail.subject).toBe('تمت الموافقة على مطعم البيك في سفرة');
    expect(mail.text).toContain('مرحبًا Sara،');
    expect(mail.text).toContain('بـ 10 طاولات');
    expect(mail.text).toContain('7 أيام');
    expect(mail.html).toContain('dir="rtl"');
    const token = linkToken(mail, '/dashboard/accept-invite');
    const kept = await t.db
      .selectFrom('mailMessages')
      .select(['kind', 'text', 'restaurantId', 'language'])
      .where('toEmail', '=', email)
      .execute();
    expect(kept).toEqual([
      expect.objectContaining({ kind: 'mail.owner_welcome', restaurantId, language: 'ar' }),
    ]);
    expect(kept[0]?.text).not.toContain(token);

    const lookup = await t.app.inject({
      method: 'GET',
      url: `/api/staff/invites/lookup?token=${token}`,
      remoteAddress: nextIp(),
    });
    expect(lookup.json().data.invite).toMatchObject({ email, role: 'owner', restaurantName: 'مطعم البيك' });
    const accepted = await accept(token);
    expect(accepted.statusCode).toBe(201);
    expect(accepted.json().data.staff).toMatchObject({ email, role: 'owner', restaurantId });
    const ownerToken = accepted.json().data.token as string;
    const menu = await t.app.inject({ method: 'GET', url: '/api/staff/menu', headers: bearer(ownerToken) });
    expect(menu.statusCode).toBe(200);
    const signedIn = await login(email);
    expect(signedIn.statusCode).toBe(200);

    // The link twice: used.
    const twice = await accept(token, 'ar');
    expect(twice.statusCode).toBe(409);
    expect(twice.json().error.code).toBe('LINK_ALREADY_USED');

    // Deactivated later: no sign-in (and the used link stays used).
    await t.db.updateTable('staffUsers').set({ isActive: false }).where('email', '=', email).execute();
    expect((await login(email)).statusCode).toBe(401);
    expect((await accept(token)).json().error.code).toBe('LINK_ALREADY_USED');
  });

  it('an English application: the owner mail in English; an expired invitation link is refused', async () => {
    const email = 'owner.en@example.com';
    const id = await apply(t.app, t.db, { lang: 'en', email });
    const res = await post(`/admin/applications/${id}/approve`, { version: 1 });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.restaurant.slug).toMatch(/^najd-house-\d+$/);
    const mail = await mailTo(email);
    expect(mail.subject).toBe('Najd House is approved on Sufra');
    expect(mail.text).toContain('Hello Sara,');
    expect(mail.text).toContain('with 10 tables and a takeaway point');
    expect(mail.text).toContain('expires in 7 days');
    const token = linkToken(mail, '/dashboard/accept-invite');
    await sql`UPDATE staff_invites SET expires_at = now() - interval '1 minute' WHERE email = ${email}`.execute(
      t.db,
    );
    const expired = await accept(token, 'ar');
    expect(expired.statusCode).toBe(409);
    expect(expired.json().error.code).toBe('LINK_EXPIRED');
    expect(await t.db.selectFrom('staffUsers').select('id').where('email', '=', email).execute()).toEqual([]);
  });

  it('admins invite admins: e-mailed, audited, accepted through the invitation page as a platform admin', async () => {
    const email = 'new.admin@example.com';
    const res = await post('/admin/admins/invites', {
      email: 'New.Admin@Example.com',
      name: 'Noura',
      language: 'ar',
    });
    expect(res.statusCode).toBe(201);
    const invite = res.json().data.invite;
    expect(invite).toMatchObject({ id: expect.any(Number), email, name: 'Noura', acceptedAt: null });
    const hours = (Date.parse(invite.expiresAt) - Date.now()) / 3_600_000;
    expect(hours).toBeGreaterThan(47.9);

    // An open invitation or an account: ADMIN_INVITE_EXISTS, nothing written.
    for (const taken of [email, s.members.owner.email, s.admin.email]) {
      const again = await post('/admin/admins/invites', { email: taken, name: 'X' }, admin, 'ar');
      expect(again.statusCode).toBe(409);
      expect(again.json().error).toEqual({
        code: 'ADMIN_INVITE_EXISTS',
        message: `لدى ${taken} حساب أو دعوة قائمة بالفعل.`,
        params: { email: taken },
      });
    }
    const bad = await post('/admin/admins/invites', { email: 'not-an-email', name: 'X' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().error.code).toBe('EMAIL_INVALID');
    expect((await post('/admin/admins/invites', { email: 'x@example.com' })).statusCode).toBe(400);

    const listed = await t.app.inject({ method: 'GET', url: '/api/admin/admins', headers: bearer(admin) });
    expect(listed.statusCode).toBe(200);
    expect(listed.json().data.admins).toEqual([
      expect.objectContaining({
        email: s.admin.email,
        name: 'Ops',
        isActive: true,
        lastSignInAt: expect.any(String),
      }),
    ]);
    expect(listed.json().data.invites).toEqual([
      expect.objectContaining({ id: invite.id, email, acceptedAt: null }),
    ]);

    const audit = await t.db
      .selectFrom('auditLog')
      .selectAll()
      .where('subject', '=', `invite:${invite.id}`)
      .execute();
    expect(audit).toEqual([
      expect.objectContaining({
        restaurantId: null,
        action: 'admin.invited',
        details: { after: { email, name: 'Noura', role: 'admin', language: 'ar' } },
      }),
    ]);

    const mail = await mailTo(email);
    expect(mail.subject).toBe('دعوة لتكون مشرفًا على منصة سفرة');
    expect(mail.text).toContain('مرحبًا Noura،');
    expect(mail.text).toContain('دعاك Ops للانضمام إلى فريق سفرة مشرفًا على المنصة');
    const token = linkToken(mail, '/dashboard/accept-invite');
    const lookup = await t.app.inject({
      method: 'GET',
      url: `/api/staff/invites/lookup?token=${token}`,
      remoteAddress: nextIp(),
    });
    expect(lookup.json().data.invite).toMatchObject({
      email,
      role: 'admin',
      restaurantName: 'Sufra',
      restaurantNameAr: 'سفرة',
    });
    const accepted = await accept(token);
    expect(accepted.statusCode).toBe(201);
    expect(accepted.json().data.staff).toMatchObject({ email, role: 'admin', restaurantId: null });
    const newAdmin = accepted.json().data.token as string;
    const queue = await t.app.inject({
      method: 'GET',
      url: '/api/admin/applications',
      headers: bearer(newAdmin),
    });
    expect(queue.statusCode).toBe(200);
    const after = (
      await t.app.inject({ method: 'GET', url: '/api/admin/admins', headers: bearer(newAdmin) })
    ).json().data;
    expect(after.admins.map((a: { email: string }) => a.email).sort()).toEqual([s.admin.email, email].sort());
    expect(after.invites[0]).toMatchObject({ id: invite.id, acceptedAt: expect.any(String) });
    expect((await accept(token)).json().error.code).toBe('LINK_ALREADY_USED');

    // English invitation.
    const en = await post('/admin/admins/invites', {
      email: 'second.admin@example.com',
      name: 'Omar',
      language: 'en',
    });
    expect(en.statusCode).toBe(201);
    const enMail = await mailTo('second.admin@example.com');
    expect(enMail.subject).toBe('You are invited to be a Sufra platform admin');
    expect(enMail.text).toContain('Ops invited you to join the Sufra team as a platform admin');
  });

  it('an owner, manager, waiter or kitchen account is refused every admin route (403), a stranger 401', async () => {
    const routes = [
      ['GET', '/api/admin/applications'],
      ['GET', '/api/admin/applications/00000000-0000-4000-8000-000000000000'],
      ['POST', '/api/admin/applications/00000000-0000-4000-8000-000000000000/approve'],
      ['POST', '/api/admin/applications/00000000-0000-4000-8000-000000000000/request-changes'],
      ['POST', '/api/admin/applications/00000000-0000-4000-8000-000000000000/reject'],
      ['GET', '/api/admin/admins'],
      ['POST', '/api/admin/admins/invites'],
    ] as const;
    const id = await apply(t.app, t.db);
    for (const role of ['owner', 'manager', 'waiter', 'kitchen'] as const) {
      const token = await signIn(t.app, s.members[role].email);
      for (const [method, url] of routes) {
        const res = await t.app.inject({
          method,
          url: url.replace('00000000-0000-4000-8000-000000000000', id),
          headers: { ...bearer(token), 'x-sufra-lang': 'ar' },
          payload:
            method === 'POST'
              ? { version: 1, message: 'x', reason: 'x', email: 'a@b.sa', name: 'x' }
              : undefined,
        });
        expect(res.statusCode, `${role} ${method} ${url}`).toBe(403);
        expect(res.json().error.code).toBe('FORBIDDEN');
      }
    }
    for (const [method, url] of routes)
      expect((await t.app.inject({ method, url })).statusCode, `${method} ${url}`).toBe(401);
    const row = await t.db
      .selectFrom('onboardingApplications')
      .select(['status', 'version'])
      .where('publicId', '=', id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ status: 'submitted', version: 1 });
    expect(
      await t.db.selectFrom('staffInvites').select('id').where('email', '=', 'a@b.sa').execute(),
    ).toEqual([]);
  });
});
