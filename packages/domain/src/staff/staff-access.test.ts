import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { RESTAURANT_ROLES, type RestaurantRole, type STAFF_ROLES } from '../contracts/roles';
import { errorMessages } from '../error-messages';
import { ORDER_STATUSES } from '../orders/order-status';
import { accessChangeRefusal, MIN_PASSWORD_LENGTH, mayManageRole, mayMoveOrderTo } from './staff-access';

const owner = { id: 1, role: 'owner' as const };
const manager = { id: 2, role: 'manager' as const };
const member = (id: number, role: RestaurantRole, isActive = true) => ({ id, role, isActive });

describe('order moves by role', () => {
  it('lets the kitchen start and finish cooking only, and keeps cancelling from waiters', () => {
    const allowed = (role: (typeof STAFF_ROLES)[number]) =>
      ORDER_STATUSES.filter((s) => mayMoveOrderTo(role, s));
    expect(allowed('kitchen')).toEqual(['preparing', 'ready']);
    expect(allowed('waiter')).toEqual(['confirmed', 'preparing', 'ready', 'completed', 'paid_at_rest']);
    for (const role of ['owner', 'manager', 'admin'] as const)
      expect(allowed(role)).toEqual([...ORDER_STATUSES]);
  });
});

describe('who may change whose access', () => {
  it('an owner manages every role, a manager every role but owner, the others none', () => {
    for (const role of RESTAURANT_ROLES) {
      expect(mayManageRole('owner', role)).toBe(true);
      expect(mayManageRole('manager', role)).toBe(role !== 'owner');
      expect(mayManageRole('waiter', role)).toBe(false);
      expect(mayManageRole('kitchen', role)).toBe(false);
      expect(mayManageRole('admin', role)).toBe(false);
    }
  });

  it.each([
    ['owner demotes a waiter to kitchen', owner, member(5, 'waiter'), { role: 'kitchen' }, 1, null],
    ['owner promotes a manager to owner', owner, member(5, 'manager'), { role: 'owner' }, 1, null],
    ['owner deactivates another owner', owner, member(5, 'owner'), { isActive: false }, 1, null],
    ['manager deactivates a waiter', manager, member(5, 'waiter'), { isActive: false }, 1, null],
    ['manager promotes a waiter to manager', manager, member(5, 'waiter'), { role: 'manager' }, 1, null],
    [
      'manager promotes a waiter to owner',
      manager,
      member(5, 'waiter'),
      { role: 'owner' },
      1,
      'ROLE_NOT_ALLOWED',
    ],
    ['manager deactivates an owner', manager, member(5, 'owner'), { isActive: false }, 1, 'ROLE_NOT_ALLOWED'],
    ['manager demotes an owner', manager, member(5, 'owner'), { role: 'waiter' }, 1, 'ROLE_NOT_ALLOWED'],
    [
      'owner demotes themselves',
      owner,
      member(1, 'owner'),
      { role: 'manager' },
      1,
      'OWN_ACCESS_UNCHANGEABLE',
    ],
    [
      'owner deactivates themselves',
      owner,
      member(1, 'owner'),
      { isActive: false },
      1,
      'OWN_ACCESS_UNCHANGEABLE',
    ],
    [
      'manager promotes themselves',
      manager,
      member(2, 'manager'),
      { role: 'owner' },
      1,
      'OWN_ACCESS_UNCHANGEABLE',
    ],
    [
      'owner keeps their own role (no change)',
      owner,
      member(1, 'owner'),
      { role: 'owner', isActive: true },
      0,
      null,
    ],
    ['the last active owner demoted', owner, member(5, 'owner'), { role: 'manager' }, 0, 'LAST_OWNER'],
    ['the last active owner deactivated', owner, member(5, 'owner'), { isActive: false }, 0, 'LAST_OWNER'],
    ['an inactive owner reactivated', owner, member(5, 'owner', false), { isActive: true }, 0, null],
  ] as const)('%s', (_name, actor, target, change, others, expected) => {
    expect(accessChangeRefusal(actor, target, change, others)).toBe(expected);
  });

  it('never leaves a restaurant without an active owner, and never lets anyone change their own access', () => {
    const role = fc.constantFrom(...RESTAURANT_ROLES);
    fc.assert(
      fc.property(
        fc.record({ id: fc.integer({ min: 1, max: 3 }), role }),
        fc.record({ id: fc.integer({ min: 1, max: 3 }), role, isActive: fc.boolean() }),
        fc.record({
          role: fc.option(role, { nil: undefined }),
          isActive: fc.option(fc.boolean(), { nil: undefined }),
        }),
        fc.integer({ min: 0, max: 2 }),
        (actor, target, change, others) => {
          const refusal = accessChangeRefusal(actor, target, change, others);
          if (refusal !== null) return;
          const ownersAfter =
            others +
            ((change.role ?? target.role) === 'owner' && (change.isActive ?? target.isActive) ? 1 : 0);
          if (target.role === 'owner' && target.isActive) expect(ownersAfter).toBeGreaterThan(0);
          if (actor.id === target.id) {
            expect(change.role ?? target.role).toBe(target.role);
            expect(change.isActive ?? target.isActive).toBe(target.isActive || change.isActive === true);
          }
          if (actor.role !== 'owner') {
            expect(target.role).not.toBe('owner');
            expect(change.role).not.toBe('owner');
          }
        },
      ),
    );
  });
});

describe('password length', () => {
  it('states the same minimum as the rule, in both languages', () => {
    expect(errorMessages.en.PASSWORD_TOO_SHORT).toContain(`at least ${MIN_PASSWORD_LENGTH} characters`);
    expect(errorMessages.ar.PASSWORD_TOO_SHORT).toContain(`${MIN_PASSWORD_LENGTH} أحرف على الأقل`);
  });
});
