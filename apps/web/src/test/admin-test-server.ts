import type {
  AdminApplication,
  AdminApplicationRow,
  AdminDemoRequest,
  AdminRestaurant,
} from '@sufra/domain/contracts';
import { type Handler, signInAs, staffServer, staffUser } from './staff-test-server';

// Stand-ins for the platform admin's API (issue 13), shaped by its contract (contracts/admin.ts).

export const AT = '2026-11-20T18:30:00.000Z';
export const APPLICATION_ID = '5b0b7c2e-4a7f-4e0c-9d59-3c1f0a8d2b11';

/** A platform admin signed in; `handle` answers the admin routes (and anything else it wants). */
export function adminServer(handle?: Handler) {
  signInAs();
  return staffServer({ me: staffUser('admin', { name: 'Reem Al-Shehri' }), handle });
}

export const ok = (data: unknown, status = 200) => ({ status, body: { data } });

export function applicationRow(overrides: Partial<AdminApplicationRow> = {}): AdminApplicationRow {
  return {
    id: APPLICATION_ID,
    status: 'submitted',
    name: 'Qahwa Corner',
    nameAr: 'ركن القهوة',
    city: 'Riyadh',
    categoryName: 'Cafe',
    categoryNameAr: 'مقهى',
    contactPersonEmail: 'layla@qahwa.test',
    logoUrl: '/media/onboarding/qahwa.png',
    resubmissions: 0,
    createdAt: AT,
    updatedAt: AT,
    ...overrides,
  };
}

export function application(overrides: Partial<AdminApplication> = {}): AdminApplication {
  return {
    id: APPLICATION_ID,
    status: 'submitted',
    reviewerNote: null,
    name: 'Qahwa Corner',
    nameAr: 'ركن القهوة',
    description: 'Specialty coffee and dates.',
    descriptionAr: 'قهوة مختصة وتمور.',
    address: 'King Fahd Road 12',
    addressAr: null,
    city: 'Riyadh',
    phone: '+966501234567',
    categoryId: 3,
    contactPersonName: 'Layla Al-Harbi',
    contactPersonEmail: 'layla@qahwa.test',
    businessRegistration: '1010123456',
    website: 'https://qahwa.test',
    socialMedia: null,
    logoUrl: '/media/onboarding/qahwa.png',
    createdAt: AT,
    updatedAt: AT,
    history: [],
    categoryName: 'Cafe',
    categoryNameAr: 'مقهى',
    language: 'ar',
    version: 3,
    timeline: [{ status: 'submitted', note: null, by: null, at: AT, changes: [] }],
    restaurant: null,
    ...overrides,
  };
}

export function restaurant(overrides: Partial<AdminRestaurant> = {}): AdminRestaurant {
  return {
    id: 7,
    slug: 'qahwa-corner-7',
    name: 'Qahwa Corner',
    nameAr: 'ركن القهوة',
    city: 'Riyadh',
    status: 'active',
    plan: 'starter',
    ownerEmail: 'layla@qahwa.test',
    suspendedReason: null,
    ordersToday: 12,
    createdAt: AT,
    ...overrides,
  };
}

export function demoRequest(overrides: Partial<AdminDemoRequest> = {}): AdminDemoRequest {
  return {
    id: 4,
    name: 'Khalid Al-Mutairi',
    email: 'khalid@mandi.test',
    restaurantName: 'Mandi Palace',
    phone: '+966551112233',
    message: 'We have 30 tables in Jeddah.',
    language: 'en',
    status: 'new',
    note: '',
    createdAt: AT,
    updatedAt: AT,
    ...overrides,
  };
}
