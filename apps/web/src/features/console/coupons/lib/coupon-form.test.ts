import type { StaffCoupon } from '@sufra/domain/contracts';
import { describe, expect, it } from 'vitest';
import { type CouponForm, changedTerms, emptyCouponForm, formOf, readCouponForm } from './coupon-form';

const form = (patch: Partial<CouponForm>): CouponForm => ({
  ...emptyCouponForm(),
  code: 'RAMADAN25',
  ...patch,
});

const coupon: StaffCoupon = {
  id: 4,
  code: 'RAMADAN25',
  kind: 'percent',
  value: 1250,
  maxDiscount: 5000,
  minOrder: 3000,
  startsAt: '2026-02-18T21:00:00.000Z',
  endsAt: '2026-03-19T21:00:00.000Z',
  maxUses: 200,
  perCustomerLimit: 2,
  itemIds: [12],
  categoryIds: [3],
  isActive: true,
  state: 'live',
  usage: { uses: 3, discountGiven: 1500, customers: 2, lastUsedAt: '2026-02-20T18:00:00.000Z' },
  createdAt: '2026-02-01T10:00:00.000Z',
  updatedAt: '2026-02-01T10:00:00.000Z',
};

describe('the coupon form', () => {
  it('reads every field into the terms the server takes: basis points, halalas, instants', () => {
    const read = readCouponForm(
      form({
        code: 'ramadan25 ',
        value: '12.5',
        maxDiscount: '50',
        minOrder: '30.00',
        startsAt: '2026-02-19T00:00',
        endsAt: '2026-03-20T00:00',
        maxUses: '200',
        perCustomerLimit: '٢',
        scope: 'chosen',
        itemIds: [12],
        categoryIds: [3],
      }),
    );
    expect(read).toEqual({
      ok: true,
      terms: {
        code: 'RAMADAN25',
        kind: 'percent',
        value: 1250,
        maxDiscount: 5000,
        minOrder: 3000,
        startsAt: '2026-02-18T21:00:00.000Z',
        endsAt: '2026-03-19T21:00:00.000Z',
        maxUses: 200,
        perCustomerLimit: 2,
        itemIds: [12],
        categoryIds: [3],
        isActive: true,
      },
    });
  });

  it('takes a fixed amount in SAR and never sends a cap with it, nor targets for "everything"', () => {
    const read = readCouponForm(
      form({ kind: 'fixed', value: '5', maxDiscount: '10', scope: 'all', itemIds: [12] }),
    );
    expect(read.ok && read.terms).toMatchObject({
      value: 500,
      maxDiscount: null,
      itemIds: [],
      categoryIds: [],
    });
  });

  it('says at each field what cannot be read, then which of the domain’s rules is broken', () => {
    const read = readCouponForm(
      form({
        code: 'x',
        value: '150',
        maxDiscount: '1.234',
        minOrder: '0',
        startsAt: '2026-03-02T10:00',
        endsAt: '2026-03-01T10:00',
        maxUses: '2.5',
        perCustomerLimit: '5000',
        scope: 'chosen',
      }),
    );
    expect(read).toEqual({
      ok: false,
      problems: {
        code: { text: 'codeShape' },
        value: { code: 'COUPON_PERCENT_RANGE' },
        maxDiscount: { text: 'unreadableAmount' },
        minOrder: { text: 'positive' },
        endsAt: { code: 'COUPON_ENDS_BEFORE_START' },
        maxUses: { text: 'notWhole' },
        perCustomerLimit: { text: 'tooMany', max: 1000 },
        targets: { text: 'noTargets' },
      },
    });
    expect(readCouponForm(form({ code: '', value: '' }))).toEqual({
      ok: false,
      problems: { code: { text: 'required' }, value: { text: 'required' } },
    });
    expect(readCouponForm(form({ kind: 'fixed', value: '0' }))).toEqual({
      ok: false,
      problems: { value: { code: 'COUPON_FIXED_RANGE' } },
    });
  });

  it('keeps the maximum uses of a used coupon at or above its uses', () => {
    expect(readCouponForm(form({ value: '10', maxUses: '2' }), 3)).toEqual({
      ok: false,
      problems: { maxUses: { code: 'COUPON_MAX_USES_BELOW_USED', params: { used: 3 } } },
    });
    expect(readCouponForm(form({ value: '10', maxUses: '3' }), 3).ok).toBe(true);
  });

  it('shows a coupon as typed text and, edited, sends only what changed', () => {
    const before = formOf(coupon);
    expect(before).toMatchObject({
      value: '12.5',
      maxDiscount: '50.00',
      minOrder: '30.00',
      startsAt: '2026-02-19T00:00',
      endsAt: '2026-03-20T00:00',
      scope: 'chosen',
    });
    const after = { ...before, endsAt: '2026-03-25T23:00', categoryIds: [3, 5] };
    const read = readCouponForm(after, 3);
    expect(read.ok && changedTerms(before, after, read.terms)).toEqual({
      endsAt: '2026-03-25T20:00:00.000Z',
      categoryIds: [3, 5],
    });
    const untouched = readCouponForm(before, 3);
    expect(untouched.ok && changedTerms(before, before, untouched.terms)).toEqual({});
    // A change of kind re-sends the value and its cap, whose meaning changed with it.
    const fixed = { ...before, kind: 'fixed' as const };
    const readFixed = readCouponForm(fixed, 3);
    expect(readFixed.ok && changedTerms(before, fixed, readFixed.terms)).toEqual({
      kind: 'fixed',
      value: 1250,
      maxDiscount: null,
    });
    // "Everything" again: both lists emptied.
    const everything = { ...before, scope: 'all' as const };
    const readAll = readCouponForm(everything, 3);
    expect(readAll.ok && changedTerms(before, everything, readAll.terms)).toEqual({
      itemIds: [],
      categoryIds: [],
    });
  });
});
