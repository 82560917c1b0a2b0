import { MAX_PRINTERS, type Printer, type Station } from '@sufra/domain/contracts';
import { errorMessagesEn } from '@sufra/domain/errors-en';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { STAFF_PASSWORD } from '../orders/testing/fixtures';
import { recordEvents, signInTeam, staffCall } from '../orders/testing/live-service';
import { loginAs } from '../orders/testing/requests';
import { createPaymentsTestApp, type PaymentsTestApp } from '../payments/testing/payment-fixtures';
import { enqueueReceiptPrint } from './print-jobs';
import { type ImitationPrinter, inkOf } from './testing/imitation-printer';
import { addPrinter, imitation, listPrinters, pngDir, runPrints } from './testing/print-fixtures';

/**
 * Issue 29 item 3: owners and managers add, change and remove the restaurant's printers and print a test
 * page (it says printed, or failed after a few tries); the kitchen reads them; every change is audited;
 * another restaurant's printer is not found; the day's close prints on the receipt printer when one is set.
 */
describe('ticket printers in the back office', () => {
  let t: PaymentsTestApp;
  let tokens: Awaited<ReturnType<typeof signInTeam>>;
  let theirOwner: string;
  let paper: ImitationPrinter;
  const dir = pngDir('office');
  beforeAll(async () => {
    t = await createPaymentsTestApp();
    tokens = await signInTeam(t);
    theirOwner = await loginAs(t.app, t.fixture.other.owner, STAFF_PASSWORD);
    paper = await imitation(dir);
  });
  afterAll(async () => {
    await paper.close();
    await t.close();
  });
  beforeEach(async () => {
    await t.db.deleteFrom('printers').execute();
    paper.documents.length = 0;
    paper.state = 'online';
  });

  const audits = (action: string) =>
    t.db
      .selectFrom('auditLog')
      .select(['subject', 'details'])
      .where('restaurantId', '=', t.fixture.restaurantId)
      .where('action', '=', action as never)
      .orderBy('id')
      .execute();

  it('adds, changes and removes printers, audited, and tells the open screens', async () => {
    const events = recordEvents(t);
    const station = (
      await staffCall(t.app, tokens.owner, 'POST', '/kitchen/stations', { name: 'Grill', nameAr: 'الشواية' })
    ).body.data.station as Station;
    const grill = await addPrinter(t, tokens.manager, {
      name: 'Grill',
      port: paper.port,
      stationId: station.id,
    });
    expect(grill).toMatchObject({
      name: 'Grill',
      host: '127.0.0.1',
      port: paper.port,
      paperWidth: 80,
      stationId: station.id,
      isReceipt: false,
      status: 'unknown',
      waitingJobs: 0,
      lastTest: null,
    });
    const office = await addPrinter(t, tokens.owner, { name: 'Office', port: 9100, isReceipt: true });
    // The receipt role moves to the printer that takes it: one receipt printer.
    const changed = await staffCall(t.app, tokens.manager, 'PATCH', `/kitchen/printers/${grill.id}`, {
      name: 'Grill and receipts',
      host: '127.0.0.1',
      port: paper.port,
      paperWidth: 58,
      stationId: station.id,
      isReceipt: true,
    });
    expect(changed.status, changed.text).toBe(200);
    expect(changed.body.data.printer).toMatchObject({
      name: 'Grill and receipts',
      paperWidth: 58,
      isReceipt: true,
    });
    const listed = await listPrinters(t, tokens);
    expect(listed.map((p) => [p.name, p.isReceipt])).toEqual([
      ['Grill and receipts', true],
      ['Office', false],
    ]);
    const removed = await staffCall(t.app, tokens.manager, 'DELETE', `/kitchen/printers/${office.id}`);
    expect(removed.status, removed.text).toBe(200);
    expect((removed.body.data.printers as Printer[]).map((p) => p.id)).toEqual([grill.id]);

    expect(await audits('printer.created')).toEqual([
      {
        subject: `printer:${grill.id}`,
        details: { id: grill.id, name: 'Grill', address: `127.0.0.1:${paper.port}` },
      },
      {
        subject: `printer:${office.id}`,
        details: { id: office.id, name: 'Office', address: '127.0.0.1:9100' },
      },
    ]);
    expect(await audits('printer.updated')).toEqual([
      {
        subject: `printer:${grill.id}`,
        details: {
          before: { name: 'Grill', address: `127.0.0.1:${paper.port}` },
          after: { name: 'Grill and receipts', address: `127.0.0.1:${paper.port}` },
        },
      },
    ]);
    expect(await audits('printer.removed')).toEqual([
      { subject: `printer:${office.id}`, details: { name: 'Office' } },
    ]);
    expect(events.seen.filter((e) => e.type === 'printer.status_changed')).toHaveLength(4);
    events.stop();
  });

  it('refuses a bad address, a name taken, another restaurant’s station, and too many printers', async () => {
    const bad = await staffCall(t.app, tokens.manager, 'POST', '/kitchen/printers', {
      name: 'Grill',
      host: 'http://192.168.1.50/',
      port: 9100,
    });
    expect(bad.status).toBe(422);
    expect(bad.body.error.code).toBe('PRINTER_ADDRESS_INVALID');
    const badPort = await staffCall(t.app, tokens.manager, 'POST', '/kitchen/printers', {
      name: 'Grill',
      host: '192.168.1.50',
      port: 70000,
    });
    expect(badPort.body.error.code).toBe('PRINTER_ADDRESS_INVALID');
    // The cloud's metadata service, or this server itself: never a printer, whatever PRINTER_NETWORKS says.
    for (const host of ['169.254.169.254', '127.0.0.2', '0.0.0.0']) {
      const inside = await staffCall(t.app, tokens.manager, 'POST', '/kitchen/printers', {
        name: 'Grill',
        host,
      });
      expect(inside.status, host).toBe(422);
      expect(inside.body.error).toEqual({
        code: 'PRINTER_ADDRESS_NOT_ALLOWED',
        message: errorMessagesEn.PRINTER_ADDRESS_NOT_ALLOWED,
      });
    }
    expect(await listPrinters(t, tokens)).toEqual([]);
    const grill = await addPrinter(t, tokens.manager, { name: 'Grill', port: 9100 });
    const moved = await staffCall(t.app, tokens.manager, 'PATCH', `/kitchen/printers/${grill.id}`, {
      name: 'Grill',
      host: '169.254.169.254',
      port: 80,
    });
    expect(moved.body.error.code).toBe('PRINTER_ADDRESS_NOT_ALLOWED');
    expect((await listPrinters(t, tokens))[0]).toMatchObject({ host: '127.0.0.1', port: 9100 });
    const taken = await staffCall(t.app, tokens.manager, 'POST', '/kitchen/printers', {
      name: 'grill',
      host: '192.168.1.51',
    });
    expect(taken.status).toBe(409);
    expect(taken.body.error.code).toBe('PRINTER_NAME_TAKEN');
    const theirStation = (
      await staffCall(t.app, theirOwner, 'POST', '/kitchen/stations', { name: 'Bar', nameAr: 'البار' })
    ).body.data.station as Station;
    const foreign = await staffCall(t.app, tokens.manager, 'POST', '/kitchen/printers', {
      name: 'Bar',
      host: '192.168.1.52',
      stationId: theirStation.id,
    });
    expect(foreign.status).toBe(404);
    expect(foreign.body.error.code).toBe('STATION_NOT_FOUND');
    for (let n = 1; n < MAX_PRINTERS; n++) await addPrinter(t, tokens.manager, { name: `P${n}`, port: 9100 });
    const tooMany = await staffCall(t.app, tokens.manager, 'POST', '/kitchen/printers', {
      name: 'One more',
      host: '192.168.1.53',
    });
    expect(tooMany.status).toBe(409);
    expect(tooMany.body.error.code).toBe('TOO_MANY_PRINTERS');
    expect(await listPrinters(t, tokens)).toHaveLength(MAX_PRINTERS);
  });

  it('lets the kitchen read the printers but not change them; a waiter neither; another restaurant finds none', async () => {
    const grill = await addPrinter(t, tokens.manager, { name: 'Grill', port: paper.port });
    const body = { name: 'X', host: '127.0.0.1' };
    expect((await staffCall(t.app, tokens.kitchen, 'GET', '/kitchen/printers')).status).toBe(200);
    expect((await staffCall(t.app, tokens.kitchen, 'POST', '/kitchen/printers', body)).status).toBe(403);
    expect(
      (await staffCall(t.app, tokens.kitchen, 'POST', `/kitchen/printers/${grill.id}/test`)).status,
    ).toBe(403);
    expect((await staffCall(t.app, tokens.waiter, 'GET', '/kitchen/printers')).status).toBe(403);
    const theirs = await staffCall(t.app, theirOwner, 'GET', '/kitchen/printers');
    expect(theirs.body.data.printers).toEqual([]);
    for (const [method, url] of [
      ['PATCH', `/kitchen/printers/${grill.id}`],
      ['DELETE', `/kitchen/printers/${grill.id}`],
      ['POST', `/kitchen/printers/${grill.id}/test`],
    ] as const) {
      const res = await staffCall(t.app, theirOwner, method, url, method === 'PATCH' ? body : undefined);
      expect(res.status, `${method} ${url}`).toBe(404);
      expect(res.body.error.code).toBe('PRINTER_NOT_FOUND');
    }
    expect(await listPrinters(t, tokens)).toMatchObject([{ id: grill.id, name: 'Grill' }]);
  });

  it('prints a test page and says so; on a printer that stays off, says it failed', async () => {
    const events = recordEvents(t);
    const grill = await addPrinter(t, tokens.manager, { name: 'Grill', port: paper.port });
    const res = await staffCall(t.app, tokens.manager, 'POST', `/kitchen/printers/${grill.id}/test`);
    expect(res.status, res.text).toBe(202);
    expect(res.body.data.job).toMatchObject({ printerId: grill.id, status: 'queued' });
    // The list says so too (a page whose stream missed the event reads it there).
    expect((await listPrinters(t, tokens))[0]?.lastTest).toEqual({
      jobId: res.body.data.job.id,
      status: 'queued',
    });
    await runPrints(t);
    expect((await listPrinters(t, tokens))[0]?.lastTest).toEqual({
      jobId: res.body.data.job.id,
      status: 'printed',
    });
    expect(paper.documents).toHaveLength(1);
    expect(inkOf(paper.documents[0]?.images[0] as never).inkRows).toBeGreaterThan(60);
    const done = events.seen.filter((e) => e.type === 'printer.job_done').map((e) => e.data);
    expect(done).toEqual([
      { printerId: grill.id, jobId: res.body.data.job.id, kind: 'test', status: 'printed' },
    ]);
    expect(await audits('printer.test_requested')).toEqual([
      { subject: `printer:${grill.id}`, details: { name: 'Grill' } },
    ]);

    paper.state = 'offline';
    const again = await staffCall(t.app, tokens.owner, 'POST', `/kitchen/printers/${grill.id}/test`);
    for (let i = 0; i < 3; i++) await runPrints(t, { retryNow: true });
    expect(paper.documents).toHaveLength(1);
    expect(events.seen.filter((e) => e.type === 'printer.job_done').map((e) => e.data)).toContainEqual({
      printerId: grill.id,
      jobId: again.body.data.job.id,
      kind: 'test',
      status: 'failed',
    });
    expect((await listPrinters(t, tokens))[0]).toMatchObject({
      status: 'offline',
      waitingJobs: 0,
      lastTest: { jobId: again.body.data.job.id, status: 'failed' },
    });
    events.stop();
  });

  it('prints a receipt (the day’s close) on the receipt printer, and says false when there is none', async () => {
    const receipt = {
      title: 'إغلاق اليوم',
      language: 'ar' as const,
      rows: [{ label: 'المبيعات', value: '1,234.50' }, { separator: true as const }, { text: 'شكرًا' }],
    };
    expect(
      await t.db.transaction().execute((trx) => enqueueReceiptPrint(trx, t.fixture.restaurantId, receipt)),
    ).toBe(false);
    await addPrinter(t, tokens.manager, { name: 'Kitchen', port: paper.port });
    expect(
      await t.db.transaction().execute((trx) => enqueueReceiptPrint(trx, t.fixture.restaurantId, receipt)),
    ).toBe(false);
    await addPrinter(t, tokens.manager, {
      name: 'Office',
      port: paper.port,
      paperWidth: 58,
      isReceipt: true,
    });
    expect(
      await t.db.transaction().execute((trx) => enqueueReceiptPrint(trx, t.fixture.restaurantId, receipt)),
    ).toBe(true);
    await runPrints(t);
    expect(paper.documents).toHaveLength(1);
    const image = paper.documents[0]?.images[0];
    expect(image?.width).toBe(384);
    expect(inkOf(image as never).rightmost).toBeGreaterThan(384 - 20);
  });
});
