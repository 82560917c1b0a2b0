import { type APIRequestContext, expect } from '@playwright/test';
import { linkIn, waitForMail } from './mail-inbox';
import { squarePng } from './png';
import { staffToken } from './staff-login';

export interface NewOwner {
  /** The owner's session token (the console reads it from localStorage `auth_token`). */
  token: string;
  name: string;
  nameAr: string;
}

/**
 * A restaurant of its own, new (nothing on its first-service checklist done), through the platform's
 * real path: the public application, the demo admin's approval, the owner's invitation read from the
 * test SMTP server and accepted. One application per call: the onboarding route allows 10 an hour per IP.
 */
export async function newOwner(request: APIRequestContext, name: string, nameAr: string): Promise<NewOwner> {
  const email = `owner-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@e2e.test`;
  const categories = await request.get('/api/public/categories');
  const [category] = ((await categories.json()) as { data: { categories: { id: number }[] } }).data
    .categories;
  const applied = await request.post('/api/public/restaurants/onboarding', {
    multipart: {
      name,
      nameAr,
      description: 'Grilled meats and fresh bread, made to share.',
      address: 'King Fahd Road 12',
      city: 'Riyadh',
      phone: '0551234567',
      categoryId: String(category?.id),
      contactPersonName: 'Owner',
      contactPersonEmail: email,
      logo: { name: 'logo.png', mimeType: 'image/png', buffer: squarePng(16) },
    },
  });
  expect(applied.status(), await applied.text()).toBe(201);
  const { id } = ((await applied.json()) as { data: { application: { id: string } } }).data.application;

  const admin = { authorization: `Bearer ${await staffToken(request, 'admin')}` };
  const read = await request.get(`/api/admin/applications/${id}`, { headers: admin });
  expect(read.status(), await read.text()).toBe(200);
  const { version } = ((await read.json()) as { data: { application: { version: number } } }).data
    .application;
  const approved = await request.post(`/api/admin/applications/${id}/approve`, {
    headers: admin,
    data: { version },
  });
  expect(approved.status(), await approved.text()).toBe(200);

  // The applicant's mails: the receipt of the application first, then the owner's invitation.
  let invite: string | undefined;
  for (let nth = 1; nth <= 4 && !invite; nth++) {
    try {
      invite = linkIn(await waitForMail(email, nth), '/dashboard/accept-invite');
    } catch (error) {
      if (nth === 4) throw error;
    }
  }
  const token = new URL(invite as string, 'http://x').searchParams.get('token');
  const accepted = await request.post('/api/staff/invites/accept', {
    data: { token, password: 'owner pass phrase 25' },
  });
  expect(accepted.status(), await accepted.text()).toBe(201);
  return { token: ((await accepted.json()) as { data: { token: string } }).data.token, name, nameAr };
}
