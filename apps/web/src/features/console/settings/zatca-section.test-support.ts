import type { RestaurantSettings, ZatcaEgs, ZatcaSettings } from '@sufra/domain/contracts';
import { screen, within } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import type { Handler, staffServer } from '../../../test/staff-test-server';
import { openSettingsScreen } from './settings-page.test-support';

// Settings → E-invoicing (ZATCA)'s tests (zatca-section, zatca-connect): the restaurant's settings and its
// ZATCA unit as the staff API answers them, Settings opened by a role against a stand-in server.

export const SETTINGS: RestaurantSettings = {
  profile: {
    name: 'Najd House',
    nameAr: 'بيت نجد',
    description: '',
    descriptionAr: '',
    address: '',
    addressAr: '',
    city: 'Riyadh',
    phone: null,
    email: null,
    logoUrl: null,
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

export const NOT_CONNECTED: ZatcaSettings = {
  environment: 'simulation',
  vatNumber: '310122393500003',
  suggestedOrganisationName: 'Najd House',
  egs: null,
};

export const EGS: ZatcaEgs = {
  serial: '1-Sufra|2-1.0|3-6f4d2c1a-8b7e-4f3a-9c2d-1e5b7a9c3d2f',
  environment: 'simulation',
  organisationName: 'Najd House',
  branchName: 'Olaya',
  vatNumber: '310122393500003',
  crNumber: '1010123456',
  industry: 'Restaurants',
  address: {
    street: 'King Fahd Road',
    buildingNumber: '2322',
    additionalNumber: '8228',
    district: 'Al Olaya',
    city: 'Riyadh',
    postalCode: '12211',
  },
  certificateExpiresAt: '2027-11-25T09:00:00.000Z',
  onboardedAt: '2026-11-25T09:00:00.000Z',
  renewedAt: null,
  renewalDue: false,
  expired: false,
  documentsSigned: 1234,
};
export const CONNECTED: ZatcaSettings = { ...NOT_CONNECTED, egs: EGS };

export const openSettings = (role: 'owner' | 'manager', zatca: ZatcaSettings, handle?: Handler) =>
  openSettingsScreen(role, { '/api/staff/settings': SETTINGS, '/api/staff/settings/zatca': zatca }, handle);

export const sent = (server: ReturnType<typeof staffServer>) =>
  server.changes().filter((r) => r.path === '/api/staff/settings/zatca');
// The first test of each file waits for the lazy screen too (a loaded runner can take longer than 5 s).
export const section = async (name = 'E-invoicing (ZATCA)') =>
  within((await screen.findByRole('heading', { level: 2, name })).closest('section') as HTMLElement);
export const connectForm = async () => within(await screen.findByRole('form', { name: 'Connect to ZATCA' }));

/** Fills the onboarding form as an owner would (the organisation's name is prefilled). */
export async function fillForm(user: ReturnType<typeof userEvent.setup>, otp = '123456') {
  const form = await connectForm();
  await user.type(form.getByLabelText(/Branch name/), 'Olaya');
  await user.type(form.getByLabelText(/Industry/), 'Restaurants');
  await user.type(form.getByLabelText(/Commercial registration/), '1010123456');
  await user.type(form.getByLabelText(/Street/), 'King Fahd Road');
  await user.type(form.getByLabelText(/Building number/), '2322');
  await user.type(form.getByLabelText(/District/), 'Al Olaya');
  await user.type(form.getByLabelText(/^City/), 'Riyadh');
  await user.type(form.getByLabelText(/Postal code/), '12211');
  await user.type(form.getByLabelText(/OTP/), otp);
  return form;
}

export const TYPED_BODY = {
  otp: '123456',
  organisationName: 'Najd House',
  branchName: 'Olaya',
  crNumber: '1010123456',
  industry: 'Restaurants',
  address: {
    street: 'King Fahd Road',
    buildingNumber: '2322',
    district: 'Al Olaya',
    city: 'Riyadh',
    postalCode: '12211',
  },
};
