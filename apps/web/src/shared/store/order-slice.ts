import { addMoney, type Halalas, type OrderStatus, type TipChoice, tipAmount, ZERO } from '@sufra/domain';

/**
 * The domain's DEFAULT_SPLIT (store.test.ts keeps them equal). Not imported: the store is on every
 * first screen and the domain's split module pulls the whole error catalogue (ar + en) with it.
 */
export const DEFAULT_SPLIT = { totalPeople: 2, peopleYouPayFor: 1 } as const;

import type { PlaceOrderBody } from '@sufra/domain/contracts';
import { unsplitAmount } from '../bill-amounts';
import type { SliceCreator } from './types';

export interface OrderItemSummary {
  itemId: number;
  name: string;
  nameAr: string;
  price: Halalas;
  quantity: number;
}

export interface PaymentProgress {
  isFullyPaid: boolean;
  hasPartialPayments: boolean;
  paidAmount: Halalas;
  remainingAmount: Halalas;
  /** Held by payments in progress, and what a new payment may take now (bill − paid − reserved). */
  reservedAmount?: Halalas;
  availableAmount?: Halalas;
  progressPercentage: number;
  itemPayments: {
    itemIndex: number;
    paidShares: number;
    reservedShares?: number;
    sharedBy?: number;
    paidAmount?: Halalas;
  }[];
}

/** 'remaining': what is left of a split another phone started (paid through that pending payment). */
export type SplitType = 'evenly' | 'items' | 'custom' | 'remaining';

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

export const DEFAULT_SPLIT_PAYMENT: SplitPayment = {
  type: 'evenly',
  totalPeople: DEFAULT_SPLIT.totalPeople,
  peopleYouPayFor: DEFAULT_SPLIT.peopleYouPayFor,
  totalBill: ZERO,
  yourShare: ZERO,
  isActive: false,
  pendingPaymentId: null,
  selectedItems: [],
};

export interface OrderState {
  /** The order's public uuid (numeric ids never leave the server). */
  orderId: string | null;
  orderNumber: string | null;
  orderItems: OrderItemSummary[];
  orderTotal: Halalas;
  subtotal: Halalas;
  taxAmount: Halalas;
  discountAmount: Halalas;
  /** Stored as received from the server (spec section 4). */
  orderStatus: OrderStatus | null;
  createdAt: string | null;
  updatedAt: string | null;
  tipAmount: Halalas;
  /** The diner's tip choice; a percent tip follows the amount being paid (the server computes it alike). */
  tipChoice: TipChoice;
  finalAmount: Halalas;
  paymentAmount: Halalas;
  appliedCoupon: string | null;
  isConnectedToRealTime: boolean;
  lastStatusUpdate: string | null;
  isPlacingOrder: boolean;
  isLoadingOrderDetails: boolean;
  isLoadingPaymentProgress: boolean;
  notes: string;
  customerPhone: string | null;
  customerLanguage: 'ar' | 'en' | null;
  paymentProgress: PaymentProgress | null;
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
  orderItems: [],
  orderTotal: ZERO,
  subtotal: ZERO,
  taxAmount: ZERO,
  discountAmount: ZERO,
  orderStatus: null,
  createdAt: null,
  updatedAt: null,
  tipAmount: ZERO,
  tipChoice: { kind: 'none' },
  finalAmount: ZERO,
  paymentAmount: ZERO,
  appliedCoupon: null,
  isConnectedToRealTime: false,
  lastStatusUpdate: null,
  isPlacingOrder: false,
  isLoadingOrderDetails: false,
  isLoadingPaymentProgress: false,
  notes: '',
  customerPhone: null,
  customerLanguage: null,
  paymentProgress: null,
  splitPayment: DEFAULT_SPLIT_PAYMENT,
  pendingOrderRequest: null,
  payFirstPendingPaymentId: null,
};

export type PlacedOrder = Pick<
  OrderState,
  | 'orderId'
  | 'orderNumber'
  | 'orderItems'
  | 'orderTotal'
  | 'subtotal'
  | 'taxAmount'
  | 'discountAmount'
  | 'orderStatus'
  | 'createdAt'
  | 'updatedAt'
  | 'appliedCoupon'
>;

