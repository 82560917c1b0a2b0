import { DEFAULT_SPLIT as DOMAIN_DEFAULT_SPLIT, halalas } from '@sufra/domain';
import { beforeEach, describe, expect, it } from 'vitest';
import { NAJD, resetStore } from '../../test/render';
import { useStore } from './index';
import { DEFAULT_ORDER, DEFAULT_SPLIT } from './order-slice';
import { DEFAULT_TABLE_CAPACITY } from './session-slice';

const s = () => useStore.getState();
const KABSA = { itemId: 7, unitPrice: halalas(4500), selectedOptions: [], specialInstructions: '' };
const DETAILS = { name: 'Kabsa', nameAr: 'كبسة', photo: null, options: {} };

beforeEach(resetStore);

describe('session', () => {
  it('a table session sets the table, clears the takeaway hash and starts the session', () => {
    s().setTakeawaySession({ restaurant: NAJD, takeawayHash: 'tk' });
    s().setTableSession({ restaurant: NAJD, tableNumber: 4, tableHash: 'h4' });
    expect(s().session).toMatchObject({
      restaurantId: 1,
      restaurantNameAr: 'بيت نجد',
      orderType: 'table',
      tableNumber: 4,
      tableHash: 'h4',
      takeawayHash: null,
      isSessionActive: true,
    });
    expect(s().session.sessionStartTime).toEqual(expect.any(Number));
  });

  it('a takeaway session clears the table and resets the capacity to the defaults', () => {
    const full = {
      capacity: 4,
      activeOrderCount: 4,
      availableCapacity: 0,
      canAcceptNewOrder: false,
      isAtCapacity: true,
    };
    s().setTableSession({ restaurant: NAJD, tableNumber: 4, tableHash: 'h4', tableCapacity: full });
    s().setTakeawaySession({ restaurant: NAJD, takeawayHash: 'tk' });
    expect(s().session).toMatchObject({
      orderType: 'takeaway',
      tableNumber: null,
      tableHash: null,
      takeawayHash: 'tk',
    });
    expect(s().session.tableCapacity).toEqual(DEFAULT_TABLE_CAPACITY);
  });

  it('no active table orders clears the active-order flag', () => {
    s().setTableSession({ restaurant: NAJD, tableNumber: 4, tableHash: 'h4', hasActiveTableOrder: true });
    s().setActiveTableOrders(0);
    expect(s().session.hasActiveTableOrder).toBe(false);
  });

  it('clearing restores the defaults and empties the cart (no restaurant context)', () => {
    s().setTableSession({ restaurant: NAJD, tableNumber: 4, tableHash: 'h4' });
    s().addCartItem(KABSA, DETAILS);
    s().clearSession();
    expect(s().session.restaurantId).toBeNull();
    expect(s().session.isSessionActive).toBe(false);
    expect(s().cart.items).toEqual([]);
  });
});

describe('cart', () => {
  beforeEach(() => s().setTableSession({ restaurant: NAJD, tableNumber: 4, tableHash: 'h4' }));

  it('merges identical lines and keeps totals in halalas', () => {
    s().addCartItem(KABSA, DETAILS);
    s().addCartItem({ ...KABSA, quantity: 2 }, DETAILS);
    expect(s().cart.items).toHaveLength(1);
    expect(s().cart.totalItems).toBe(3);
    expect(s().cart.totalPrice).toBe(13500);
    expect(s().cart.restaurantId).toBe(1);
  });

  it('refuses to add without a restaurant session', () => {
    s().clearSession();
    expect(s().addCartItem(KABSA, DETAILS)).toBe(false);
    expect(s().cart.items).toEqual([]);
  });

  it('decrementing at quantity 1 removes the line; quantity 0 removes too', () => {
    s().addCartItem(KABSA, DETAILS);
    s().addCartItem({ ...KABSA, itemId: 8 }, DETAILS);
    const [first, second] = s().cart.items.map((l) => JSON.stringify([l.itemId, [], '']));
    s().decrementCartItem(first!);
    expect(s().cart.items.map((l) => l.itemId)).toEqual([8]);
    s().setCartItemQuantity(second!, 0);
    expect(s().cart.items).toEqual([]);
    expect(s().cart.totalPrice).toBe(0);
  });

  it('is emptied when the restaurant changes', () => {
    s().addCartItem(KABSA, DETAILS);
    s().setTableSession({ restaurant: { ...NAJD, id: 2 }, tableNumber: 1, tableHash: 'x' });
    expect(s().cart.items).toEqual([]);
    expect(s().cart.restaurantId).toBe(2);
  });

  it('survives a new QR scan at the same restaurant', () => {
    s().addCartItem(KABSA, DETAILS);
    s().setTableSession({ restaurant: NAJD, tableNumber: 5, tableHash: 'h5' });
    expect(s().cart.totalItems).toBe(1);
  });

  it('"add to order" mode survives a cart emptied by the previous order and keeps its lines', () => {
    s().addCartItem(KABSA, DETAILS);
    s().clearCart();
    s().setAddToOrder({ orderId: '5b0d7c1e-8a43-4c1e-9a55-0f3b2b1c9d10', orderNumber: 2 });
    s().addCartItem(KABSA, DETAILS);
    expect(s().cart.addToOrder).toEqual({ orderId: '5b0d7c1e-8a43-4c1e-9a55-0f3b2b1c9d10', orderNumber: 2 });
    expect(s().cart.totalItems).toBe(1);
  });

  it('clearing the cart also clears its restaurant', () => {
    s().addCartItem(KABSA, DETAILS);
    s().clearCart();
    expect(s().cart.items).toEqual([]);
    expect(s().cart.restaurantId).toBeNull();
  });
});

