import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { usePostgres } from '../../../test/helpers';
import { signInTeam, staffCall } from '../orders/testing/live-service';
import {
  createPaymentsTestApp,
  type PaymentsTestApp,
  placeTestOrder,
} from '../payments/testing/payment-fixtures';
import { adjust, decide, staffIdOf } from './testing/adjustment-fixtures';

/*
 * A manager's PIN on the waiter's device (issue 29 item 5): set by the manager, typed by them on the waiter's
 * tablet to approve on the spot; a wrong PIN approves nothing and guessing is slowed like a login. And two
 * managers approving the same request at once: one approval (on PostgreSQL they really race).
 */
describe('approving with a PIN, and at once', () => {
  let t: PaymentsTestApp;
  let tokens: Awaited<ReturnType<typeof signInTeam>>;
  let managerId: number;
  beforeAll(async () => {
    t = await createPaymentsTestApp();
    tokens = await signInTeam(t);
    managerId = await staffIdOf(t, `manager-${t.fixture.restaurantId}@test.sa`);
  });
  afterAll(() => t.close());

  it('a manager sets a PIN (hashed, audited); the waiter sees who can approve on their device', async () => {
    const before = await staffCall(t.app, tokens.manager, 'GET', '/adjustments/approvers');
    expect(before.body.data).toEqual({ approvers: [], hasOwnPin: false });
    expect((await staffCall(t.app, tokens.manager, 'PUT', '/me/approval-pin', { pin: '12' })).status).toBe(
      400,
    );
    expect((await staffCall(t.app, tokens.waiter, 'PUT', '/me/approval-pin', { pin: '2468' })).status).toBe(
      403,
    );
    const set = await staffCall(t.app, tokens.manager, 'PUT', '/me/approval-pin', { pin: '2468' });
    expect(set.status).toBe(200);
    expect(set.body.data).toEqual({ hasOwnPin: true });
    const stored = await t.db
      .selectFrom('staffUsers')
      .select('approvalPinHash')
      .where('id', '=', managerId)
      .executeTakeFirstOrThrow();
    expect(stored.approvalPinHash).toMatch(/^scrypt\$/);
    expect(stored.approvalPinHash).not.toContain('2468');
    const waiterSees = await staffCall(t.app, tokens.waiter, 'GET', '/adjustments/approvers');
    expect(waiterSees.body.data).toEqual({
      approvers: [{ id: managerId, name: 'manager', role: 'manager' }],
      hasOwnPin: false,
    });
    const audit = await t.db
      .selectFrom('auditLog')
      .select(['action', 'subject'])
      .where('action', '=', 'approval_pin.set')
      .execute();
    expect(audit).toEqual([{ action: 'approval_pin.set', subject: `staff_user:${managerId}` }]);
  });

  it('the waiter cannot approve alone; the manager’s PIN approves on the spot; a wrong one approves nothing', async () => {
    const order = await placeTestOrder(t.app, t.fixture);
    const wrong = await adjust(t, tokens.waiter, order.id, {
      line: 1,
      kind: 'comp',
      quantity: 1,
      reason: 'goodwill',
      approval: { approverId: managerId, pin: '1357' },
    });
    expect(wrong).toMatchObject({ status: 403, code: 'APPROVAL_PIN_WRONG' });
    expect(await t.db.selectFrom('orderItemAdjustments').select('id').execute()).toEqual([]);
    // The owner has no PIN: naming them approves nothing either.
    const ownerId = await staffIdOf(t, t.fixture.owner);
    expect(
      await adjust(t, tokens.waiter, order.id, {
        line: 1,
        kind: 'comp',
        quantity: 1,
        approval: { approverId: ownerId, pin: '2468' },
      }),
    ).toMatchObject({ status: 403, code: 'APPROVAL_PIN_WRONG' });

    const right = await adjust(t, tokens.waiter, order.id, {
      line: 1,
      kind: 'comp',
      quantity: 1,
      reason: 'goodwill',
      approval: { approverId: managerId, pin: '2468' },
    });
    expect(right.status).toBe(201);
    expect(right.data.adjustment).toMatchObject({
      status: 'approved',
      requestedBy: { name: 'waiter' },
      decidedBy: { id: managerId, name: 'manager' },
      amount: 1200,
    });
    expect(right.data.order.total).toBe(7400);
  });

  it('guessing a PIN is slowed like a login: after five misses even the right PIN waits', async () => {
    const order = await placeTestOrder(t.app, t.fixture);
    const guess = (pin: string) =>
      adjust(t, tokens.waiter, order.id, {
        line: 0,
        kind: 'void',
        quantity: 1,
        approval: { approverId: managerId, pin },
      });
    for (const pin of ['0000', '1111', '2222', '3333', '4444'])
      expect((await guess(pin)).code).toBe('APPROVAL_PIN_WRONG');
    expect(await guess('2468')).toMatchObject({ status: 429, code: 'RATE_LIMITED' });
    expect(
      (await staffCall(t.app, tokens.manager, 'GET', `/orders?limit=50`)).body.data.orders.find(
        (o: { id: string }) => o.id === order.id,
      ).total,
    ).toBe(8600);
  });

  it('two managers approving the same request at once: one approval, one ADJUSTMENT_DECIDED', async () => {
    const rounds = usePostgres ? 10 : 2;
    for (let i = 0; i < rounds; i++) {
      const order = await placeTestOrder(t.app, t.fixture);
      const asked = await adjust(t, tokens.waiter, order.id, { line: 1, kind: 'void', quantity: 2 });
      const answers = await Promise.all([
        decide(t, tokens.manager, asked.data.adjustment.id, 'approve'),
        decide(t, tokens.owner, asked.data.adjustment.id, 'approve'),
      ]);
      expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
      expect(answers.find((a) => a.status === 409)?.code).toBe('ADJUSTMENT_DECIDED');
      const approvals = await t.db
        .selectFrom('auditLog')
        .select('id')
        .where('action', '=', 'adjustment.approved')
        .where('subject', '=', `order:${order.id}`)
        .execute();
      expect(approvals).toHaveLength(1);
      const row = await t.db
        .selectFrom('orders')
        .select('totalHalalas')
        .where('publicId', '=', order.id)
        .executeTakeFirstOrThrow();
      expect(Number(row.totalHalalas)).toBe(6200);
    }
  });
});
