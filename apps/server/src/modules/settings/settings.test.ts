import type { RestaurantSettings } from '@sufra/domain/contracts';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { recordEvents, signInTeam, staffCall } from '../orders/testing/live-service';
import { line, placeOrderRequest, proofHeader, tableOrder } from '../orders/testing/requests';
import {
  createPaymentsTestApp,
  type PaymentsTestApp,
  payBody,
  payRequest,
  placeTestOrder,
} from '../payments/testing/payment-fixtures';

/** A 1×1 PNG (the logo check reads magic bytes and the header's size). */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

function multipart(file: Buffer, name = 'logo.png', type = 'image/png') {
  const boundary = '----sufra-settings-test';
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="logo"; filename="${name}"\r\nContent-Type: ${type}\r\n\r\n`,
    ),
    file,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/**
 * Issue 12 item 4: the restaurant's Settings (profile and operations). Owners and managers; the VAT number,
 * CR number and pricing mode are the owner's. Each field checked with its own text in the caller's
 * language; nothing half-written; every change audited; maintenance really stops diners' orders and payments.
 */
describe('the restaurant settings of the back office', () => {
  let t: PaymentsTestApp;
  let tokens: Awaited<ReturnType<typeof signInTeam>>;
  beforeAll(async () => {
    t = await createPaymentsTestApp();
    tokens = await signInTeam(t);
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    await t.db
      .updateTable('restaurants')
      .set({ maintenanceMode: false, requirePaymentBeforeOrder: false })
      .where('id', '=', t.fixture.restaurantId)
      .execute();
  });

  const read = async (token = tokens.manager) => {
    const res = await staffCall(t.app, token, 'GET', '/settings');
    expect(res.status, res.text).toBe(200);
    return res.body.data as RestaurantSettings;
  };
  const profile = (body: Record<string, unknown>, token = tokens.owner, lang = 'en') =>
    t.app.inject({
      method: 'PATCH',
      url: '/api/staff/settings/profile',
      headers: { authorization: `Bearer ${token}`, 'x-sufra-lang': lang },
      payload: body,
    });
  const operations = (body: Record<string, unknown>, token = tokens.owner) =>
    staffCall(t.app, token, 'PATCH', '/settings/operations', body);
  const auditOf = (action: string) =>
    t.db
      .selectFrom('auditLog')
      .select(['staffUserId', 'subject', 'details'])
      .where('action', '=', action)
      .where('restaurantId', '=', t.fixture.restaurantId)
      .orderBy('id', 'desc')
      .execute();

  it('reads the profile and operations, with the kitchen thresholds and the new defaults', async () => {
    const settings = await read();
    expect(settings.operations).toMatchObject({
      defaultTableCapacity: 4,
      maintenanceMode: false,
      maintenanceMessage: '',
      kitchen: { warnMinutes: 10, lateMinutes: 20 },
    });
    expect(settings.profile.commercialRegistration).toBeNull();
  });

  it('saves the profile: names, texts, a normalised phone, VAT and CR numbers; audits what changed', async () => {
    const res = await profile({
      name: 'Sufra Grill',
      nameAr: 'سفرة جريل',
      city: 'Riyadh',
      phone: '050 123 4567',
      vatNumber: '٣١٠١٢٢٣٩٣٥٠٠٠٠٣',
      commercialRegistration: '1010 123 456',
      email: '',
    });
    expect(res.statusCode, res.body).toBe(200);
    const saved = res.json().data.profile;
    expect(saved).toMatchObject({
      name: 'Sufra Grill',
      nameAr: 'سفرة جريل',
      phone: '+966501234567',
      vatNumber: '310122393500003',
      commercialRegistration: '1010123456',
      email: null,
    });
    expect((await read()).profile).toEqual(saved);
    const [entry] = await auditOf('settings.profile_updated');
    expect(entry?.subject).toBe(`restaurant:${t.fixture.restaurantId}`);
    expect(entry?.details).toMatchObject({
      before: { name: expect.any(String), vatNumber: null },
      after: { name: 'Sufra Grill', vatNumber: '310122393500003', commercialRegistration: '1010123456' },
    });
  });

  it('refuses each bad field with its own text in the caller’s language, and writes nothing', async () => {
    const before = await read();
    const cases: [Record<string, unknown>, string, number][] = [
      [{ vatNumber: '310122393500004' }, 'VAT_NUMBER_INVALID', 422],
      [{ vatNumber: '21012239350000' }, 'VAT_NUMBER_INVALID', 422],
      [{ commercialRegistration: '12345' }, 'COMMERCIAL_REGISTRATION_INVALID', 422],
      [{ phone: '12345' }, 'PHONE_INVALID', 422],
      [{ email: 'not-an-email' }, 'EMAIL_INVALID', 422],
      [{ name: '   ' }, 'VALIDATION_FAILED', 400],
      [{ owner: 'me' }, 'VALIDATION_FAILED', 400],
    ];
    for (const [body, code, status] of cases) {
      // A valid field beside the bad one: the request is refused as a whole.
      const res = await profile({ city: 'Jeddah', ...body }, tokens.owner, 'ar');
      expect(res.statusCode, JSON.stringify(body)).toBe(status);
      expect(res.json().error.code).toBe(code);
      expect(res.json().error.message).toMatch(/[\u0600-\u06FF]/);
    }
    const vat = await profile({ vatNumber: '1' }, tokens.owner, 'en');
    expect(vat.json().error.message).toBe('A VAT number has 15 digits and starts and ends with 3.');
    expect(await read()).toEqual(before);
  });

  it('keeps the VAT number, CR number and pricing mode to the owner: a manager is refused the whole change', async () => {
    const before = await read();
    const vat = await profile({ city: 'Dammam', vatNumber: '300000000000003' }, tokens.manager);
    expect(vat.statusCode).toBe(403);
    expect(vat.json().error.code).toBe('SETTINGS_OWNER_ONLY');
    const cr = await profile({ commercialRegistration: '2020202020' }, tokens.manager);
    expect(cr.statusCode).toBe(403);
    const pricing = await operations({ pricingMode: 'exclusive', defaultTableCapacity: 6 }, tokens.manager);
    expect(pricing.status).toBe(403);
    expect(pricing.body.error.code).toBe('SETTINGS_OWNER_ONLY');
    expect(await read()).toEqual(before);
    // The same value sent back unchanged is no change: a manager saving the whole form is let through.
    const same = await profile({ city: 'Dammam', vatNumber: before.profile.vatNumber ?? '' }, tokens.manager);
    expect(same.statusCode, same.body).toBe(200);
    expect(same.json().data.profile.city).toBe('Dammam');
    const own = await operations({ pricingMode: 'exclusive' }, tokens.owner);
    expect(own.status, own.text).toBe(200);
    await operations({ pricingMode: 'inclusive' }, tokens.owner);
  });

  it('refuses waiters and the kitchen (403)', async () => {
    for (const token of [tokens.waiter, tokens.kitchen]) {
      expect((await staffCall(t.app, token, 'GET', '/settings')).status).toBe(403);
      expect((await profile({ city: 'Abha' }, token)).statusCode).toBe(403);
      expect((await operations({ defaultTableCapacity: 3 }, token)).status).toBe(403);
    }
  });

  it('saves operations with the kitchen thresholds; the kitchen hears them; audited before and after', async () => {
    const events = recordEvents(t);
    const res = await operations(
      {
        requirePaymentBeforeOrder: true,
        defaultTableCapacity: 6,
        kitchen: { warnMinutes: 8, lateMinutes: 15 },
      },
      tokens.manager,
    );
    events.stop();
    expect(res.status, res.text).toBe(200);
    expect(res.body.data.operations).toMatchObject({
      requirePaymentBeforeOrder: true,
      defaultTableCapacity: 6,
      kitchen: { warnMinutes: 8, lateMinutes: 15 },
    });
    expect(events.seen.map((e) => e.type).sort()).toEqual([
      'kitchen.settings_changed',
      'restaurant.settings_changed',
    ]);
    const [entry] = await auditOf('settings.operations_updated');
    expect(entry?.details).toEqual({
      before: {
        requirePaymentBeforeOrder: false,
        defaultTableCapacity: 4,
        kitchenWarnMinutes: 10,
        kitchenLateMinutes: 20,
      },
      after: {
        requirePaymentBeforeOrder: true,
        defaultTableCapacity: 6,
        kitchenWarnMinutes: 8,
        kitchenLateMinutes: 15,
      },
    });
    // Late must come after warn; a capacity of 0 is no table: refused, nothing written.
    expect((await operations({ kitchen: { warnMinutes: 15, lateMinutes: 15 } })).status).toBe(400);
    expect((await operations({ defaultTableCapacity: 0 })).status).toBe(400);
    expect((await read()).operations.kitchen).toEqual({ warnMinutes: 8, lateMinutes: 15 });
  });

  it('maintenance: diners open the table and read the menu, paused, but cannot order, add to an order or pay; they read the restaurant’s message', async () => {
    const order = await placeTestOrder(t.app, t.fixture);
    const on = await operations({
      maintenanceMode: true,
      maintenanceMessage: 'Back at 6 pm.',
      maintenanceMessageAr: 'نعود الساعة السادسة مساءً.',
    });
    expect(on.status, on.text).toBe(200);
    const [entry] = await auditOf('settings.operations_updated');
    expect(entry?.details).toMatchObject({
      before: { maintenanceMode: false },
      after: { maintenanceMode: true },
    });

    // Issue 25 item 3: the table's QR link still opens (never a "scan again"), saying it is paused and why;
    // so do the takeaway counter's link and the restaurant's public read, and the menu can be read.
    const paused = { message: 'Back at 6 pm.', messageAr: 'نعود الساعة السادسة مساءً.' };
    const publicRead = async (url: string) => {
      const res = await t.app.inject({ method: 'GET', url, headers: { 'x-sufra-lang': 'ar' } });
      expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
      return res.json().data;
    };
    const r = t.fixture.restaurantId;
    const scan = await publicRead(
      `/api/public/tables/validate?restaurantId=${r}&tableNumber=1&hash=${t.fixture.table.hash}`,
    );
    expect(scan.restaurant.maintenance).toEqual(paused);
    expect(scan.table.number).toBe(1);
    const counter = await publicRead(
      `/api/public/takeaway/validate?restaurantId=${r}&hash=${t.fixture.takeawayHash}`,
    );
    expect(counter.restaurant.maintenance).toEqual(paused);
    expect((await publicRead(`/api/public/restaurants/${r}`)).restaurant.maintenance).toEqual(paused);
    const menu = await publicRead(`/api/public/restaurants/${r}/menu`);
    expect(menu.categories.flatMap((c: { items: unknown[] }) => c.items).length).toBeGreaterThan(0);

    const refusedAr = await placeOrderRequest(
      t.app,
      r,
      tableOrder(t.fixture, [line(t.fixture.items.juice)], { language: 'ar' }),
      'ar',
    );
    expect(refusedAr.statusCode, refusedAr.body).toBe(409);
    expect(refusedAr.json().error).toMatchObject({
      code: 'RESTAURANT_MAINTENANCE',
      message: 'المطعم لا يستقبل الطلبات حاليًا. نعود الساعة السادسة مساءً.',
      // In Arabic the message param is the Arabic one: a screen filling the catalogue's text reads Arabic.
      params: { message: 'نعود الساعة السادسة مساءً.', messageAr: 'نعود الساعة السادسة مساءً.' },
    });
    const place = await placeOrderRequest(
      t.app,
      t.fixture.restaurantId,
      tableOrder(t.fixture, [line(t.fixture.items.juice)]),
    );
    expect(place.statusCode).toBe(409);
    expect(place.json().error.message).toBe('The restaurant is not taking orders right now. Back at 6 pm.');
    const more = await t.app.inject({
      method: 'PUT',
      url: `/api/public/orders/${order.id}/items`,
      headers: proofHeader(t.fixture.table.hash),
      payload: { items: [line(t.fixture.items.juice)] },
    });
    expect(more.statusCode, more.body).toBe(409);
    expect(more.json().error.code).toBe('RESTAURANT_MAINTENANCE');
    const pay = await payRequest(t.app, order.id, payBody(t.fixture, { mode: 'full' }));
    expect(pay.statusCode, pay.body).toBe(409);
    expect(pay.json().error.code).toBe('RESTAURANT_MAINTENANCE');
    const payments = await t.db
      .selectFrom('payments')
      .select('id')
      .where('orderId', 'is not', null)
      .execute();
    expect(payments).toEqual([]);

    expect((await operations({ maintenanceMode: false })).status).toBe(200);
    expect((await publicRead(`/api/public/restaurants/${r}`)).restaurant.maintenance).toBeNull();
    const again = await placeOrderRequest(
      t.app,
      t.fixture.restaurantId,
      tableOrder(t.fixture, [line(t.fixture.items.juice)]),
    );
    expect(again.statusCode, again.body).toBe(201);
    expect((await payRequest(t.app, order.id, payBody(t.fixture, { mode: 'full' }))).statusCode).toBe(200);
  });

  it('uploads a logo checked by its bytes; refuses a file that is not an image, and a manager may do it', async () => {
    const png = multipart(PNG);
    const ok = await t.app.inject({
      method: 'POST',
      url: '/api/staff/settings/logo',
      payload: png.payload,
      headers: { ...png.headers, authorization: `Bearer ${tokens.manager}` },
    });
    expect(ok.statusCode, ok.body).toBe(200);
    const url = ok.json().data.profile.logoUrl as string;
    expect(url).toMatch(/^\/media\/uploads\/logos\/[0-9a-f-]{36}\.png$/);
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(200);
    const [entry] = await auditOf('settings.logo_updated');
    expect(entry?.details).toMatchObject({ after: { logoUrl: url } });

    const fake = multipart(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), 'logo.png');
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/staff/settings/logo',
      payload: fake.payload,
      headers: { ...fake.headers, authorization: `Bearer ${tokens.owner}`, 'x-sufra-lang': 'en' },
    });
    expect(bad.statusCode).toBe(415);
    expect(bad.json().error.code).toBe('UNSUPPORTED_MEDIA_TYPE');
    const json = await staffCall(t.app, tokens.owner, 'POST', '/settings/logo', { logo: 'x' });
    expect(json.status).toBe(415);
    expect((await read()).profile.logoUrl).toBe(url);
  });
});