describe('order', () => {
  const placed = { orderId: '5b0d7c1e-8a43-4c1e-9a55-0f3b2b1c9d10', orderNumber: '1001' };
  const split = {
    totalPeople: 2,
    peopleYouPayFor: 1,
    totalBill: halalas(10000),
    pendingPaymentId: null,
    selectedItems: [],
  };

  it('keeps which order this phone follows and its choices, never the bill itself', () => {
    s().setPlacedOrder(placed);
    s().setTipChoice({ kind: 'percent', percent: 15 });
    expect(Object.keys(s().order).sort()).toEqual(Object.keys(DEFAULT_ORDER).sort());
    expect(s().order).toMatchObject({ ...placed, tipChoice: { kind: 'percent', percent: 15 } });
    for (const mirror of ['orderTotal', 'paymentProgress', 'paymentAmount', 'finalAmount', 'tipAmount'])
      expect(s().order).not.toHaveProperty(mirror);
  });

  it('choosing a split replaces the previous one; clearing it leaves no split on the next payment', () => {
    s().setPlacedOrder(placed);
    s().startSplit({ ...split, type: 'evenly', yourShare: halalas(5000) });
    s().startSplit({ ...split, type: 'custom', yourShare: halalas(3000) });
    expect(s().order.splitPayment).toMatchObject({ type: 'custom', yourShare: 3000, isActive: true });
    s().clearSplit();
    expect(s().order.splitPayment.isActive).toBe(false);
  });

  it('clearing the order restores the defaults', () => {
    s().setPlacedOrder(placed);
    s().setTipChoice({ kind: 'custom', amount: halalas(500) });
    s().clearOrder();
    expect(s().order).toEqual(DEFAULT_ORDER);
  });
});

describe('ui and notifications', () => {
  it('RTL holds exactly when the language is ar', () => {
    s().setLanguage('en');
    expect(s().ui).toMatchObject({ language: 'en', isRTL: false });
    s().setLanguage('ar');
    expect(s().ui.isRTL).toBe(true);
  });

  it('errors last 4 s, successes 2 s, and at most 20 toasts are kept', () => {
    s().notify({ type: 'error', message: 'e' });
    s().notify({ type: 'success', message: 's' });
    expect(s().notification.notifications.map((n) => n.duration)).toEqual([4000, 2000]);
    for (let i = 0; i < 25; i += 1) s().notify({ type: 'info', message: `m${i}` });
    expect(s().notification.notifications).toHaveLength(20);
    expect(s().notification.notifications.at(-1)?.message).toBe('m24');
  });
});

