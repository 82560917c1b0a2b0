import type { StaffTable, StaffTableDetail, StaffTablePayment, WaiterCall } from '@sufra/domain/contracts';

/** A service at Najd House at 19:30 (server time), shaped like GET /api/staff/tables answers it. */
export const SERVER_TIME = '2026-11-24T19:30:00.000Z';
const minutesAgo = (m: number) => new Date(Date.parse(SERVER_TIME) - m * 60_000).toISOString();

const bill = (total: number, paid: number, inProgress = 0) => ({
  total,
  paid,
  remaining: total - paid,
  inProgress,
});

export function waiterCall(id: number, tableNumber: number, waitedMinutes: number, reason = ''): WaiterCall {
  return {
    id,
    tableNumber,
    status: 'open',
    reason,
    createdAt: minutesAgo(waitedMinutes),
    acknowledgedAt: null,
  };
}

export function floorTable(number: number, over: Partial<StaffTable> = {}): StaffTable {
  return {
    number,
    capacity: 4,
    status: 'active',
    state: 'free',
    since: null,
    orderCount: 0,
    bill: bill(0, 0),
    pendingSplitCount: 0,
    waiterCalls: [],
    ...over,
  };
}

/** Table 4: two orders, 120.00 SAR, 40.00 paid by a diner's card share; table 7 calls; table 2 eats. */
export const FLOOR: StaffTable[] = [
  floorTable(1),
  floorTable(2, { state: 'eating', since: minutesAgo(35), orderCount: 1, bill: bill(9000, 0) }),
  floorTable(3, { state: 'paid', since: minutesAgo(70), orderCount: 1, bill: bill(5750, 5750) }),
  floorTable(4, {
    state: 'partially_paid',
    since: minutesAgo(50),
    orderCount: 2,
    bill: bill(12000, 4000),
    pendingSplitCount: 1,
  }),
  floorTable(7, { capacity: 2, waiterCalls: [waiterCall(31, 7, 4, 'More water please')] }),
];

const item = (index: number, name: string, nameAr: string, quantity: number, unitPrice: number) => ({
  index,
  itemId: index + 10,
  name,
  nameAr,
  unitPrice,
  quantity,
  options: [],
  specialInstructions: '',
  lineTotal: unitPrice * quantity,
});

function order(id: string, orderNumber: number, total: number, paid: number, status: 'preparing' | 'ready') {
  return {
    id,
    restaurantId: 1,
    orderNumber,
    status,
    orderType: 'table' as const,
    tableNumber: 4,
    items:
      orderNumber === 41
        ? [item(0, 'Lamb kabsa', 'كبسة لحم', 1, 6500), item(1, 'Mint lemonade', 'ليمون بالنعناع', 1, 1500)]
        : [item(0, 'Chicken mandi', 'مندي دجاج', 1, 4000)],
    itemCount: orderNumber === 41 ? 2 : 1,
    subtotal: total,
    taxAmount: 0,
    discountAmount: 0,
    tipAmount: 0,
    tipsPaid: 0,
    total,
    paidAmount: paid,
    refundedAmount: 0,
    creditNotes: [],
    appliedCoupon: null,
    estimatedMinutes: null,
    paymentStatus: paid === 0 ? ('unpaid' as const) : ('partially_paid' as const),
    notes: '',
    language: 'ar' as const,
    version: 3,
    createdAt: minutesAgo(orderNumber === 41 ? 50 : 20),
    updatedAt: minutesAgo(5),
    placedBy: orderNumber === 42 ? { id: 7, name: 'Sara' } : null,
    remainingAmount: total - paid,
    inProgressAmount: 0,
  };
}

export const CARD_SHARE: StaffTablePayment = {
  id: '6b1f3c52-6f55-4c1e-9c56-0d1a6d3e2a11',
  kind: 'split_share',
  method: 'apple_pay',
  status: 'completed',
  mode: 'evenly',
  amount: 4000,
  tip: 500,
  total: 4500,
  createdAt: minutesAgo(12),
  paidAt: minutesAgo(12),
  orders: [{ id: '0b6e1d9a-3c4f-4b8e-9a57-2f6c8d1e4a01', orderNumber: 41, amount: 4000 }],
  invoice: { id: 'c1d2e3f4-a5b6-4c7d-8e9f-0a1b2c3d4e5f', number: 1187 },
  creditNotes: [],
  refund: null,
  recordedBy: null,
};

export const TABLE_4: StaffTableDetail = {
  ...(FLOOR[3] as StaffTable),
  orders: [
    order('0b6e1d9a-3c4f-4b8e-9a57-2f6c8d1e4a01', 41, 8000, 4000, 'ready'),
    order('9d2c7b6a-1e3f-4a5b-8c9d-0e1f2a3b4c02', 42, 4000, 0, 'preparing'),
  ],
  payments: [CARD_SHARE],
  pendingSplits: [],
};

/** The cash payment staff record for what remains of table 4 (80.00 SAR), with the invoice it issued. */
export function cashPayment(amount: number, invoiceNumber: number): StaffTablePayment {
  return {
    ...CARD_SHARE,
    id: '7e8f9a0b-1c2d-4e3f-8a4b-5c6d7e8f9a03',
    kind: 'at_restaurant',
    method: 'cash',
    mode: null,
    amount,
    tip: 0,
    total: amount,
    invoice: { id: 'a9b8c7d6-e5f4-4a3b-9c2d-1e0f9a8b7c04', number: invoiceNumber },
    recordedBy: { id: 3, name: 'Sara Al-Otaibi' },
  };
}
