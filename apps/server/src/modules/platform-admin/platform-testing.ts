import type { LightMyRequestResponse } from 'fastify';
import { isSandboxGateway } from '../gateways/create-gateway';
import type { SandboxGateway } from '../gateways/providers/sandbox/sandbox-gateway';
import { createOrdersTestApp, type OrdersTestApp } from '../orders/testing/test-app';
import { bearer, createStaffFixture, type StaffFixture, signIn } from '../staff/testing/staff-fixture';

export interface AdminTestApp extends OrdersTestApp {
  s: StaffFixture;
  gateway: SandboxGateway;
  /** The platform admin's token, and restaurant A's owner's. */
  adminToken: string;
  ownerToken: string;
  /** A staff request as `token` (English answers unless `lang`). */
  as: (
    token: string | null,
    method: 'GET' | 'POST' | 'PATCH' | 'PUT',
    url: string,
    payload?: unknown,
    lang?: 'ar' | 'en',
  ) => Promise<LightMyRequestResponse>;
}

/** The app on the sandbox gateway, restaurants A and B with a person per role, and a platform admin. */
export async function createAdminTestApp(): Promise<AdminTestApp> {
  const t = await createOrdersTestApp();
  const gateway = t.app.paymentGateway;
  if (!isSandboxGateway(gateway)) throw new Error('tests expect the sandbox gateway');
  const s = await createStaffFixture(t.db);
  const adminToken = await signIn(t.app, s.admin.email);
  const ownerToken = await signIn(t.app, s.members.owner.email);
  const as: AdminTestApp['as'] = (token, method, url, payload, lang = 'en') =>
    t.app.inject({
      method,
      url,
      headers: { 'x-sufra-lang': lang, ...(token ? bearer(token) : {}) },
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    });
  return { ...t, s, gateway, adminToken, ownerToken, as };
}
