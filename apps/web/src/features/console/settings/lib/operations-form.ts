import { TABLE_CAPACITY_MAX, TABLE_CAPACITY_MIN } from '@sufra/domain';
import type { RestaurantOperations, SettingsOperationsBody } from '@sufra/domain/contracts';

/** The operations as the form holds them (numbers as typed). */
export interface OperationsForm {
  requirePaymentBeforeOrder: boolean;
  pricingMode: 'inclusive' | 'exclusive';
  defaultTableCapacity: string;
  maintenanceMode: boolean;
  maintenanceMessage: string;
  maintenanceMessageAr: string;
  warnMinutes: string;
  lateMinutes: string;
}
type OperationsProblem = 'capacityRange' | 'minutesRange' | 'lateAfterWarn';
export type OperationsProblems = Partial<
  Record<'defaultTableCapacity' | 'warnMinutes' | 'lateMinutes', OperationsProblem>
>;

/** The kitchen's bounds (contracts/kitchen.ts): warn 1–240, late 2–480 minutes. */
const WARN_MAX = 240;
const LATE_MAX = 480;

export function operationsFormOf(o: RestaurantOperations): OperationsForm {
  return {
    requirePaymentBeforeOrder: o.requirePaymentBeforeOrder,
    pricingMode: o.pricingMode,
    defaultTableCapacity: String(o.defaultTableCapacity),
    maintenanceMode: o.maintenanceMode,
    maintenanceMessage: o.maintenanceMessage,
    maintenanceMessageAr: o.maintenanceMessageAr,
    warnMinutes: String(o.kitchen.warnMinutes),
    lateMinutes: String(o.kitchen.lateMinutes),
  };
}

/** A whole number typed with Latin or Arabic-Indic digits, or null. */
function wholeNumber(value: string): number | null {
  const latin = value.trim().replace(/[٠-٩]/g, (d) => String(d.charCodeAt(0) - 0x0660));
  return /^\d{1,4}$/.test(latin) ? Number(latin) : null;
}

const within = (n: number | null, min: number, max: number) => n !== null && n >= min && n <= max;

export function operationsProblems(form: OperationsForm): OperationsProblems {
  const problems: OperationsProblems = {};
  if (!within(wholeNumber(form.defaultTableCapacity), TABLE_CAPACITY_MIN, TABLE_CAPACITY_MAX))
    problems.defaultTableCapacity = 'capacityRange';
  const warn = wholeNumber(form.warnMinutes);
  const late = wholeNumber(form.lateMinutes);
  if (!within(warn, 1, WARN_MAX)) problems.warnMinutes = 'minutesRange';
  if (!within(late, 2, LATE_MAX)) problems.lateMinutes = 'minutesRange';
  else if (warn !== null && late !== null && late <= warn) problems.lateMinutes = 'lateAfterWarn';
  return problems;
}

/** What changed (call after operationsProblems found none). */
export function changedOperations(original: OperationsForm, form: OperationsForm): SettingsOperationsBody {
  const body: SettingsOperationsBody = {};
  if (form.requirePaymentBeforeOrder !== original.requirePaymentBeforeOrder)
    body.requirePaymentBeforeOrder = form.requirePaymentBeforeOrder;
  if (form.pricingMode !== original.pricingMode) body.pricingMode = form.pricingMode;
  if (wholeNumber(form.defaultTableCapacity) !== wholeNumber(original.defaultTableCapacity))
    body.defaultTableCapacity = wholeNumber(form.defaultTableCapacity) ?? 0;
  if (form.maintenanceMode !== original.maintenanceMode) body.maintenanceMode = form.maintenanceMode;
  if (form.maintenanceMessage.trim() !== original.maintenanceMessage.trim())
    body.maintenanceMessage = form.maintenanceMessage;
  if (form.maintenanceMessageAr.trim() !== original.maintenanceMessageAr.trim())
    body.maintenanceMessageAr = form.maintenanceMessageAr;
  const warn = wholeNumber(form.warnMinutes);
  const late = wholeNumber(form.lateMinutes);
  if (warn !== wholeNumber(original.warnMinutes) || late !== wholeNumber(original.lateMinutes))
    body.kitchen = { warnMinutes: warn ?? 0, lateMinutes: late ?? 0 };
  return body;
}

export const TABLE_CAPACITY = { min: TABLE_CAPACITY_MIN, max: TABLE_CAPACITY_MAX };
export const KITCHEN_MAX = { warn: WARN_MAX, late: LATE_MAX };
