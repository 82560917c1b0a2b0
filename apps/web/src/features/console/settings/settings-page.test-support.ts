import type { RestaurantSettings } from '@sufra/domain/contracts';
import { screen, within } from '@testing-library/react';
import { renderApp } from '../../../test/render';
import { type Handler, signInAs, staffServer, staffUser } from '../../../test/staff-test-server';

// The Settings screen's tests (settings-page, settings-maintenance): the restaurant's settings as the staff
// API answers them, Settings opened by a role against a stand-in server (openSettingsScreen, which the
// ZATCA and payments sections' tests open it with too), the saves it sent.

export const SETTINGS: RestaurantSettings = {
  profile: {
    name: 'Najd House',
    nameAr: 'بيت نجد',
    description: 'Traditional Najdi food',
    descriptionAr: 'أكلات نجدية',
    address: 'King Fahd Road',
    addressAr: 'طريق الملك فهد',
    city: 'Riyadh',
    phone: '+966501234567',
    email: null,
    logoUrl: '/media/uploads/logos/najd.png',
    vatNumber: '310122393500003',
    commercialRegistration: '1010123456',
  },
  operations: {
    requirePaymentBeforeOrder: false,
    pricingMode: 'inclusive',
    defaultTableCapacity: 4,
    maintenanceMode: false,
    maintenanceMessage: '',
    maintenanceMessageAr: '',
    kitchen: { warnMinutes: 10, lateMinutes: 20 },
  },
};

/**
 * Settings opened by `role` against a stand-in server: each GET of `reads` answered with its data (by path),
 * the stream's ticket given, anything else left to `handle`.
 */
export function openSettingsScreen(
  role: 'owner' | 'manager',
  reads: Record<string, unknown>,
  handle?: Handler,
) {
  signInAs();
  const server = staffServer({
    me: staffUser(role),
    handle: (request) => {
      const answer = handle?.(request);
      if (answer) return answer;
      if (request.method === 'GET' && Object.hasOwn(reads, request.path))
        return { status: 200, body: { data: reads[request.path] } };
      if (request.method === 'POST' && request.path === '/api/staff/events/ticket')
        return { status: 200, body: { data: { ticket: 't', expiresAt: '2099-01-01T00:00:00.000Z' } } };
      return undefined;
    },
  });
  renderApp('/dashboard/settings');
  return server;
}

export const openSettings = (role: 'owner' | 'manager', handle?: Handler, settings = SETTINGS) =>
  openSettingsScreen(role, { '/api/staff/settings': settings }, handle);

/** What the screen sent to change something (the stream's ticket is not a change). */
export const saves = (server: ReturnType<typeof staffServer>) =>
  server.changes().filter((r) => r.path !== '/api/staff/events/ticket');

export const profileForm = async () => within(await screen.findByRole('form', { name: 'Profile' }));
export const operationsForm = async () => within(await screen.findByRole('form', { name: 'Operations' }));
