import type { StaffMenu, StaffMenuCategory, StaffMenuItem } from '@sufra/domain/contracts';
import { screen, within } from '@testing-library/react';
import { afterEach } from 'vitest';
import { changeLanguage } from '../../../i18n/i18n';
import { fakeStreamsForEachTest } from '../../../test/fake-event-source';
import { NAJD, renderApp } from '../../../test/render';
import { type Handler, signInAs, staffServer, staffUser } from '../../../test/staff-test-server';

// The menu editor's tests (menu-editor-page, -checks and -arrange): a menu of two categories as the staff
// API answers it, the editor opened by an owner against a stand-in server, the changes it sent.

const at = '2026-11-20T18:30:00.000Z';

export function item(
  id: number,
  name: string,
  nameAr: string,
  overrides: Partial<StaffMenuItem> = {},
): StaffMenuItem {
  return {
    id,
    categoryId: 3,
    name,
    nameAr,
    description: '',
    descriptionAr: '',
    price: 1900,
    photo: null,
    photoSrcset: null,
    calories: null,
    caffeineLevel: 'none',
    isHighSalt: false,
    isAvailable: true,
    optionGroups: [],
    ...overrides,
  };
}

export const APPETIZERS: StaffMenuCategory = {
  id: 3,
  name: 'Appetizers',
  nameAr: 'المقبلات',
  isActive: true,
  items: [
    item(31, 'Hummus', 'حمص', {
      photo: '/media/menu/31-640.webp',
      photoSrcset: '/media/menu/31-320.webp 320w, /media/menu/31-640.webp 640w',
    }),
    item(32, 'Fattoush', 'فتوش', { price: 2250 }),
  ],
};
export const DRINKS: StaffMenuCategory = {
  id: 5,
  name: 'Drinks',
  nameAr: 'المشروبات',
  isActive: false,
  items: [item(51, 'Mint tea', 'شاي بالنعناع', { categoryId: 5, isAvailable: false })],
};
export const menuOf = (categories: StaffMenuCategory[]): StaffMenu => ({
  restaurantId: NAJD.id,
  menuVersion: 7,
  categories,
});

export function openEditor(menu: StaffMenu | (() => StaffMenu), handle?: Handler) {
  signInAs();
  const server = staffServer({
    me: staffUser('owner'),
    handle: (request) => {
      const answer = handle?.(request);
      if (answer) return answer;
      if (request.method === 'POST' && request.path === '/api/staff/events/ticket')
        return { status: 200, body: { data: { ticket: 'ticket-1', expiresAt: at } } };
      if (request.method === 'GET' && request.path === '/api/staff/menu')
        return { status: 200, body: { data: typeof menu === 'function' ? menu() : menu } };
      return undefined;
    },
  });
  renderApp('/dashboard/menu');
  return server;
}

/** The changes sent (the stream's ticket aside). */
export const changes = (server: ReturnType<typeof staffServer>) =>
  server.changes().filter((r) => r.path !== '/api/staff/events/ticket');

/** A category's section, found by its heading. */
export async function section(name: string) {
  const heading = await screen.findByRole('heading', { level: 2, name });
  return within(heading.closest('li') as HTMLElement);
}

/** The menu's stream stand-in around each test of the file that calls this at its top, and English after it. */
export function installMenuEditorFakes() {
  fakeStreamsForEachTest();
  afterEach(async () => {
    await changeLanguage('en');
  });
}
