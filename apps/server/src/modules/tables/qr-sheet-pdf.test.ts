import type { QrSheetResponse } from '@sufra/domain/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInTeam, staffCall } from '../orders/testing/live-service';
import { createPaymentsTestApp, type PaymentsTestApp } from '../payments/testing/payment-fixtures';
import { CARDS_PER_PAGE } from './qr-sheet-pdf';
import { readSheet } from './testing/read-qr-sheet';

describe('the QR sheet as a PDF', () => {
  let t: PaymentsTestApp;
  let tokens: Awaited<ReturnType<typeof signInTeam>>;
  beforeAll(async () => {
    t = await createPaymentsTestApp();
    tokens = await signInTeam(t);
    // Enough tables for a second page, one of them out of service (not printed).
    for (const number of [61, 62, 63, 64, 65, 66]) {
      const res = await staffCall(t.app, tokens.owner, 'POST', '/table-setup/tables', { number });
      expect(res.status, res.text).toBe(201);
    }
    await staffCall(t.app, tokens.owner, 'POST', '/table-setup/tables', {
      number: 67,
      status: 'maintenance',
    });
  });
  afterAll(() => t.close());

  const download = (token: string) =>
    t.app.inject({
      method: 'GET',
      url: '/api/staff/table-setup/qr-sheet.pdf',
      headers: { authorization: `Bearer ${token}` },
    });

  it("prints every card of the screen's sheet, and each QR read back from the pages opens its table", async () => {
    const sheet = await staffCall(t.app, tokens.manager, 'GET', '/table-setup/qr-sheet');
    const cards = (sheet.body.data as QrSheetResponse['data']).cards;
    expect(cards.length).toBeGreaterThan(CARDS_PER_PAGE);

    const res = await download(tokens.manager);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="sufra-qr-[\w-]+\.pdf"$/);
    expect(res.headers['cache-control']).toBe('no-store');
    const { pages, qrs, text } = readSheet(res.rawPayload);
    expect(pages).toBe(Math.ceil(cards.length / CARDS_PER_PAGE));
    expect(qrs.slice(0, cards.length)).toEqual(cards.map((c) => c.url));
    expect(qrs.slice(cards.length).every((q) => q === null)).toBe(true);
    expect(cards.some((c) => c.url.includes('table=67'))).toBe(false);

    // Each table QR is the table's live link: the public validation accepts its hash.
    for (const card of cards.filter((c) => c.kind === 'table')) {
      const url = new URL(card.url);
      const check = await t.app.inject({
        method: 'GET',
        url: `/api/public/tables/validate?restaurantId=${t.fixture.restaurantId}&tableNumber=${url.searchParams.get('table')}&hash=${url.searchParams.get('hash')}`,
      });
      expect(check.statusCode, `${card.url}: ${check.body}`).toBe(200);
    }
    // The English words are there as text (the Arabic is drawn in visual order, see bidi-text.test.ts).
    expect(text).toContain('Table 61');
    expect(text).toContain('Scan to order and pay');
    // The Arabic line writes the number in Western digits too (it printed "طاولة ٦١").
    expect(text).not.toMatch(/[\u0660-\u0669]/);
  });

  it('follows a new QR code: after the owner rotates a table, the sheet carries the new link', async () => {
    const before = readSheet((await download(tokens.owner)).rawPayload).qrs;
    const rotated = await t.app.inject({
      method: 'POST',
      url: '/api/staff/tables/61/rotate-hash',
      headers: { authorization: `Bearer ${tokens.owner}` },
    });
    expect(rotated.statusCode, rotated.body).toBeLessThan(300);
    const after = readSheet((await download(tokens.owner)).rawPayload).qrs;
    const old61 = before.find((q) => q?.includes('table=61'));
    const new61 = after.find((q) => q?.includes('table=61'));
    expect(new61).toBeTruthy();
    expect(new61).not.toBe(old61);
  });

  it('is for owners and managers only', async () => {
    expect((await download(tokens.waiter)).statusCode).toBe(403);
    expect((await download(tokens.kitchen)).statusCode).toBe(403);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/staff/table-setup/qr-sheet.pdf' })).statusCode,
    ).toBe(401);
  });
});
