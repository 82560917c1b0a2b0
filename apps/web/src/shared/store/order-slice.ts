import { type Halalas, type TipChoice, ZERO } from '@sufra/domain';

/**
 * The domain's DEFAULT_SPLIT (store.test.ts keeps them equal). Not imported: the store is on every
 * first screen and the domain's split module pulls the whole error catalogue (ar + en) with it.
 */
export const DEFAULT_SPLIT = { totalPeople: 2, peopleYouPayFor: 1 } as const;

import type { PlaceOrderBody } from '@sufra/domain/contracts';
import type { SliceCreator } from './types';

/** 'remaining': what is left of a split another phone started (paid through that pending payment). */
type SplitType = 'evenly' | 'items' | 'custom' | 'remaining';

export interface SplitPayment {
  type: SplitType;
  totalPeople: number;
  peopleYouPayFor: number;
  totalBill: Halalas;
  yourShare: Halalas;
  isActive: boolean;
  /**
   * The shared split (pending payment, public uuid) this phone pays a share of. It outlives `isActive`:
   * after paying a share (or dropping the split on this phone) the phone still holds the table's split,
   * so choosing the same split again reuses it instead of cancelling it for everyone.
   */
  pendingPaymentId: string | null;
  selectedItems: number[];
  /** Per-item split: how many payers share each selected line (absent = 1, the whole line). */
  itemShares?: { index: number; sharedBy: number }[];
}

const DEFAULT_SPLIT_PAYMENT: SplitPayment = {
  type: 'evenly',
  totalPeople: DEFAULT_SPLIT.totalPeople,
  peopleYouPayFor: DEFAULT_SPLIT.peopleYouPayFor,
  totalBill: ZERO,
  yourShare: ZERO,
  isActive: false,
  pendingPaymentId: null,
  selectedItems: [],
};

/**
 * What this phone owns about the order it follows and pays. The order itself (items, totals, status)
 * and its payment progress are server data: they stay in TanStack Query (`useOrder`, the bill's
 * progress query) and the amounts to pay are derived from them (`shared/bill-amounts.ts`).
 */
export interface OrderState {
  /** The order's public uuid (numeric ids never leave the server): the order this phone follows and pays. */
  orderId: string | null;
  /** Its number, as the server gave it (it never changes): said on the success and rating screens. */
  orderNumber: string | null;
  /** The diner's tip choice; a percent tip follows the amount being paid (the server computes it alike). */
  tipChoice: TipChoice;
  isConnectedToRealTime: boolean;
  isPlacingOrder: boolean;
  notes: string;
  customerPhone: string | null;
  customerLanguage: 'ar' | 'en' | null;
  splitPayment: SplitPayment;
  /**
   * Pay before order (spec section 1): the cart's order request, handed to the payment flow, which
   * creates the order once the payment succeeds. Never priced here: the server prices it.
   */
  pendingOrderRequest: PlaceOrderBody | null;
  /** Pay before order: the pending payment carrying the cart (public uuid), until its order exists. */
  payFirstPendingPaymentId: string | null;
}

export const DEFAULT_ORDER: OrderState = {
  orderId: null,
  orderNumber: null,
  tipChoice: { kind: 'none' },
  isConnectedToRealTime: false,
  isPlacingOrder: false,
  notes: '',
  customerPhone: null,
  customerLanguage: null,
  splitPayment: DEFAULT_SPLIT_PAYMENT,
  pendingOrderRequest: null,
  payFirstPendingPaymentId: null,
};

/** The order a phone follows: which one, and its number. */
export type PlacedOrder = Pick<OrderState, 'orderId' | 'orderNumber'>;

