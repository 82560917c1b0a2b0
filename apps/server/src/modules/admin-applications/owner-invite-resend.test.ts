import { errorMessagesAr } from '@sufra/domain/errors-ar';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers';
import { linkToken, startSmtpInbox } from '../staff/testing/smtp-inbox';
import { bearer, createStaffFixture, type StaffFixture, signIn } from '../staff/testing/staff-fixture';
import { apply, deliverPlatformMail } from './testing/applications';

const PASSWORD = 'opening-day-2026';
let ip = 0;
const nextIp = () => `10.98.${Math.floor(++ip / 250)}.${(ip % 250) + 1}`;

describe('the platform admin resends an approved restaurant’s owner invitation (issue 13)', {
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

  const post = (url: string, token: string | null = admin, lang = 'en', payload: object = {}) =>
    t.app.inject({
      method: 'POST',
      url: `/api${url}`,
      headers: { ...(token ? bearer(token) : {}), 'x-sufra-lang': lang },
      payload,
    });
  const accept = (token: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/staff/invites/accept',
      remoteAddress: nextIp(),
      payload: { token, password: PASSWORD },
    });
  const mailTo = async (email: string) => {
    smtp.inbox.length = 0;
    await deliverPlatformMail(t.db, smtp.url);
    const mail = smtp.inbox.find((m) => m.to.includes(email));
    if (!mail) throw new Error(`no mail to ${email}`);
    return mail;
  };
  const resendAudit = (restaurantId: number) =>
    t.db
      .selectFrom('auditLog')
      .selectAll()
      .where('action', '=', 'restaurant.owner_invite_resent')
      .where('restaurantId', '=', restaurantId)
      .execute();

  it('an expired link: resent in the application’s language; the new link works, the old one does not; then an active owner is refused', async () => {
    const email = 'owner.late@example.com';
    const id = await apply(t.app, t.db, { lang: 'en', email });
    const approved = await post(`/admin/applications/${id}/approve`, admin, 'en', { version: 1 });
    expect(approved.statusCode).toBe(200);
    const restaurantId = approved.json().data.restaurant.id as number;
    const oldToken = linkToken(await mailTo(email), '/dashboard/accept-invite');
    await sql`UPDATE staff_invites SET expires_at = now() - interval '1 minute' WHERE email = ${email}`.execute(
      t.db,
    );

    // The admin's restaurant list: no owner yet.
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/admin/restaurants?q=najd',
      headers: bearer(admin),
    });
    expect(list.json().data.restaurants).toContainEqual(
      expect.objectContaining({ id: restaurantId, ownerEmail: null }),
    );

    const res = await post(`/admin/restaurants/${restaurantId}/resend-owner-invite`);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.invite).toEqual({ email, expiresAt: expect.any(String) });
    const days = (Date.parse(res.json().data.invite.expiresAt) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.9);
    const mail = await mailTo(email);
    expect(mail.subject).toBe('Najd House is approved on Sufra');
    expect(mail.text).toContain('with 10 tables and a takeaway point');
    const newToken = linkToken(mail, '/dashboard/accept-invite');
    expect(newToken).not.toBe(oldToken);
    const audit = await resendAudit(restaurantId);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ details: { email, language: 'en' } });

    // The old link stays refused; the new one makes the owner.
    expect((await accept(oldToken)).statusCode).toBeGreaterThanOrEqual(400);
    const accepted = await accept(newToken);
    expect(accepted.statusCode).toBe(201);
    expect(accepted.json().data.staff).toMatchObject({ email, role: 'owner', restaurantId });

    // Now an active owner: refused in the caller's language, nothing written.
    const again = await post(`/admin/restaurants/${restaurantId}/resend-owner-invite`, admin, 'ar');
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({
      error: { code: 'OWNER_ALREADY_ACTIVE', message: errorMessagesAr.OWNER_ALREADY_ACTIVE },
    });
    expect(await resendAudit(restaurantId)).toHaveLength(1);
  });

  it('an open (unexpired) invitation is withdrawn: its link stops working, the fresh one works', async () => {
    const email = 'owner.lost@example.com';
    const id = await apply(t.app, t.db, { lang: 'ar', email });
    const approved = await post(`/admin/applications/${id}/approve`, admin, 'en', { version: 1 });
    const restaurantId = approved.json().data.restaurant.id as number;
    const oldToken = linkToken(await mailTo(email), '/dashboard/accept-invite');
    expect((await post(`/admin/restaurants/${restaurantId}/resend-owner-invite`)).statusCode).toBe(200);
    const mail = await mailTo(email);
    expect(mail.text).toMatch(/[\u0600-\u06FF]/); // the application was in Arabic
    const refused = await accept(oldToken);
    expect(refused.statusCode).toBeGreaterThanOrEqual(400);
    expect(await t.db.selectFrom('staffUsers').select('id').where('email', '=', email).execute()).toEqual([]);
    expect((await accept(linkToken(mail, '/dashboard/accept-invite'))).statusCode).toBe(201);
  });

  it('admins only: 401 without a session, 403 to every restaurant role; unknown restaurant 404', async () => {
    const url = `/admin/restaurants/${s.f.other.restaurantId}/resend-owner-invite`;
    expect((await post(url, null)).statusCode).toBe(401);
    for (const role of ['owner', 'manager', 'waiter', 'kitchen'] as const) {
      const res = await post(url, await signIn(t.app, s.members[role].email), 'ar');
      expect(res.statusCode, role).toBe(403);
      expect(res.json().error.code).toBe('FORBIDDEN');
    }
    expect((await post('/admin/restaurants/999999/resend-owner-invite')).json().error.code).toBe(
      'RESTAURANT_NOT_FOUND',
    );
    // Restaurant A has its active owner.
    expect((await post(`/admin/restaurants/${s.f.restaurantId}/resend-owner-invite`)).json().error.code).toBe(
      'OWNER_ALREADY_ACTIVE',
    );
  });
});
