import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, usePostgres } from '../../../test/helpers';
import { bearer, createStaffFixture, signIn } from '../staff/testing/staff-fixture';
import { apply } from './testing/applications';

/**
 * Two admins decide on one application at the same moment (issue 13): on PostgreSQL the two requests run
 * on two connections and meet on the row; the conditional UPDATE on the version lets exactly one through.
 * (PGlite runs one transaction at a time: the same assertions, without the real race; the lock itself is
 * admin-decision-lock.pg.test.ts, run on PostgreSQL only.)
 */
const TRIALS = usePostgres ? 12 : 3;

const DECISIONS = {
  approve: { path: 'approve', body: {} },
  reject: { path: 'reject', body: { reason: 'Not a restaurant.' } },
  changes: { path: 'request-changes', body: { message: 'Add a photo of the menu.' } },
} as const;
type Decision = keyof typeof DECISIONS;
const PAIRS: [Decision, Decision][] = [
  ['approve', 'reject'],
  ['approve', 'approve'],
  ['changes', 'approve'],
  ['reject', 'changes'],
];

describe('two admins acting on one application at once: one wins, the other is told', {
  timeout: 300_000,
}, () => {
  let t: TestApp;
  let tokens: [string, string];

  beforeAll(async () => {
    t = await createTestApp();
    const s = await createStaffFixture(t.db);
    const second = `second-admin-${s.f.restaurantId}@test.sa`;
    const { passwordHash } = await t.db
      .selectFrom('staffUsers')
      .select('passwordHash')
      .where('email', '=', s.admin.email)
      .executeTakeFirstOrThrow();
    await t.db
      .insertInto('staffUsers')
      .values({ restaurantId: null, email: second, name: 'Ops 2', passwordHash, role: 'admin' })
      .execute();
    tokens = [await signIn(t.app, s.admin.email), await signIn(t.app, second)];
  });
  afterAll(() => t.close());

  const count = async (table: 'restaurants' | 'outboxJobs' | 'staffInvites' | 'auditLog') =>
    Number(
      (
        await t.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  for (const [a, b] of PAIRS)
    it(`${a} × ${b}, ${TRIALS} times`, async () => {
      for (let trial = 0; trial < TRIALS; trial++) {
        const id = await apply(t.app, t.db);
        const before = {
          restaurants: await count('restaurants'),
          jobs: await count('outboxJobs'),
          invites: await count('staffInvites'),
          audit: await count('auditLog'),
        };
        const send = (decision: Decision, token: string) =>
          t.app.inject({
            method: 'POST',
            url: `/api/admin/applications/${id}/${DECISIONS[decision].path}`,
            headers: { ...bearer(token), 'x-sufra-lang': 'en' },
            payload: { version: 1, ...DECISIONS[decision].body },
          });
        const answers = await Promise.all([send(a, tokens[0]), send(b, tokens[1])]);
        const won = answers.filter((r) => r.statusCode === 200);
        const lost = answers.filter((r) => r.statusCode !== 200);
        expect(won, answers.map((r) => r.body.slice(0, 200)).join('\n')).toHaveLength(1);
        expect(lost[0]?.statusCode).toBe(409);
        expect(lost[0]?.json().error.code).toBe('APPLICATION_CHANGED');
        const winner = answers[0]?.statusCode === 200 ? a : b;

        const row = await t.db
          .selectFrom('onboardingApplications')
          .select(['status', 'version', 'restaurantId'])
          .where('publicId', '=', id)
          .executeTakeFirstOrThrow();
        expect(row.version).toBe(2);
        expect(row.status).toBe(
          winner === 'approve' ? 'approved' : winner === 'reject' ? 'rejected' : 'needs_changes',
        );
        // Exactly one mail queued (the owner's invitation, or the applicant's review), one audit entry,
        // one restaurant when the approval won and none otherwise.
        expect(await count('outboxJobs')).toBe(before.jobs + 1);
        expect(await count('auditLog')).toBe(before.audit + 1);
        expect(await count('restaurants')).toBe(before.restaurants + (winner === 'approve' ? 1 : 0));
        expect(await count('staffInvites')).toBe(before.invites + (winner === 'approve' ? 1 : 0));
        expect(row.restaurantId !== null).toBe(winner === 'approve');
        const history = await t.db
          .selectFrom('onboardingStatusHistory as h')
          .innerJoin('onboardingApplications as a', 'a.id', 'h.applicationId')
          .select('h.toStatus')
          .where('a.publicId', '=', id)
          .execute();
        expect(history.map((h) => h.toStatus)).toEqual(['submitted', row.status]);
      }
    });
});
