import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers';
import { hashLinkToken } from './link-tokens';
import { deliverStaffMail } from './testing/mail-worker';
import { linkToken, startSmtpInbox } from './testing/smtp-inbox';
import { bearer, createStaffFixture, type StaffFixture, signIn } from './testing/staff-fixture';

const PASSWORD = 'joining-sufra-2026';
let ipCounter = 0;
const nextIp = () => `10.66.${Math.floor(++ipCounter / 250)}.${(ipCounter % 250) + 1}`;

describe('invitations: an e-mailed single-use link that creates the account (issue 11)', {
  timeout: 120_000,
}, () => {
  let t: TestApp;
  let s: StaffFixture;
  let smtp: Awaited<ReturnType<typeof startSmtpInbox>>;
  let owner: string;
  let manager: string;
  beforeAll(async () => {
    t = await createTestApp();
    s = await createStaffFixture(t.db);
    smtp = await startSmtpInbox();
    owner = await signIn(t.app, s.members.owner.email);
    manager = await signIn(t.app, s.members.manager.email);
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });
  afterEach(() => {
    smtp.inbox.length = 0;
  });

  const invite = (token: string, body: Record<string, unknown>, lang = 'en') =>
    t.app.inject({
      method: 'POST',
      url: '/api/staff/invites',
      headers: { ...bearer(token), 'x-sufra-lang': lang },
      payload: body,
    });
  const lookup = (token: string) =>
    t.app.inject({
      method: 'GET',
      url: `/api/staff/invites/lookup?token=${token}`,
      remoteAddress: nextIp(),
      headers: { 'x-sufra-lang': 'en' },
    });
  const accept = (token: string, body: Record<string, unknown> = {}) =>
    t.app.inject({
      method: 'POST',
      url: '/api/staff/invites/accept',
      remoteAddress: nextIp(),
      headers: { 'x-sufra-lang': 'en', 'user-agent': 'Tablet/1.0' },
      payload: { token, password: PASSWORD, ...body },
    });
  const revoke = (token: string, id: number) =>
    t.app.inject({ method: 'DELETE', url: `/api/staff/invites/${id}`, headers: bearer(token) });
  const inviteLink = async (email: string) => {
    await deliverStaffMail(t.db, smtp.url);
    const mail = smtp.inbox.find((m) => m.to.includes(email));
    return { mail, token: linkToken(mail, '/dashboard/accept-invite') };
  };

  it('an owner invites a waiter: the mail links to a page that creates the account, signed in, once', async () => {
    const res = await invite(owner, { email: 'Sara.Waiter@Example.com', name: 'Sara', role: 'waiter' });
    expect(res.statusCode).toBe(201);
    const created = res.json().data.invite;
    expect(created).toMatchObject({
      email: 'sara.waiter@example.com',
      name: 'Sara',
      role: 'waiter',
      language: 'en',
      invitedBy: { id: s.members.owner.id, name: s.members.owner.email },
    });
    const hours = (Date.parse(created.expiresAt) - Date.now()) / 3_600_000;
    expect(hours).toBeGreaterThan(47.9);
    expect(hours).toBeLessThanOrEqual(48);
    const listed = await t.app.inject({ method: 'GET', url: '/api/staff/invites', headers: bearer(manager) });
    expect(listed.json().data.invites.map((i: { id: number }) => i.id)).toContain(created.id);

    const { mail, token } = await inviteLink('sara.waiter@example.com');
    expect(mail?.subject).toBe('You are invited to join Test House on Sufra');
    expect(mail?.text).toContain(
      `${s.members.owner.email} invited you to join Test House on Sufra as a waiter.`,
    );
    expect(mail?.text).toContain(`http://sufra.test/dashboard/accept-invite?token=${token}`);
    expect(mail?.text).toContain('expires in 48 hours');
    expect(mail?.html).toContain('dir="ltr"');
    const kept = await t.db.selectFrom('mailMessages').select(['html', 'text']).execute();
    expect(JSON.stringify(kept)).not.toContain(token);
    const stored = await t.db
      .selectFrom('staffInvites')
      .select('tokenHash')
      .where('id', '=', created.id)
      .execute();
    expect(stored).toEqual([{ tokenHash: hashLinkToken(token) }]);

    const offered = await lookup(token);
    expect(offered.statusCode).toBe(200);
    expect(offered.json().data.invite).toMatchObject({
      email: 'sara.waiter@example.com',
      name: 'Sara',
      role: 'waiter',
      restaurantName: 'Test House',
    });

    const joined = await accept(token, { name: 'Sara A.' });
    expect(joined.statusCode).toBe(201);
    const session = joined.json().data;
    expect(session.staff).toMatchObject({
      email: 'sara.waiter@example.com',
      name: 'Sara A.',
      role: 'waiter',
      restaurantId: s.f.restaurantId,
    });
    const me = await t.app.inject({ method: 'GET', url: '/api/staff/me', headers: bearer(session.token) });
    expect(me.json().data.staff.email).toBe('sara.waiter@example.com');
    // A waiter does not manage staff.
    const staffPage = await t.app.inject({
      method: 'GET',
      url: '/api/staff/users',
      headers: bearer(session.token),
    });
    expect(staffPage.statusCode).toBe(403);
    expect(staffPage.json().error.code).toBe('FORBIDDEN');

    const again = await accept(token);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ error: { code: 'LINK_ALREADY_USED', message: expect.any(String) } });
    expect((await lookup(token)).json().error.code).toBe('LINK_ALREADY_USED');
    const after = await t.app.inject({ method: 'GET', url: '/api/staff/invites', headers: bearer(owner) });
    expect(after.json().data.invites.map((i: { id: number }) => i.id)).not.toContain(created.id);
    const audit = await t.db
      .selectFrom('auditLog')
      .select(['action', 'staffUserId', 'subject'])
      .where('restaurantId', '=', s.f.restaurantId)
      .orderBy('id')
      .execute();
    expect(audit).toEqual([
      { action: 'staff.invited', staffUserId: s.members.owner.id, subject: `invite:${created.id}` },
      { action: 'staff.joined', staffUserId: session.staff.id, subject: `staff_user:${session.staff.id}` },
    ]);
  });

  it('writes the invitation in Arabic, right to left, with the Arabic role name', async () => {
    const res = await invite(manager, {
      email: 'cook@example.com',
      name: 'نورة',
      role: 'kitchen',
      language: 'ar',
    });
    expect(res.statusCode).toBe(201);
    const { mail } = await inviteLink('cook@example.com');
    expect(mail?.subject).toBe('دعوة للانضمام إلى Test House على سفرة');
    expect(mail?.html).toContain('lang="ar" dir="rtl"');
    expect(mail?.text).toContain('مرحبًا نورة،');
    expect(mail?.text).toContain('بدور طاقم المطبخ');
    expect(mail?.text).toContain('48 ساعة');
  });

  it('a manager invites every role but owner, and cannot withdraw an owner’s invitation', async () => {
    const denied = await invite(manager, { email: 'boss@example.com', name: 'Boss', role: 'owner' });
    expect(denied.statusCode).toBe(403);
    expect(denied.json()).toEqual({ error: { code: 'ROLE_NOT_ALLOWED', message: expect.any(String) } });
    const ownerInvite = (
      await invite(owner, { email: 'boss@example.com', name: 'Boss', role: 'owner' })
    ).json().data.invite;
    const refused = await revoke(manager, ownerInvite.id);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.code).toBe('ROLE_NOT_ALLOWED');
    const managerInvite = (
      await invite(manager, { email: 'second@example.com', name: 'Second', role: 'manager' })
    ).json().data.invite;
    expect(managerInvite.role).toBe('manager');
  });

  it('withdrawing or replacing an invitation kills its link; another restaurant’s invitation is 404', async () => {
    const first = (
      await invite(owner, { email: 'runner@example.com', name: 'Runner', role: 'waiter' })
    ).json().data.invite;
    const { token: firstToken } = await inviteLink('runner@example.com');
    smtp.inbox.length = 0;
    // A second invitation to the same address replaces the first.
    const second = (
      await invite(owner, { email: 'runner@example.com', name: 'Runner', role: 'kitchen' })
    ).json().data.invite;
    const { token: secondToken } = await inviteLink('runner@example.com');
    expect((await accept(firstToken)).json().error.code).toBe('LINK_INVALID');
    const theirOwner = await signIn(t.app, s.theirs.owner.email);
    const foreign = await revoke(theirOwner, second.id);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual({ error: { code: 'NOT_FOUND', message: expect.any(String) } });
    expect((await revoke(manager, second.id)).statusCode).toBe(204);
    expect((await revoke(manager, second.id)).statusCode).toBe(404);
    const refused = await accept(secondToken);
    expect(refused.statusCode).toBe(404);
    expect(refused.json().error.code).toBe('LINK_INVALID');
    expect(first.id).not.toBe(second.id);
    const accounts = await t.db
      .selectFrom('staffUsers')
      .select('id')
      .where('email', '=', 'runner@example.com')
      .execute();
    expect(accounts).toEqual([]);
  });

  it('refuses an address that has an account, an expired link, a short password and a made-up token', async () => {
    for (const email of [s.members.waiter.email, s.theirs.kitchen.email]) {
      const taken = await invite(owner, { email, name: 'Again', role: 'waiter' });
      expect(taken.statusCode).toBe(409);
      expect(taken.json().error.code).toBe('STAFF_EMAIL_TAKEN');
    }
    await invite(owner, { email: 'late@example.com', name: 'Late', role: 'waiter' });
    const { token } = await inviteLink('late@example.com');
    const short = await accept(token, { password: 'short' });
    expect(short.statusCode).toBe(422);
    expect(short.json().error.code).toBe('PASSWORD_TOO_SHORT');
    await t.db
      .updateTable('staffInvites')
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where('email', '=', 'late@example.com')
      .execute();
    const expired = await accept(token);
    expect(expired.statusCode).toBe(409);
    expect(expired.json().error.code).toBe('LINK_EXPIRED');
    expect((await lookup('y'.repeat(43))).statusCode).toBe(404);
    expect((await accept('<script>')).json().error.code).toBe('LINK_INVALID');
  });

  it('of two accepts at the same moment exactly one creates the account', async () => {
    await invite(owner, { email: 'twice@example.com', name: 'Twice', role: 'waiter' });
    const { token } = await inviteLink('twice@example.com');
    const answers = await Promise.all([accept(token), accept(token)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409]);
    const accounts = await t.db
      .selectFrom('staffUsers')
      .select('id')
      .where('email', '=', 'twice@example.com')
      .execute();
    expect(accounts).toHaveLength(1);
  });
});