describe('persistence', () => {
  it('persists under sufra-root with a version, without toasts or loading flags', () => {
    s().setTableSession({ restaurant: NAJD, tableNumber: 4, tableHash: 'h4' });
    s().notify({ type: 'error', message: 'e' });
    s().setPlacingOrder(true);
    const saved = JSON.parse(localStorage.getItem('sufra-root') ?? '{}');
    expect(saved.version).toBe(2);
    expect(saved.state.session.tableNumber).toBe(4);
    expect(saved.state.notification.notifications).toEqual([]);
    expect(saved.state.order.isPlacingOrder).toBe(false);
  });

  it("a phone's state from version 1 keeps the order it pays and its choices, and drops the bill's copy", async () => {
    const split = {
      type: 'evenly',
      totalPeople: 3,
      peopleYouPayFor: 1,
      totalBill: 8640,
      yourShare: 2880,
      isActive: true,
      pendingPaymentId: '3f2a1b4c-5d6e-4f70-8a9b-0c1d2e3f4a5b',
      selectedItems: [],
    };
    // As version 1 saved it, mid-payment: the order slice mirrored the bill.
    const v1 = {
      version: 1,
      state: {
        session: { ...s().session, restaurantId: 1, tableNumber: 4, tableHash: 'h4', orderType: 'table' },
        cart: s().cart,
        order: {
          orderId: '5b0d7c1e-8a43-4c1e-9a55-0f3b2b1c9d10',
          orderNumber: '12',
          orderItems: [{ itemId: 7, name: 'Kabsa', nameAr: 'كبسة', price: 4500, quantity: 2 }],
          orderTotal: 8640,
          subtotal: 9600,
          taxAmount: 1127,
          discountAmount: 960,
          orderStatus: 'preparing',
          createdAt: '2026-11-21T18:00:00.000Z',
          updatedAt: '2026-11-21T18:00:00.000Z',
          tipAmount: 288,
          tipChoice: { kind: 'percent', percent: 10 },
          finalAmount: 8928,
          paymentAmount: 3168,
          appliedCoupon: 'WELCOME10',
          isConnectedToRealTime: false,
          lastStatusUpdate: null,
          isPlacingOrder: false,
          isLoadingOrderDetails: false,
          isLoadingPaymentProgress: false,
          notes: '',
          customerPhone: '+966501234567',
          customerLanguage: 'ar',
          paymentProgress: {
            isFullyPaid: false,
            hasPartialPayments: true,
            paidAmount: 2880,
            remainingAmount: 5760,
            progressPercentage: 33,
            itemPayments: [],
          },
          splitPayment: split,
          pendingOrderRequest: null,
          payFirstPendingPaymentId: null,
        },
        ui: s().ui,
        notification: s().notification,
      },
    };
    localStorage.setItem('sufra-root', JSON.stringify(v1));
    await useStore.persist.rehydrate();
    expect(s().order).toEqual({
      ...DEFAULT_ORDER,
      orderId: '5b0d7c1e-8a43-4c1e-9a55-0f3b2b1c9d10',
      orderNumber: '12',
      tipChoice: { kind: 'percent', percent: 10 },
      customerPhone: '+966501234567',
      customerLanguage: 'ar',
      splitPayment: split,
    });
    expect(s().session.tableNumber).toBe(4);
    // Saved again in the new shape, without the bill's copy.
    s().setPlacingOrder(false);
    const saved = JSON.parse(localStorage.getItem('sufra-root') ?? '{}');
    expect(saved.version).toBe(2);
    expect(saved.state.order).not.toHaveProperty('orderTotal');
    expect(saved.state.order).not.toHaveProperty('paymentProgress');
  });

  it('rehydration drops a cart that belongs to another restaurant', async () => {
    s().setTableSession({ restaurant: NAJD, tableNumber: 4, tableHash: 'h4' });
    s().addCartItem(KABSA, DETAILS);
    const saved = JSON.parse(localStorage.getItem('sufra-root') ?? '{}');
    saved.state.cart.restaurantId = 99;
    localStorage.setItem('sufra-root', JSON.stringify(saved));
    await useStore.persist.rehydrate();
    expect(s().cart.items).toEqual([]);
    expect(s().session.tableNumber).toBe(4);
  });
});

describe('split defaults', () => {
  it('the store starts a split with the domain default (its own copy keeps the error catalogue lazy)', () => {
    expect(DEFAULT_SPLIT).toEqual(DOMAIN_DEFAULT_SPLIT);
    expect(s().order.splitPayment).toMatchObject(DOMAIN_DEFAULT_SPLIT);
  });
});
