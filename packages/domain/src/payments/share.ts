import type { PaymentChoice } from '../contracts/payments';
import { AppError } from '../errors';
import { formatAmount, type Halalas, halalas, parseAmount, ZERO } from '../money/money';
import { type FixedEvenSplit, fixedEvenShare } from '../split/fixed-even-split';
import { perItemShare, type SplitValidation, validateCustomSplit } from '../split/split';
import { isTipAllowed, maxTip, tipAmount } from '../tip/tip';

/*
 * A payment's share of an order's bill, against the money already paid and the money reserved by
 * pending payments. Pure: the server loads the BillState under the order's row lock and calls this.
 */

/** What the order's bill looks like to a new payment, read under the order's row lock. */
export interface BillState {
  bill: Halalas;
  /** completed/authorized money */
  paid: Halalas;
  /** pending payments whose reservation has not expired */
  reserved: Halalas;
  /** live payments of even splits, oldest first (amount, people they covered, split size, split base) */
  evenLive: {
    amount: number;
    peoplePaidFor: number | null;
    splitTotalPeople: number | null;
    splitBase?: number | null;
  }[];
  /** a shared split's even split, fixed when the split was created (its shares are the evenLive ones) */
  evenSplit?: FixedEvenSplit;
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
  /** evenly: the split's fixed base (stored on the payment, so the next share finds it) */
  splitBase: Halalas | null;
}

export function availableOf(s: BillState): Halalas {
  return halalas(Math.max(0, s.bill - s.paid - s.reserved));
}

function ok(result: SplitValidation): Halalas {
  if (!result.ok) throw new AppError(result.code);
  return result.amount;
}

/**
 * Even split, fixed once it exists (issue 8 item 2; domain fixedEvenShare): a shared split's base is the
 * one stored when it was created; without a shared split, the base recorded by the split's first live
 * share, else what the bill leaves to share now. Live shares of the same split are taken off; lapsed or
 * abandoned ones simply stop counting, and nobody else's share moves. The share that covers the last
 * people closes the split (the rounding remainder); if money paid outside the split leaves less than
 * that, it takes what is left.
 */
function evenAmount(
  choice: PaymentChoice,
  s: BillState,
  available: Halalas,
): { amount: Halalas; base: Halalas } {
  const { totalPeople, peopleYouPayFor } = choice;
  if (totalPeople === undefined || peopleYouPayFor === undefined || peopleYouPayFor > totalPeople)
    throw new AppError('SPLIT_INVALID');
  const sameSplit = s.evenLive.filter((p) => p.splitTotalPeople === totalPeople);
  const held = sameSplit.map((p) => ({ people: p.peoplePaidFor ?? 1, amount: halalas(p.amount) }));
  const recorded = sameSplit.find((p) => p.splitBase !== null && p.splitBase !== undefined)?.splitBase;
  // A split nobody holds a share of starts on what remains unpaid (reservations elsewhere may lapse).
  // Shares made before migration 0014 carry no base: the bill minus what other payments hold.
  const others = s.paid + s.reserved - sameSplit.reduce((n, p) => n + p.amount, 0);
  const unrecorded = sameSplit.length === 0 ? s.bill - s.paid : s.bill - others;
  const base =
    s.evenSplit?.totalPeople === totalPeople
      ? s.evenSplit.base
      : halalas(recorded ?? Math.max(0, unrecorded));
  const share = fixedEvenShare({ base, totalPeople }, held, peopleYouPayFor);
  const closes = held.reduce((n, h) => n + h.people, 0) + peopleYouPayFor === totalPeople;
  if (share > available) {
    if (!closes) throw new AppError('AMOUNT_EXCEEDS_BILL');
    return { amount: available, base };
  }
  return { amount: share, base };
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
  let splitBase: Halalas | null = null;
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
      ({ amount, base: splitBase } = evenAmount(choice, s, available));
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
    splitBase,
  };
}
