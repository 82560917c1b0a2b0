import {
  COUPON_CODE_PATTERN,
  couponTermsProblems,
  formatAmount,
  type Halalas,
  MAX_COUPON_TARGETS,
  MAX_COUPON_USES,
  MAX_COUPON_USES_PER_CUSTOMER,
  parseAmount,
} from '@sufra/domain';
import type { CreateCouponBody, StaffCoupon, UpdateCouponBody } from '@sufra/domain/contracts';
import type { ErrorCode } from '@sufra/domain/error-codes';
import { parseCount } from './count';
import { formatPercent, parsePercent } from './percent';
import { isoToRiyadhInput, riyadhInputToIso } from './riyadh-time';

/** The editor's fields as typed (text, so nothing is rounded before it is read). */
export interface CouponForm {
  code: string;
  kind: 'percent' | 'fixed';
  /** In % for a percent coupon ('12.5'), in SAR for a fixed one ('5.00'). */
  value: string;
  /** SAR, percent coupons only. */
  maxDiscount: string;
  minOrder: string;
  /** datetime-local values, Riyadh time. */
  startsAt: string;
  endsAt: string;
  maxUses: string;
  perCustomerLimit: string;
  /** Everything on the menu, or only the chosen items and categories. */
  scope: 'all' | 'chosen';
  itemIds: number[];
  categoryIds: number[];
  isActive: boolean;
}

export type FormField =
  | 'code'
  | 'value'
  | 'maxDiscount'
  | 'minOrder'
  | 'startsAt'
  | 'endsAt'
  | 'maxUses'
  | 'perCustomerLimit'
  | 'targets';

/** A problem the form finds itself (its text in coupons.json), or one of the domain's rules (its error text). */
export type FormProblem =
  | { text: 'required' | 'codeShape' | 'unreadableAmount' | 'unreadablePercent' | 'positive' }
  | { text: 'notWhole' | 'unreadableTime' | 'noTargets' }
  | { text: 'tooMany'; max: number }
  | { code: ErrorCode; params?: Record<string, number> };

type FormProblems = Partial<Record<FormField, FormProblem>>;

export const emptyCouponForm = (): CouponForm => ({
  code: '',
  kind: 'percent',
  value: '',
  maxDiscount: '',
  minOrder: '',
  startsAt: '',
  endsAt: '',
  maxUses: '',
  perCustomerLimit: '',
  scope: 'all',
  itemIds: [],
  categoryIds: [],
  isActive: true,
});

const amountText = (amount: number | null) => (amount === null ? '' : formatAmount(amount as Halalas));
const countText = (count: number | null) => (count === null ? '' : String(count));

/** A coupon's terms as the editor shows them. */
export function formOf(coupon: StaffCoupon): CouponForm {
  const chosen = coupon.itemIds.length > 0 || coupon.categoryIds.length > 0;
  return {
    code: coupon.code,
    kind: coupon.kind,
    value: coupon.kind === 'percent' ? formatPercent(coupon.value) : amountText(coupon.value),
    maxDiscount: amountText(coupon.maxDiscount),
    minOrder: amountText(coupon.minOrder),
    startsAt: coupon.startsAt ? isoToRiyadhInput(coupon.startsAt) : '',
    endsAt: coupon.endsAt ? isoToRiyadhInput(coupon.endsAt) : '',
    maxUses: countText(coupon.maxUses),
    perCustomerLimit: countText(coupon.perCustomerLimit),
    scope: chosen ? 'chosen' : 'all',
    itemIds: [...coupon.itemIds].sort((a, b) => a - b),
    categoryIds: [...coupon.categoryIds].sort((a, b) => a - b),
    isActive: coupon.isActive,
  };
}

/** Upper-case as typed: diners' codes are compared upper-case, so the editor shows what is stored. */
export const typedCode = (input: string) => input.toUpperCase();

type Read<T> = { ok: true; value: T } | { ok: false; problem: FormProblem };
const ok = <T>(value: T): Read<T> => ({ ok: true, value });
const no = (problem: FormProblem): Read<never> => ({ ok: false, problem });

function optionalAmount(input: string): Read<number | null> {
  if (input.trim() === '') return ok(null);
  const amount = parseAmount(input);
  if (amount === null) return no({ text: 'unreadableAmount' });
  return amount === 0 ? no({ text: 'positive' }) : ok(amount);
}

function optionalCount(input: string, max: number): Read<number | null> {
  if (input.trim() === '') return ok(null);
  const count = parseCount(input);
  if (count === null) return no({ text: 'notWhole' });
  if (count === 0) return no({ text: 'positive' });
  return count > max ? no({ text: 'tooMany', max }) : ok(count);
}

function optionalTime(input: string): Read<string | null> {
  if (input.trim() === '') return ok(null);
  const iso = riyadhInputToIso(input);
  return iso === null ? no({ text: 'unreadableTime' }) : ok(iso);
}

function requiredValue(form: CouponForm): Read<number> {
  if (form.value.trim() === '') return no({ text: 'required' });
  const value = form.kind === 'percent' ? parsePercent(form.value) : parseAmount(form.value);
  if (value === null) return no({ text: form.kind === 'percent' ? 'unreadablePercent' : 'unreadableAmount' });
  return ok(value);
}

function code(form: CouponForm): Read<string> {
  const value = form.code.trim().toUpperCase();
  if (value === '') return no({ text: 'required' });
  return COUPON_CODE_PATTERN.test(value) ? ok(value) : no({ text: 'codeShape' });
}

