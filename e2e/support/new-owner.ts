import { deflateSync } from 'node:zlib';
import { type APIRequestContext, expect } from '@playwright/test';
import { linkIn, waitForMail } from './mail-inbox';
import { staffToken } from './staff-login';

/** A 16×16 teal PNG made here: an application's logo (onboarding requires one). */
function png(size = 16): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (bytes: Buffer) => {
    let c = 0xffffffff;
    for (const b of bytes) c = (crcTable[(c ^ b) & 0xff] as number) ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const sum = Buffer.alloc(4);
    sum.writeUInt32BE(crc(body));
    return Buffer.concat([length, body, sum]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.writeUInt8(8, 8);
  header.writeUInt8(2, 9);
  const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(size * 3, Buffer.from([0x0f, 0x5e, 0x59]))]);
  const pixels = deflateSync(Buffer.concat(Array.from({ length: size }, () => row)));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', pixels),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

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
      logo: { name: 'logo.png', mimeType: 'image/png', buffer: png() },
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