export interface OrderActions {
  /** This phone placed the order: its screens follow it, with no split in progress. */
  setPlacedOrder(order: PlacedOrder): void;
  /** The tip selector: 10/15/20 % of what this diner pays, none, or an exact amount. */
  setTipChoice(choice: TipChoice): void;
  /**
   * The order whose bill this phone is paying (it may be another phone's order at the table). The same
   * order keeps the split and tip in progress; another order starts clean.
   */
  setBillOrder(order: PlacedOrder): void;
  /** After a completed payment: no split, no tip left over for the next one. */
  finishPayment(): void;
  /** Choosing a split cancels any existing split and starts this one. */
  startSplit(split: Omit<SplitPayment, 'isActive'>): void;
  /** Back to paying without a split (the remaining or whole amount: `unsplitAmount`). */
  clearSplit(): void;
  setPlacingOrder(isPlacingOrder: boolean): void;
  setCustomerPhone(phone: string | null, language: 'ar' | 'en' | null): void;
  setPendingOrderRequest(request: PlaceOrderBody | null): void;
  /** Pay before order: the server holds the cart as this pending payment; the payment flow pays it. */
  startPayFirst(pendingPaymentId: string, request: PlaceOrderBody | null): void;
  /** The order exists (or the diner gave up): nothing is being paid before ordering any more. */
  endPayFirst(): void;
  clearOrder(): void;
}

/** No split on this phone's next payment, but still holding the table's shared split, if any. */
function inactiveSplit(split: SplitPayment): SplitPayment {
  if (split.pendingPaymentId === null) return DEFAULT_SPLIT_PAYMENT;
  return {
    ...DEFAULT_SPLIT_PAYMENT,
    type: split.type,
    totalPeople: split.totalPeople,
    pendingPaymentId: split.pendingPaymentId,
  };
}

const NO_TIP: TipChoice = { kind: 'none' };

export const createOrderSlice: SliceCreator<{ order: OrderState } & OrderActions> = (set) => ({
  order: DEFAULT_ORDER,
  setPlacedOrder: ({ orderId, orderNumber }) =>
    set((state) => ({
      order: {
        ...state.order,
        orderId,
        orderNumber,
        splitPayment: DEFAULT_SPLIT_PAYMENT,
        isPlacingOrder: false,
      },
    })),
  setTipChoice: (tipChoice) => set((state) => ({ order: { ...state.order, tipChoice } })),
  setBillOrder: ({ orderId, orderNumber }) =>
    set((state) => {
      const same = state.order.orderId === orderId;
      if (same && state.order.orderNumber === orderNumber) return state;
      const fresh = same
        ? state.order
        : { ...state.order, splitPayment: DEFAULT_SPLIT_PAYMENT, tipChoice: NO_TIP };
      return { order: { ...fresh, orderId, orderNumber } };
    }),
  finishPayment: () =>
    set((state) => ({
      order: { ...state.order, splitPayment: inactiveSplit(state.order.splitPayment), tipChoice: NO_TIP },
    })),
  startSplit: (split) =>
    set((state) => ({ order: { ...state.order, splitPayment: { ...split, isActive: true } } })),
  clearSplit: () =>
    set((state) => ({ order: { ...state.order, splitPayment: inactiveSplit(state.order.splitPayment) } })),
  setPlacingOrder: (isPlacingOrder) => set((state) => ({ order: { ...state.order, isPlacingOrder } })),
  setCustomerPhone: (customerPhone, customerLanguage) =>
    set((state) => ({ order: { ...state.order, customerPhone, customerLanguage } })),
  setPendingOrderRequest: (pendingOrderRequest) =>
    set((state) => ({ order: { ...state.order, pendingOrderRequest } })),
  startPayFirst: (payFirstPendingPaymentId, pendingOrderRequest) =>
    set((state) => ({
      order: { ...state.order, payFirstPendingPaymentId, pendingOrderRequest, tipChoice: NO_TIP },
    })),
  endPayFirst: () =>
    set((state) => ({
      order: { ...state.order, payFirstPendingPaymentId: null, pendingOrderRequest: null },
    })),
  clearOrder: () => set({ order: DEFAULT_ORDER }),
});