const RULE_CODES = {
  percentRange: 'COUPON_PERCENT_RANGE',
  fixedRange: 'COUPON_FIXED_RANGE',
  onlyForPercent: 'COUPON_CAP_PERCENT_ONLY',
  endsBeforeStart: 'COUPON_ENDS_BEFORE_START',
  belowUses: 'COUPON_MAX_USES_BELOW_USED',
} as const satisfies Record<string, ErrorCode>;

export type CouponFormResult = { ok: true; terms: CreateCouponBody } | { ok: false; problems: FormProblems };

/**
 * Reads the form into the terms the server takes, or says what is wrong at each field: first what cannot be
 * read, then the domain's rules between fields (coupon-terms.ts, the server's own), so nothing is sent that
 * it would refuse for a reason the form can see. `usedCount`: the uses an edited coupon already has.
 */
export function readCouponForm(form: CouponForm, usedCount = 0): CouponFormResult {
  const fields = {
    code: code(form),
    value: requiredValue(form),
    maxDiscount: form.kind === 'percent' ? optionalAmount(form.maxDiscount) : ok(null),
    minOrder: optionalAmount(form.minOrder),
    startsAt: optionalTime(form.startsAt),
    endsAt: optionalTime(form.endsAt),
    maxUses: optionalCount(form.maxUses, MAX_COUPON_USES),
    perCustomerLimit: optionalCount(form.perCustomerLimit, MAX_COUPON_USES_PER_CUSTOMER),
  };
  const problems: FormProblems = {};
  for (const [field, read] of Object.entries(fields) as [FormField, Read<unknown>][])
    if (!read.ok) problems[field] = read.problem;

  const chosen = form.scope === 'chosen';
  const itemIds = chosen ? form.itemIds : [];
  const categoryIds = chosen ? form.categoryIds : [];
  if (chosen && itemIds.length + categoryIds.length === 0) problems.targets = { text: 'noTargets' };
  else if (itemIds.length > MAX_COUPON_TARGETS || categoryIds.length > MAX_COUPON_TARGETS)
    problems.targets = { text: 'tooMany', max: MAX_COUPON_TARGETS };

  const value = (read: Read<unknown>) => (read.ok ? read.value : null);
  const terms = {
    code: value(fields.code) as string,
    kind: form.kind,
    value: value(fields.value) as number,
    maxDiscount: value(fields.maxDiscount) as number | null,
    minOrder: value(fields.minOrder) as number | null,
    startsAt: value(fields.startsAt) as string | null,
    endsAt: value(fields.endsAt) as string | null,
    maxUses: value(fields.maxUses) as number | null,
    perCustomerLimit: value(fields.perCustomerLimit) as number | null,
    itemIds,
    categoryIds,
    isActive: form.isActive,
  };
  const rules = couponTermsProblems(
    {
      kind: terms.kind,
      // An unread value is already a problem of its own; the range rule would only repeat it.
      value: fields.value.ok ? terms.value : 1,
      maxDiscount: terms.maxDiscount,
      minOrder: terms.minOrder,
      startsAt: terms.startsAt ? new Date(terms.startsAt) : null,
      endsAt: terms.endsAt ? new Date(terms.endsAt) : null,
      maxUses: terms.maxUses,
    },
    usedCount,
  );
  for (const { field, rule } of rules)
    problems[field] ??= {
      code: RULE_CODES[rule],
      ...(rule === 'belowUses' ? { params: { used: usedCount } } : {}),
    };
  return Object.keys(problems).length > 0 ? { ok: false, problems } : { ok: true, terms };
}

const sameIds = (a: number[], b: number[]) =>
  a.length === b.length &&
  [...a].sort((x, y) => x - y).every((id, i) => id === [...b].sort((x, y) => x - y)[i]);

/**
 * What an edit changes, field by field against the coupon as it was shown (a PATCH sends only these, so
 * the audit log says exactly what changed). A change of kind re-sends the value and its cap: their meaning
 * changed with it. Empty when nothing changed.
 */
export function changedTerms(
  before: CouponForm,
  after: CouponForm,
  terms: CreateCouponBody,
): UpdateCouponBody {
  const change: UpdateCouponBody = {};
  const kindChanged = before.kind !== after.kind;
  if (before.code.trim().toUpperCase() !== terms.code) change.code = terms.code;
  if (kindChanged) change.kind = terms.kind;
  if (kindChanged || before.value !== after.value) change.value = terms.value;
  if (kindChanged || before.maxDiscount !== after.maxDiscount) change.maxDiscount = terms.maxDiscount;
  if (before.minOrder !== after.minOrder) change.minOrder = terms.minOrder;
  if (before.startsAt !== after.startsAt) change.startsAt = terms.startsAt;
  if (before.endsAt !== after.endsAt) change.endsAt = terms.endsAt;
  if (before.maxUses !== after.maxUses) change.maxUses = terms.maxUses;
  if (before.perCustomerLimit !== after.perCustomerLimit) change.perCustomerLimit = terms.perCustomerLimit;
  const targetsBefore = before.scope === 'chosen' ? before : { itemIds: [], categoryIds: [] };
  if (!sameIds(targetsBefore.itemIds, terms.itemIds)) change.itemIds = terms.itemIds;
  if (!sameIds(targetsBefore.categoryIds, terms.categoryIds)) change.categoryIds = terms.categoryIds;
  if (before.isActive !== after.isActive) change.isActive = terms.isActive;
  return change;
}
