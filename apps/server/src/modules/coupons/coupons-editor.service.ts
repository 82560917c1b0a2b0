import { AppError, type CouponTermsProblem, couponTermsProblems, type ErrorCode } from '@sufra/domain';
import type {
  CreateCouponBody,
  StaffCoupon,
  StaffCouponsResponse,
  UpdateCouponBody,
} from '@sufra/domain/contracts';
import type { Database } from '../../db/schema';
import { recordAudit } from '../../platform/audit/record-audit';
import { restaurantOf, type StaffPrincipal } from '../../platform/auth/require-staff';
import { inTransaction } from '../../platform/db/transaction';
import {
  type CouponWithUsageRow,
  countOwnTargets,
  couponCodeTaken,
  findCouponWithUsage,
  insertCoupon,
  listCouponsWithUsage,
  lockRestaurantCoupon,
  updateCouponRow,
} from './coupons-editor.repository';

const PROBLEM_CODES: Record<CouponTermsProblem['rule'], ErrorCode> = {
  percentRange: 'COUPON_PERCENT_RANGE',
  fixedRange: 'COUPON_FIXED_RANGE',
  onlyForPercent: 'COUPON_CAP_PERCENT_ONLY',
  endsBeforeStart: 'COUPON_ENDS_BEFORE_START',
  belowUses: 'COUPON_MAX_USES_BELOW_USED',
};

const iso = (d: Date | null) => (d === null ? null : d.toISOString());

function stateOf(row: CouponWithUsageRow, now: Date): StaffCoupon['state'] {
  if (!row.isActive) return 'paused';
  if (row.endsAt && now >= row.endsAt) return 'expired';
  if (row.maxUses !== null && row.usedCount >= row.maxUses) return 'used_up';
  if (row.startsAt && now < row.startsAt) return 'scheduled';
  return 'live';
}

