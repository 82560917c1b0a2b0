import { describe, expect, it } from 'vitest';
import { isDinerRead } from './offline-routes';

// What the service worker keeps for offline (issue 14 item 6): the diner's reads only. The test runs in
// jsdom, whose origin stands for the worker's own.
const origin = self.location.origin;
const ORDER = '3f2a1b4c-5d6e-4f70-8a9b-0c1d2e3f4a5b';

function read(path: string, init: RequestInit = {}) {
  const url = new URL(path, origin);
  return isDinerRead({ request: new Request(url, init), url });
}

describe('offline copies: which requests the service worker keeps', () => {
  it("keeps the diner's reads: the restaurant, its menu, the table's orders, one order", () => {
    expect(read('/api/public/restaurants/1')).toBe(true);
    expect(read('/api/public/restaurants/1/menu')).toBe(true);
    expect(read('/api/public/restaurants/1/tables/6/orders?hash=abc')).toBe(true);
    expect(read(`/api/public/orders/${ORDER}`, { headers: { 'x-sufra-order-key': 'abc' } })).toBe(true);
  });

  it('never a write, whatever its path', () => {
    expect(read('/api/public/restaurants/1/orders', { method: 'POST', body: '{}' })).toBe(false);
    expect(read('/api/public/restaurants/1/menu', { method: 'POST', body: '{}' })).toBe(false);
  });

  it('never a payment read, a staff route, an event stream or another read', () => {
    for (const path of [
      `/api/public/${ORDER}/payment-progress`,
      '/api/public/restaurants/1/tables/6/pending-payments?hash=abc',
      '/api/public/restaurants/1/tables/6/bill?hash=abc',
      `/api/public/payments/${ORDER}/verify`,
      '/api/staff/orders',
      '/api/staff/menu',
      '/api/public/restaurants/1/tables/6/events?hash=abc',
      `/api/public/orders/${ORDER}/events`,
      '/api/public/orders/number/12?restaurantId=1',
      `/api/public/orders/${ORDER}/invoices`,
      '/api/public/tables/validate?restaurantId=1&tableNumber=6&hash=abc',
    ])
      expect(read(path), path).toBe(false);
  });

  it('never an answer asked for with a bearer token (a staff member previewing the menu)', () => {
    expect(read('/api/public/restaurants/1/menu', { headers: { Authorization: 'Bearer t' } })).toBe(false);
  });

  it("never another site's request", () => {
    const url = new URL('https://elsewhere.example/api/public/restaurants/1/menu');
    expect(isDinerRead({ request: new Request(url), url })).toBe(false);
  });
});
