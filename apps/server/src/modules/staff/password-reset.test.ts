import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers';
import { ABUSE_LIMITS } from '../../platform/http/abuse-limits';
import { STAFF_PASSWORD } from '../orders/testing/fixtures';
import { hashLinkToken } from './link-tokens';
import { deliverStaffMail } from './testing/mail-worker';
import { linkToken, startSmtpInbox } from './testing/smtp-inbox';
import { bearer, createStaffFixture, type StaffFixture, signIn } from './testing/staff-fixture';

const NEW_PASSWORD = 'a-new-password-2026';
let ipCounter = 0;
/** Each request from its own address unless a test is about the per-IP limit. */
const nextIp = () => `10.77.${Math.floor(++ipCounter / 250)}.${(ipCounter % 250) + 1}`;

describe('forgotten password: an e-mailed single-use link (issue 11)', { timeout: 120_000 }, () => {
  let t: TestApp;
  let s: StaffFixture;
  let smtp: Awaited<ReturnType<typeof startSmtpInbox>>;
  beforeAll(async () => {
    t = await createTestApp();
    s = await createStaffFixture(t.db);
    smtp = await startSmtpInbox();
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });
  afterEach(() => {
    smtp.inbox.length = 0;
  });

  const ask = (app: TestApp, email: string, lang = 'en', ip = nextIp()) =>
    app.app.inject({
      method: 'POST',
      url: '/api/staff/auth/password-reset',
      remoteAddress: ip,
      headers: { 'x-sufra-lang': lang },
      payload: { email },
    });
  const confirm = (token: string, password: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/staff/auth/password-reset/confirm',
      remoteAddress: nextIp(),
      headers: { 'x-sufra-lang': 'en' },
      payload: { token, password },
    });
  const resetLinkFor = async (email: string, lang = 'en') => {
    expect((await ask(t, email, lang)).statusCode).toBe(202);
    await deliverStaffMail(t.db, smtp.url);
    const mail = smtp.inbox.find((m) => m.to.includes(email));
    return { mail, token: linkToken(mail, '/dashboard/reset-password') };
  };

  it('answers the same 202 whether or not the address has an account, and mails only the account', async () => {
    const known = await ask(t, s.members.waiter.email);
    const unknown = await ask(t, 'nobody-here@test.sa');
    expect(known.statusCode).toBe(202);
    expect(unknown.statusCode).toBe(202);
    expect(known.json()).toEqual({ data: { accepted: true } });
    expect(unknown.body).toBe(known.body);
    await deliverStaffMail(t.db, smtp.url);
    expect(smtp.inbox.map((m) => m.to)).toEqual([[s.members.waiter.email]]);
    const mail = smtp.inbox[0];
    expect(mail?.subject).toBe('Reset your Sufra password');
    expect(mail?.html).toContain('dir="ltr"');
    expect(mail?.text).toContain(`your Sufra account (${s.members.waiter.email})`);
    expect(mail?.text).toContain('expires in 1 hour');
    const token = linkToken(mail, '/dashboard/reset-password');
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(mail?.text).toContain(`http://sufra.test/dashboard/reset-password?token=${token}`);

    // Only the token's digest is stored; no copy of the link in the outbox or the kept mail.
    const [reset] = await t.db.selectFrom('staffPasswordResets').select(['tokenHash', 'expiresAt']).execute();
    expect(reset?.tokenHash).toBe(hashLinkToken(token));
    const minutes = ((reset?.expiresAt.getTime() ?? 0) - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(58);
    expect(minutes).toBeLessThanOrEqual(60);
    const kept = await t.db.selectFrom('mailMessages').select(['html', 'text', 'toEmail']).execute();
    expect(kept.map((m) => m.toEmail)).toEqual([s.members.waiter.email]);
    expect(JSON.stringify(kept)).not.toContain(token);
    expect(JSON.stringify(await t.db.selectFrom('outboxJobs').select('payload').execute())).not.toContain(
      token,
    );
  });

  it('writes the mail in Arabic, right to left, when asked in Arabic', async () => {
    const { mail } = await resetLinkFor(s.members.manager.email, 'ar');
    expect(mail?.subject).toBe('إعادة تعيين كلمة المرور في سفرة');
    expect(mail?.html).toContain('lang="ar" dir="rtl"');
    expect(mail?.html).toContain('اختر كلمة مرور جديدة');
    expect(mail?.text).toContain('تنتهي صلاحيته بعد ساعة');
  });

  it('sets the new password once: every session ends, the old password stops working, the link is then spent', async () => {
    const email = s.members.kitchen.email;
    const earlier = await signIn(t.app, email);
    const { token } = await resetLinkFor(email);

    const short = await confirm(token, 'too-short');
    expect(short.statusCode).toBe(422);
    expect(short.json()).toEqual({
      error: { code: 'PASSWORD_TOO_SHORT', message: expect.stringContaining('10') },
    });

    const done = await confirm(token, NEW_PASSWORD);
    expect(done.statusCode).toBe(200);
    expect(done.json()).toEqual({ data: { email } });
    const me = await t.app.inject({ method: 'GET', url: '/api/staff/me', headers: bearer(earlier) });
    expect(me.statusCode).toBe(401);
    const login = (password: string) =>
      t.app.inject({ method: 'POST', url: '/api/staff/auth/login', payload: { email, password } });
    expect((await login(STAFF_PASSWORD)).statusCode).toBe(401);
    expect((await login(NEW_PASSWORD)).statusCode).toBe(200);

    const again = await confirm(token, 'yet-another-password');
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ error: { code: 'LINK_ALREADY_USED', message: expect.any(String) } });
    expect((await login('yet-another-password')).statusCode).toBe(401);

    const audit = await t.db
      .selectFrom('auditLog')
      .select(['restaurantId', 'staffUserId', 'action', 'subject', 'details'])
      .where('action', '=', 'staff.password_reset')
      .execute();
    expect(audit).toEqual([
      {
        restaurantId: s.f.restaurantId,
        staffUserId: s.members.kitchen.id,
        action: 'staff.password_reset',
        subject: `staff_user:${s.members.kitchen.id}`,
        details: { email, revokedSessions: 1 },
      },
    ]);
  });

  it('refuses an expired link (409 LINK_EXPIRED), a made-up one (404 LINK_INVALID) and a deactivated account', async () => {
    const { token } = await resetLinkFor(s.theirs.waiter.email);
    await t.db
      .updateTable('staffPasswordResets')
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where('tokenHash', '=', hashLinkToken(token))
      .execute();
    const expired = await confirm(token, NEW_PASSWORD);
    expect(expired.statusCode).toBe(409);
    expect(expired.json().error.code).toBe('LINK_EXPIRED');
    for (const madeUp of ['x'.repeat(43), 'not a token']) {
      const res = await confirm(madeUp, NEW_PASSWORD);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ error: { code: 'LINK_INVALID', message: expect.any(String) } });
    }

    const fresh = await resetLinkFor(s.theirs.kitchen.email);
    await t.db
      .updateTable('staffUsers')
      .set({ isActive: false })
      .where('email', '=', s.theirs.kitchen.email)
      .execute();
    const inactive = await confirm(fresh.token, NEW_PASSWORD);
    expect(inactive.statusCode).toBe(404);
    expect(inactive.json().error.code).toBe('LINK_INVALID');
    // Nor does a deactivated account get a new link.
    smtp.inbox.length = 0;
    expect((await ask(t, s.theirs.kitchen.email)).statusCode).toBe(202);
    await deliverStaffMail(t.db, smtp.url);
    expect(smtp.inbox).toEqual([]);
  });

  it('limits requests per address, known or not (3 an hour), and per IP (5 per 15 minutes): 429 RATE_LIMITED', async () => {
    const limited = await createTestApp({ deps: { abuseLimits: ABUSE_LIMITS } });
    try {
      for (const email of [s.members.owner.email, 'ghost@test.sa']) {
        const codes: number[] = [];
        for (let i = 0; i < 4; i++) codes.push((await ask(limited, email)).statusCode);
        expect(codes).toEqual([202, 202, 202, 429]);
      }
      const codes: number[] = [];
      for (let i = 0; i < 6; i++)
        codes.push((await ask(limited, `someone-${i}@test.sa`, 'en', '10.99.0.1')).statusCode);
      expect(codes).toEqual([202, 202, 202, 202, 202, 429]);
      const last = await ask(limited, 'someone-else@test.sa', 'en', '10.99.0.1');
      expect(last.json()).toEqual({ error: { code: 'RATE_LIMITED', message: expect.any(String) } });
    } finally {
      await limited.close();
    }
  });
});