function couponView(row: CouponWithUsageRow, now: Date): StaffCoupon {
  return {
    id: row.id,
    code: row.code,
    kind: row.kind,
    value: row.value,
    maxDiscount: row.maxDiscountHalalas,
    minOrder: row.minOrderHalalas,
    startsAt: iso(row.startsAt),
    endsAt: iso(row.endsAt),
    maxUses: row.maxUses,
    perCustomerLimit: row.perCustomerLimit,
    itemIds: row.itemIds ?? [],
    categoryIds: row.categoryIds ?? [],
    isActive: row.isActive,
    state: stateOf(row, now),
    usage: {
      uses: row.uses,
      discountGiven: Number(row.discountGiven),
      customers: row.customers,
      lastUsedAt: iso(row.lastUsedAt),
    },
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The terms as stored (the table's columns), from the editor's fields. */
interface StoredTerms {
  code: string;
  kind: 'percent' | 'fixed';
  value: number;
  maxDiscountHalalas: number | null;
  minOrderHalalas: number | null;
  startsAt: Date | null;
  endsAt: Date | null;
  maxUses: number | null;
  perCustomerLimit: number | null;
  itemIds: number[] | null;
  categoryIds: number[] | null;
  isActive: boolean;
}

const dateOf = (v: string | null) => (v === null ? null : new Date(v));
const listOf = (ids: number[]) => (ids.length === 0 ? null : [...new Set(ids)].sort((a, b) => a - b));

function storedFrom(body: Partial<CreateCouponBody>, base: StoredTerms): StoredTerms {
  return {
    code: body.code ?? base.code,
    kind: body.kind ?? base.kind,
    value: body.value ?? base.value,
    maxDiscountHalalas: body.maxDiscount !== undefined ? body.maxDiscount : base.maxDiscountHalalas,
    minOrderHalalas: body.minOrder !== undefined ? body.minOrder : base.minOrderHalalas,
    startsAt: body.startsAt !== undefined ? dateOf(body.startsAt) : base.startsAt,
    endsAt: body.endsAt !== undefined ? dateOf(body.endsAt) : base.endsAt,
    maxUses: body.maxUses !== undefined ? body.maxUses : base.maxUses,
    perCustomerLimit: body.perCustomerLimit !== undefined ? body.perCustomerLimit : base.perCustomerLimit,
    itemIds: body.itemIds !== undefined ? listOf(body.itemIds) : base.itemIds,
    categoryIds: body.categoryIds !== undefined ? listOf(body.categoryIds) : base.categoryIds,
    isActive: body.isActive ?? base.isActive,
  };
}

/** Refuses terms that break a rule, a code another coupon has, or items and categories of another menu. */
async function checkTerms(
  trx: Database,
  restaurantId: number,
  terms: StoredTerms,
  existing?: { id: number; usedCount: number },
) {
  const [problem] = couponTermsProblems(
    {
      kind: terms.kind,
      value: terms.value,
      maxDiscount: terms.maxDiscountHalalas,
      minOrder: terms.minOrderHalalas,
      startsAt: terms.startsAt,
      endsAt: terms.endsAt,
      maxUses: terms.maxUses,
    },
    existing?.usedCount ?? 0,
  );
  if (problem) throw new AppError(PROBLEM_CODES[problem.rule], { used: existing?.usedCount ?? 0 });
  if (await couponCodeTaken(trx, restaurantId, terms.code, existing?.id))
    throw new AppError('COUPON_CODE_TAKEN');
  const itemIds = terms.itemIds ?? [];
  const categoryIds = terms.categoryIds ?? [];
  const own = await countOwnTargets(trx, restaurantId, { itemIds, categoryIds });
  if (own.items !== itemIds.length || own.categories !== categoryIds.length)
    throw new AppError('COUPON_TARGET_UNKNOWN');
}

async function viewOf(trx: Database, restaurantId: number, id: number): Promise<StaffCoupon> {
  const row = await findCouponWithUsage(trx, restaurantId, id);
  if (!row) throw new AppError('COUPON_NOT_FOUND');
  return couponView(row, new Date());
}

/** GET /api/staff/coupons */
export function listStaffCoupons(db: Database, staff: StaffPrincipal): Promise<StaffCouponsResponse['data']> {
  const restaurantId = restaurantOf(staff);
  return inTransaction(db, async (trx) => {
    const now = new Date();
    const rows = await listCouponsWithUsage(trx, restaurantId);
    return { coupons: rows.map((row) => couponView(row, now)), serverTime: now.toISOString() };
  });
}

const NO_TERMS: StoredTerms = {
  code: '',
  kind: 'percent',
  value: 0,
  maxDiscountHalalas: null,
  minOrderHalalas: null,
  startsAt: null,
  endsAt: null,
  maxUses: null,
  perCustomerLimit: null,
  itemIds: null,
  categoryIds: null,
  isActive: true,
};

const auditTerms = (t: StoredTerms) => ({
  ...t,
  startsAt: iso(t.startsAt),
  endsAt: iso(t.endsAt),
});

/** POST /api/staff/coupons: a new coupon, its terms checked as a whole; audited with them. */
export function createCoupon(
  db: Database,
  staff: StaffPrincipal,
  body: CreateCouponBody,
): Promise<StaffCoupon> {
  const restaurantId = restaurantOf(staff);
  return inTransaction(db, async (trx) => {
    const terms = storedFrom(body, NO_TERMS);
    await checkTerms(trx, restaurantId, terms);
    const id = await insertCoupon(trx, restaurantId, terms);
    await recordAudit(trx, {
      restaurantId,
      actorId: staff.id,
      action: 'coupon.created',
      subject: `coupon:${id}`,
      details: { after: auditTerms(terms) },
    });
    return viewOf(trx, restaurantId, id);
  });
}

/**
 * PATCH /api/staff/coupons/:id: changes some terms (pausing is `isActive: false`); the coupon as it would
 * be is checked as a whole, under its row lock (a checkout redeeming it meanwhile is counted). Audited with
 * the changed terms before and after. Another restaurant's coupon is not found.
 */
export function updateCoupon(
  db: Database,
  staff: StaffPrincipal,
  id: number,
  body: UpdateCouponBody,
): Promise<StaffCoupon> {
  const restaurantId = restaurantOf(staff);
  return inTransaction(db, async (trx) => {
    const row = await lockRestaurantCoupon(trx, restaurantId, id);
    if (!row) throw new AppError('COUPON_NOT_FOUND');
    const before: StoredTerms = { ...row };
    const after = storedFrom(body, before);
    await checkTerms(trx, restaurantId, after, { id, usedCount: row.usedCount });
    const changed = (Object.keys(after) as (keyof StoredTerms)[]).filter(
      (key) => JSON.stringify(after[key]) !== JSON.stringify(before[key]),
    );
    if (changed.length > 0) {
      await updateCouponRow(trx, id, after);
      const pick = (t: ReturnType<typeof auditTerms>) =>
        Object.fromEntries(changed.map((key) => [key, t[key]]));
      await recordAudit(trx, {
        restaurantId,
        actorId: staff.id,
        action: 'coupon.updated',
        subject: `coupon:${id}`,
        // The kind always: `value` is basis points for a percentage and halalas for a fixed amount.
        details: {
          code: after.code,
          kind: after.kind,
          before: pick(auditTerms(before)),
          after: pick(auditTerms(after)),
        },
      });
    }
    return viewOf(trx, restaurantId, id);
  });
}
