import { halalas } from '@sufra/domain';
import { useStore } from '../shared/store';
import { NAJD } from './render';

export const HASH = 'h4h4h4h4h4h4h4h4h4h4h4';
export const ORDER_ID = '5b0d7c1e-8a43-4c1e-9a55-0f3b2b1c9d10';

/** A dine-in cart: 2 × Chicken Kabsa with Mandi rice (45.00 + 3.00). */
export function tableCart(options: { requirePaymentBeforeOrder?: boolean } = {}) {
  const s = useStore.getState();
  s.setTableSession({
    restaurant: { ...NAJD, requirePaymentBeforeOrder: options.requirePaymentBeforeOrder ?? false },
    tableNumber: 4,
    tableHash: HASH,
  });
  s.addCartItem(
    {
      itemId: 7,
      unitPrice: halalas(4500),
      quantity: 2,
      selectedOptions: [{ groupId: 1, optionId: 12, price: halalas(300), quantity: 1 }],
      specialInstructions: '',
    },
    {
      name: 'Chicken Kabsa',
      nameAr: 'كبسة دجاج',
      photo: null,
      options: { 12: { name: 'Mandi rice', nameAr: 'أرز مندي' } },
    },
  );
}

/** An order as GET/POST answer it (contracts OrderSummary). */
export function orderSummary(overrides: Record<string, unknown> = {}) {
  return {
    id: ORDER_ID,
    restaurantId: 1,
    orderNumber: 12,
    status: 'pending',
    orderType: 'table',
    tableNumber: 4,
    items: [
      {
        index: 0,
        itemId: 7,
        name: 'Chicken Kabsa',
        nameAr: 'كبسة دجاج',
        unitPrice: 4500,
        quantity: 2,
        options: [
          {
            groupId: 1,
            optionId: 12,
            groupName: 'Choose rice',
            groupNameAr: 'اختر الأرز',
            name: 'Mandi rice',
            nameAr: 'أرز مندي',
            price: 300,
            quantity: 1,
          },
        ],
        specialInstructions: '',
        lineTotal: 9600,
      },
    ],
    itemCount: 2,
    subtotal: 9600,
    taxAmount: 1127,
    discountAmount: 960,
    tipAmount: 0,
    tipsPaid: 0,
    total: 8640,
    paidAmount: 0,
    refundedAmount: 0,
    creditNotes: [],
    appliedCoupon: { code: 'WELCOME10', discount: 960 },
    estimatedMinutes: 17,
    paymentStatus: 'unpaid',
    notes: '',
    language: 'en',
    version: 1,
    createdAt: '2026-11-21T18:00:00.000Z',
    updatedAt: '2026-11-21T18:00:00.000Z',
    ...overrides,
  };
}