export interface OrderActions {
  /** Placing a full order: finalAmount = orderTotal + tip (spec section 4). */
  setPlacedOrder(order: PlacedOrder): void;
  setOrderStatus(status: OrderStatus, at?: string): void;
  /** A tip change recomputes finalAmount and paymentAmount. */
  setTip(tipAmount: Halalas): void;
  /** The tip selector: 10/15/20 % of what this diner pays, none, or an exact amount. */
  setTipChoice(choice: TipChoice): void;
  /**
   * The order whose bill this phone is paying (it may be another phone's order at the table). The same
   * order keeps the split and tip in progress; another order starts clean.
   */
  setBillOrder(order: PlacedOrder): void;
  /** After a completed payment: no split, no tip left over for the next one. */
  finishPayment(): void;
  setPaymentProgress(progress: PaymentProgress | null): void;
  /** Choosing a split cancels any existing split and starts this one. */
  startSplit(split: Omit<SplitPayment, 'isActive'>): void;
  /** Restores the remaining amount (partial payments) or the final amount. */
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

/**
 * What the diner pays before the tip: their split share; else, once anything is paid or held by a
 * payment in progress, what is still available; else the whole order.
 */
function baseAmount(order: OrderState): Halalas {
  return order.splitPayment.isActive ? order.splitPayment.yourShare : unsplitAmount(order);
}

function withAmounts(order: OrderState): OrderState {
  const base = baseAmount(order);
  // A percent tip is a share of what is paid now, so it moves with the split and the remaining amount.
  const tip = order.tipChoice.kind === 'percent' ? tipAmount(order.tipChoice, base) : order.tipAmount;
  return {
    ...order,
    tipAmount: tip,
    finalAmount: addMoney(order.orderTotal, tip),
    paymentAmount: addMoney(base, tip),
  };
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

function choiceFromAmount(amount: Halalas): TipChoice {
  return amount === 0 ? { kind: 'none' } : { kind: 'custom', amount };
}

export const createOrderSlice: SliceCreator<{ order: OrderState } & OrderActions> = (set) => ({
  order: DEFAULT_ORDER,
  setPlacedOrder: (placed) =>
    set((state) => ({
      order: withAmounts({
        ...state.order,
        ...placed,
        splitPayment: DEFAULT_SPLIT_PAYMENT,
        isPlacingOrder: false,
      }),
    })),
  setOrderStatus: (orderStatus, at) =>
    set((state) => ({
      order: { ...state.order, orderStatus, lastStatusUpdate: at ?? new Date().toISOString() },
    })),
  setTip: (tipAmount) =>
    set((state) => ({
      order: withAmounts({ ...state.order, tipAmount, tipChoice: choiceFromAmount(tipAmount) }),
    })),
  setTipChoice: (tipChoice) =>
    set((state) => ({
      order: withAmounts({ ...state.order, tipChoice, tipAmount: tipAmount(tipChoice, ZERO) }),
    })),
  setBillOrder: (bill) =>
    set((state) => {
      const same = state.order.orderId === bill.orderId;
      const fresh = same
        ? state.order
        : {
            ...state.order,
            splitPayment: DEFAULT_SPLIT_PAYMENT,
            tipChoice: DEFAULT_ORDER.tipChoice,
            tipAmount: ZERO,
            paymentProgress: null,
          };
      return { order: withAmounts({ ...fresh, ...bill }) };
    }),
  finishPayment: () =>
    set((state) => ({
      order: withAmounts({
        ...state.order,
        splitPayment: inactiveSplit(state.order.splitPayment),
        tipChoice: DEFAULT_ORDER.tipChoice,
        tipAmount: ZERO,
      }),
    })),
  setPaymentProgress: (paymentProgress) =>
    set((state) => ({ order: withAmounts({ ...state.order, paymentProgress }) })),
  startSplit: (split) =>
    set((state) => ({ order: withAmounts({ ...state.order, splitPayment: { ...split, isActive: true } }) })),
  clearSplit: () =>
    set((state) => ({
      order: withAmounts({ ...state.order, splitPayment: inactiveSplit(state.order.splitPayment) }),
    })),
  setPlacingOrder: (isPlacingOrder) => set((state) => ({ order: { ...state.order, isPlacingOrder } })),
  setCustomerPhone: (customerPhone, customerLanguage) =>
    set((state) => ({ order: { ...state.order, customerPhone, customerLanguage } })),
  setPendingOrderRequest: (pendingOrderRequest) =>
    set((state) => ({ order: { ...state.order, pendingOrderRequest } })),
  startPayFirst: (payFirstPendingPaymentId, pendingOrderRequest) =>
    set((state) => ({
      order: withAmounts({
        ...state.order,
        payFirstPendingPaymentId,
        pendingOrderRequest,
        tipChoice: DEFAULT_ORDER.tipChoice,
        tipAmount: ZERO,
      }),
    })),
  endPayFirst: () =>
    set((state) => ({
      order: { ...state.order, payFirstPendingPaymentId: null, pendingOrderRequest: null },
    })),
  clearOrder: () => set({ order: DEFAULT_ORDER }),
});
