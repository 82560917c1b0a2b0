import {
  AppError,
  evenShare,
  formatAmount,
  type Halalas,
  halalas,
  isTipAllowed,
  maxTip,
  parseAmount,
  perItemShare,
  type SplitValidation,
  tipAmount,
  validateCustomSplit,
  ZERO,
} from '@sufra/domain';
import type { PaymentChoice } from '@sufra/domain/contracts';

/** What the order's bill looks like to a new payment, read under the order's row lock. */
export interface BillState {
  bill: Halalas;
  /** completed/authorized money */
  paid: Halalas;
  /** pending payments whose reservation has not expired */
  reserved: Halalas;
  /** live payments of even splits (amount, people they covered, split size) */
  evenLive: { amount: number; peoplePaidFor: number | null; splitTotalPeople: number | null }[];
  items: ItemState[];
}

export interface ItemState {
  index: number;
  orderItemId: number;
  lineTotal: Halalas;
  /** fixed by the line's first live share; null when nobody pays the line yet */
  sharedBy: number | null;
  paidShares: number;
  reservedShares: number;
  paidAmount: Halalas;
}

export interface ComputedShare {
  amount: Halalas;
  tip: Halalas;
  allocations: { orderItemId: number; sharedBy: number; amountHalalas: number }[];
  peoplePaidFor: number | null;
  splitTotalPeople: number | null;
}

export function availableOf(s: BillState): Halalas {
  return halalas(Math.max(0, s.bill - s.paid - s.reserved));
}

function ok(result: SplitValidation): Halalas {
  if (!result.ok) throw new AppError(result.code);
  return result.amount;
}

/**
 * Even split: the people already covered by live even payments of the same split size are taken off;
 * the payer who covers the last people pays everything still available (the bill closes to the halala).
 * The base is the bill minus what other kinds of payments took (they were settled outside the split).
 */
function evenAmount(choice: PaymentChoice, s: BillState, available: Halalas): Halalas {
  const { totalPeople, peopleYouPayFor } = choice;
  if (totalPeople === undefined || peopleYouPayFor === undefined || peopleYouPayFor > totalPeople)
    throw new AppError('SPLIT_INVALID');
  const sameSplit = s.evenLive.filter((p) => p.splitTotalPeople === totalPeople);
  const covered = sameSplit.reduce((n, p) => n + (p.peoplePaidFor ?? 1), 0);
  if (covered + peopleYouPayFor > totalPeople) throw new AppError('SPLIT_INVALID', { totalPeople });
  if (covered + peopleYouPayFor === totalPeople) return available;
  const others = s.paid + s.reserved - sameSplit.reduce((n, p) => n + p.amount, 0);
  const share = evenShare(halalas(Math.max(0, s.bill - others)), totalPeople, peopleYouPayFor);
  if (share > available) throw new AppError('AMOUNT_EXCEEDS_BILL');
  return share;
}

function perItem(choice: PaymentChoice, s: BillState, available: Halalas) {
  const indexes = [...new Set(choice.itemIndexes ?? [])];
  if (indexes.length === 0) throw new AppError('SPLIT_ITEMS_REQUIRED');
  const asked = new Map((choice.itemShares ?? []).map((x) => [x.index, x.sharedBy]));
  const allocations: ComputedShare['allocations'] = [];
  for (const index of indexes) {
    const item = s.items.find((i) => i.index === index);
    if (!item) throw new AppError('SPLIT_INVALID');
    const sharedBy = item.sharedBy ?? asked.get(index) ?? 1;
    const share = ok(
      perItemShare(
        [{ index, lineTotal: item.lineTotal, sharedBy, paidShares: item.paidShares + item.reservedShares }],
        [index],
      ),
    );
    allocations.push({ orderItemId: item.orderItemId, sharedBy, amountHalalas: share });
  }
  const amount = halalas(allocations.reduce((n, a) => n + a.amountHalalas, 0));
  if (amount > available) throw new AppError('AMOUNT_EXCEEDS_BILL');
  return { amount, allocations };
}

function tipOf(choice: PaymentChoice, share: Halalas): Halalas {
  const { tip } = choice;
  if (tip.kind === 'none') return ZERO;
  if (tip.kind === 'percent') return tipAmount(tip, share);
  const amount = parseAmount(tip.amount);
  if (amount === null) throw new AppError('AMOUNT_INVALID');
  if (!isTipAllowed(amount, share)) throw new AppError('TIP_TOO_HIGH', { max: formatAmount(maxTip(share)) });
  return amount;
}

/** The share a choice pays now, from the server's own numbers. Throws the spec's error codes. */
export function computeShare(choice: PaymentChoice, s: BillState): ComputedShare {
  if (s.paid >= s.bill) throw new AppError('ORDER_ALREADY_PAID');
  const available = availableOf(s);
  if (available <= 0) throw new AppError('NO_REMAINING_PAYMENTS');
  let amount: Halalas;
  let allocations: ComputedShare['allocations'] = [];
  switch (choice.mode) {
    case 'full':
      if (s.paid > 0 || s.reserved > 0) throw new AppError('AMOUNT_EXCEEDS_BILL');
      amount = s.bill;
      break;
    case 'remaining':
      amount = available;
      break;
    case 'evenly':
      amount = evenAmount(choice, s, available);
      break;
    case 'per_item':
      ({ amount, allocations } = perItem(choice, s, available));
      break;
    case 'custom':
      amount = ok(validateCustomSplit(choice.customAmount ?? '', available));
      break;
  }
  if (amount <= 0) throw new AppError('AMOUNT_INVALID');
  const even = choice.mode === 'evenly';
  return {
    amount,
    tip: tipOf(choice, amount),
    allocations,
    peoplePaidFor: even ? (choice.peopleYouPayFor ?? null) : null,
    splitTotalPeople: even ? (choice.totalPeople ?? null) : null,
  };
}
