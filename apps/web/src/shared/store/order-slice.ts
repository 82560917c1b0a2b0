import { addMoney, DEFAULT_SPLIT, type Halalas, type OrderStatus, ZERO } from '@sufra/domain';
import type { PlaceOrderBody } from '@sufra/domain/contracts';
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
  progressPercentage: number;
  itemPayments: { itemIndex: number; paidShares: number }[];
}

export type SplitType = 'evenly' | 'items' | 'custom';

export interface SplitPayment {
  type: SplitType;
  totalPeople: number;
  peopleYouPayFor: number;
  totalBill: Halalas;
  yourShare: Halalas;
  isActive: boolean;
  pendingPaymentId: number | null;
  selectedItems: number[];
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
  setPaymentProgress(progress: PaymentProgress | null): void;
  /** Choosing a split cancels any existing split and starts this one. */
  startSplit(split: Omit<SplitPayment, 'isActive'>): void;
  /** Restores the remaining amount (partial payments) or the final amount. */
  clearSplit(): void;
  setPlacingOrder(isPlacingOrder: boolean): void;
  setCustomerPhone(phone: string | null, language: 'ar' | 'en' | null): void;
  setPendingOrderRequest(request: PlaceOrderBody | null): void;
  clearOrder(): void;
}

/** What the diner pays before the tip: their split share, else what remains, else the whole order. */
function baseAmount(order: OrderState): Halalas {
  if (order.splitPayment.isActive) return order.splitPayment.yourShare;
  if (order.paymentProgress?.hasPartialPayments) return order.paymentProgress.remainingAmount;
  return order.orderTotal;
}

function withAmounts(order: OrderState): OrderState {
  return {
    ...order,
    finalAmount: addMoney(order.orderTotal, order.tipAmount),
    paymentAmount: addMoney(baseAmount(order), order.tipAmount),
  };
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
  setTip: (tipAmount) => set((state) => ({ order: withAmounts({ ...state.order, tipAmount }) })),
  setPaymentProgress: (paymentProgress) =>
    set((state) => ({ order: withAmounts({ ...state.order, paymentProgress }) })),
  startSplit: (split) =>
    set((state) => ({ order: withAmounts({ ...state.order, splitPayment: { ...split, isActive: true } }) })),
  clearSplit: () =>
    set((state) => ({ order: withAmounts({ ...state.order, splitPayment: DEFAULT_SPLIT_PAYMENT }) })),
  setPlacingOrder: (isPlacingOrder) => set((state) => ({ order: { ...state.order, isPlacingOrder } })),
  setCustomerPhone: (customerPhone, customerLanguage) =>
    set((state) => ({ order: { ...state.order, customerPhone, customerLanguage } })),
  setPendingOrderRequest: (pendingOrderRequest) =>
    set((state) => ({ order: { ...state.order, pendingOrderRequest } })),
  clearOrder: () => set({ order: DEFAULT_ORDER }),
});
