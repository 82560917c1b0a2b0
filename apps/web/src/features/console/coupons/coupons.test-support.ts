import type { StaffCoupon } from '@sufra/domain/contracts';
import { screen, within } from '@testing-library/react';
import { NAJD, renderApp } from '../../../test/render';
import { type Handler, signInAs, staffServer, staffUser } from '../../../test/staff-test-server';

// The Coupons screen's tests (coupons-page, coupon-form-page): coupons and a menu as the staff API answers
// them, the screen opened by an owner against a stand-in server, the changes it sent.

export const at = '2026-11-20T18:30:00.000Z';

export function coupon(overrides: Partial<StaffCoupon>): StaffCoupon {
  return {
    id: 1,
    code: 'RAMADAN25',
    kind: 'percent',
    value: 1250,
    maxDiscount: 5000,
    minOrder: 3000,
    startsAt: '2026-02-18T21:00:00.000Z',
    endsAt: '2026-03-19T21:00:00.000Z',
    maxUses: 200,
    perCustomerLimit: 2,
    itemIds: [],
    categoryIds: [],
    isActive: true,
    state: 'live',
    usage: { uses: 12, discountGiven: 9550, customers: 9, lastUsedAt: '2026-11-20T17:05:00.000Z' },
    createdAt: at,
    updatedAt: at,
    ...overrides,
  };
}

const item = (id: number, name: string, nameAr: string) => ({
  id,
  name,
  nameAr,
  description: '',
  descriptionAr: '',
  price: 1900,
  photo: null,
  calories: null,
  caffeineLevel: 'none',
  isHighSalt: false,
  isAvailable: true,
  optionGroups: [],
});
const MENU = {
  categories: [
    {
      id: 3,
      name: 'Appetizers',
      nameAr: 'المقبلات',
      items: [item(31, 'Hummus', 'حمص'), item(32, 'Fattoush', 'فتوش')],
    },
    { id: 5, name: 'Drinks', nameAr: 'المشروبات', items: [item(51, 'Mint tea', 'شاي بالنعناع')] },
  ],
};

export const NEW_YEAR = coupon({
  id: 2,
  code: 'NEWYEAR',
  kind: 'fixed',
  value: 500,
  maxDiscount: null,
  minOrder: null,
  startsAt: null,
  endsAt: null,
  maxUses: null,
  perCustomerLimit: null,
  itemIds: [32],
  categoryIds: [5],
  isActive: false,
  state: 'paused',
  usage: { uses: 0, discountGiven: 0, customers: 0, lastUsedAt: null },
});

export function openCoupons(coupons: StaffCoupon[] | (() => StaffCoupon[]), handle?: Handler) {
  signInAs();
  const server = staffServer({
    me: staffUser('manager'),
    handle: (request) => {
      const answer = handle?.(request);
      if (answer) return answer;
      if (request.method === 'POST' && request.path === '/api/staff/events/ticket')
        return { status: 200, body: { data: { ticket: 'ticket-1', expiresAt: at } } };
      if (request.method === 'GET' && request.path === '/api/staff/coupons') {
        const list = typeof coupons === 'function' ? coupons() : coupons;
        return { status: 200, body: { data: { coupons: list, serverTime: at } } };
      }
      if (request.method === 'GET' && request.path === `/api/public/restaurants/${NAJD.id}/menu`)
        return { status: 200, body: { data: MENU } };
      return undefined;
    },
  });
  renderApp('/dashboard/coupons');
  return server;
}

/** The changes sent (the stream's ticket aside). */
export const changes = (server: ReturnType<typeof staffServer>) =>
  server.changes().filter((r) => r.path !== '/api/staff/events/ticket');

/** The card of one coupon (its code is its heading). */
export async function cardOf(code: string) {
  const heading = await screen.findByRole('heading', { level: 3, name: code });
  return within(heading.closest('li') as HTMLElement);
}

/** What a card says under one of its terms. */
export const fact = (card: ReturnType<typeof within>, term: string) =>
  card.getByText(term, { selector: 'dt' }).nextElementSibling?.textContent;

export const saved = (body: unknown, status = 200) => ({
  status,
  body: { data: { coupon: coupon({ id: 9, ...(body as object) }) } },
});
