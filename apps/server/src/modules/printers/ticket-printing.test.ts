import type { Printer, Station } from '@sufra/domain/contracts';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { recordEvents, signInTeam, staffCall } from '../orders/testing/live-service';
import { line, placeOrderRequest, placeWithProof, proofHeader, tableOrder } from '../orders/testing/requests';
import { createPaymentsTestApp, type PaymentsTestApp } from '../payments/testing/payment-fixtures';
import { type ImitationPrinter, inkOf } from './testing/imitation-printer';
import { addPrinter, imitation, listPrinters, pngDir, runPrints } from './testing/print-fixtures';

/**
 * Issue 29 item 3: each new ticket and each added round prints, through the outbox, on the printer of the
 * station that makes its lines (a printer with no station prints whole tickets; unrouted lines print on
 * every station's printer); a printer off or out of paper is shown and its tickets print once it is back,
 * once; a reprint prints again, marked. The printers here are imitations that keep what they printed.
 */
describe('kitchen tickets on the printers', () => {
  let t: PaymentsTestApp;
  let tokens: Awaited<ReturnType<typeof signInTeam>>;
  const dir = pngDir('tickets');
  let grillPaper: ImitationPrinter;
  let barPaper: ImitationPrinter;
  let passPaper: ImitationPrinter;
  let grillPrinter: Printer;
  let grill: Station;
  const dish = { burger: 0, fries: 0, tea: 0 };

  beforeAll(async () => {
    t = await createPaymentsTestApp();
    tokens = await signInTeam(t);
    const station = async (name: string, nameAr: string) =>
      (await staffCall(t.app, tokens.owner, 'POST', '/kitchen/stations', { name, nameAr })).body.data
        .station as Station;
    grill = await station('Grill', 'الشواية');
    const bar = await station('Bar', 'البار');
    const restaurantId = t.fixture.restaurantId;
    const category = async (name: string) =>
      (
        await t.db
          .insertInto('menuCategories')
          .values({ restaurantId, name, nameAr: `${name} ar` })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id;
    const item = async (categoryId: number, name: string, nameAr: string) =>
      (
        await t.db
          .insertInto('menuItems')
          .values({ restaurantId, categoryId, name, nameAr, priceHalalas: 1000 })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id;
    dish.burger = t.fixture.items.burger;
    dish.fries = await item(await category('Sides'), 'Fries', 'بطاطس');
    const drinks = await category('Drinks');
    dish.tea = await item(drinks, 'Tea', 'شاي');
    const mains = (
      await t.db
        .selectFrom('menuItems')
        .select('categoryId')
        .where('id', '=', dish.burger)
        .executeTakeFirstOrThrow()
    ).categoryId;
    const routed = await staffCall(t.app, tokens.manager, 'PUT', '/kitchen/stations/routing', {
      categories: [
        { id: mains, stationId: grill.id },
        { id: drinks, stationId: bar.id },
      ],
    });
    expect(routed.status, routed.text).toBe(200);
    grillPaper = await imitation(dir);
    barPaper = await imitation(dir);
    passPaper = await imitation(dir);
    grillPrinter = await addPrinter(t, tokens.manager, {
      name: 'Grill',
      port: grillPaper.port,
      stationId: grill.id,
    });
    await addPrinter(t, tokens.manager, {
      name: 'Bar',
      port: barPaper.port,
      stationId: bar.id,
      paperWidth: 58,
    });
    await addPrinter(t, tokens.owner, { name: 'Pass', port: passPaper.port });
  });
  afterAll(async () => {
    await Promise.all([grillPaper, barPaper, passPaper].map((p) => p.close()));
    await t.close();
  });
  beforeEach(async () => {
    for (const p of [grillPaper, barPaper, passPaper]) {
      p.documents.length = 0;
      p.state = 'online';
    }
    await runPrints(t, { retryNow: true });
    for (const p of [grillPaper, barPaper, passPaper]) p.documents.length = 0;
  });

  const burger = () => line(dish.burger, [t.fixture.options.regular], 2, 'بدون بصل');
  const image = (p: ImitationPrinter, n = 0) => {
    const img = p.documents[n]?.images[0];
    if (!img) throw new Error('nothing printed');
    return img;
  };

  it('prints a new order on its stations’ printers, each with its lines, and the whole ticket at the pass', async () => {
    await placeWithProof(t.app, t.fixture, tableOrder(t.fixture, [burger()], { notes: 'عيد ميلاد' }));
    await placeWithProof(t.app, t.fixture, tableOrder(t.fixture, [burger(), line(dish.tea)]));
    await runPrints(t);

    // The grill: both orders (burgers); the bar: only the second (tea); the pass: both, whole.
    expect(grillPaper.documents).toHaveLength(2);
    expect(barPaper.documents).toHaveLength(1);
    expect(passPaper.documents).toHaveLength(2);
    for (const p of [grillPaper, barPaper, passPaper]) expect(p.documents.every((d) => d.cut)).toBe(true);
    // The second order at the pass has the burger and the tea: a longer paper than the grill's burger alone.
    expect(image(passPaper, 1).height).toBeGreaterThan(image(grillPaper, 1).height);
    // 80 mm paper is 576 dots across, 58 mm 384.
    expect(image(grillPaper).width).toBe(576);
    expect(image(barPaper).width).toBe(384);
    // The Arabic ticket is not blank and reads from the right: its ink ends at the right margin.
    const ink = inkOf(image(grillPaper));
    expect(ink.inkRows).toBeGreaterThan(150);
    expect(ink.rightmost).toBeGreaterThan(576 - 20);
    expect(image(grillPaper).file).toMatch(/\.png$/);
    const jobs = await t.db
      .selectFrom('printJobs')
      .select(['status', 'printedAt'])
      .where('kind', '=', 'ticket')
      .execute();
    expect(jobs.every((j) => j.status === 'printed' && j.printedAt !== null)).toBe(true);
  });

  it('prints lines routed nowhere on every station’s printer', async () => {
    await placeWithProof(t.app, t.fixture, tableOrder(t.fixture, [line(dish.fries)]));
    await runPrints(t);
    expect([grillPaper, barPaper, passPaper].map((p) => p.documents.length)).toEqual([1, 1, 1]);
  });

  it('prints an added round on its own, on the printers whose lines it has', async () => {
    const { order, proof } = await placeWithProof(t.app, t.fixture, tableOrder(t.fixture, [burger()]));
    await runPrints(t);
    expect([grillPaper, barPaper, passPaper].map((p) => p.documents.length)).toEqual([1, 0, 1]);
    const add = await t.app.inject({
      method: 'PUT',
      url: `/api/public/orders/${order.id}/items`,
      headers: proofHeader(proof),
      payload: { items: [line(dish.tea, [], 3)] },
    });
    expect(add.statusCode, add.body).toBe(200);
    await runPrints(t);
    // The round (tea) prints at the bar and the pass; the grill has nothing new to make.
    expect([grillPaper, barPaper, passPaper].map((p) => p.documents.length)).toEqual([1, 1, 2]);
    const rounds = await t.db
      .selectFrom('printJobs')
      .select('batch')
      .where('orderId', 'is not', null)
      .where('kind', '=', 'ticket')
      .orderBy('id', 'desc')
      .limit(2)
      .execute();
    expect(rounds.map((r) => r.batch)).toEqual([1, 1]);
  });

  it('shows a printer that is off, keeps its ticket, and prints it once when it is back', async () => {
    grillPaper.state = 'offline';
    const events = recordEvents(t);
    await placeWithProof(t.app, t.fixture, tableOrder(t.fixture, [burger()]));
    await runPrints(t);
    expect(grillPaper.documents).toHaveLength(0);
    expect(passPaper.documents).toHaveLength(1);
    let shown = (await listPrinters(t, tokens)).find((p) => p.id === grillPrinter.id);
    expect(shown).toMatchObject({ status: 'offline', waitingJobs: 1 });
    expect(shown?.lastError).toBeTruthy();
    expect(
      events.seen.some(
        (e) => e.type === 'printer.status_changed' && (e.data as { status: string }).status === 'offline',
      ),
    ).toBe(true);

    // Still off at the next try: still waiting, nothing lost.
    await runPrints(t, { retryNow: true });
    expect(grillPaper.documents).toHaveLength(0);

    grillPaper.state = 'online';
    await runPrints(t, { retryNow: true });
    expect(grillPaper.documents).toHaveLength(1);
    shown = (await listPrinters(t, tokens)).find((p) => p.id === grillPrinter.id);
    expect(shown).toMatchObject({ status: 'online', waitingJobs: 0, lastError: null });
    expect(shown?.lastSeenAt).not.toBeNull();
    // Another round of the worker, even with the outbox job made due again, prints nothing twice.
    await t.db
      .updateTable('outboxJobs')
      .set({ status: 'pending', runAt: new Date(Date.now() - 1000) })
      .where('type', '=', 'printer.print')
      .execute();
    await runPrints(t);
    expect(grillPaper.documents).toHaveLength(1);
    expect(passPaper.documents).toHaveLength(1);
    events.stop();
  });

  it('treats a printer that never answers as off', async () => {
    grillPaper.state = 'silent';
    await placeWithProof(t.app, t.fixture, tableOrder(t.fixture, [burger()]));
    await runPrints(t, { timeoutMs: 400 });
    expect(grillPaper.documents).toHaveLength(0);
    expect((await listPrinters(t, tokens)).find((p) => p.id === grillPrinter.id)?.status).toBe('offline');
    grillPaper.state = 'online';
    await runPrints(t, { retryNow: true });
    expect(grillPaper.documents).toHaveLength(1);
  });

  it('shows a printer out of paper and prints the ticket when paper is in', async () => {
    barPaper.state = 'paper_out';
    await placeWithProof(t.app, t.fixture, tableOrder(t.fixture, [line(dish.tea)]));
    await runPrints(t);
    expect(barPaper.documents).toHaveLength(0);
    expect(barPaper.statusRequests).toBeGreaterThan(0);
    const bar = (await listPrinters(t, tokens)).find((p) => p.name === 'Bar');
    expect(bar).toMatchObject({ status: 'paper_out', waitingJobs: 1 });
    barPaper.state = 'online';
    await runPrints(t, { retryNow: true });
    expect(barPaper.documents).toHaveLength(1);
    expect((await listPrinters(t, tokens)).find((p) => p.name === 'Bar')?.status).toBe('online');
  });

  it('marks a ticket whose earlier try was sent but never acknowledged as a possible duplicate', async () => {
    await placeWithProof(t.app, t.fixture, tableOrder(t.fixture, [burger()]));
    await runPrints(t);
    const first = image(grillPaper).height;
    const { id } = await t.db
      .selectFrom('printJobs')
      .select('id')
      .where('printerId', '=', grillPrinter.id)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    // As after a crash between the printer's last byte and the acknowledgement being recorded.
    await t.db
      .updateTable('printJobs')
      .set({ status: 'sending', printedAt: null })
      .where('id', '=', id)
      .execute();
    await t.db
      .updateTable('outboxJobs')
      .set({ status: 'pending', runAt: new Date(Date.now() - 1000) })
      .where('dedupeKey', '=', `print:${id}`)
      .execute();
    await runPrints(t);
    expect(grillPaper.documents).toHaveLength(2);
    // The same ticket with a line on top ("may be a duplicate").
    expect(image(grillPaper, 1).height).toBeGreaterThan(first);
  });

  it('reprints a ticket from the kitchen on the printers that print it, marked as a reprint', async () => {
    const { order } = await placeWithProof(t.app, t.fixture, tableOrder(t.fixture, [burger()]));
    await runPrints(t);
    const first = image(grillPaper).height;
    const res = await staffCall(t.app, tokens.kitchen, 'POST', `/orders/${order.id}/reprint`, { batch: 0 });
    expect(res.status, res.text).toBe(202);
    expect(res.body.data.jobs).toHaveLength(2);
    await runPrints(t);
    expect([grillPaper, barPaper, passPaper].map((p) => p.documents.length)).toEqual([2, 0, 2]);
    expect(image(grillPaper, 1).height).toBeGreaterThan(first);
    const audit = await t.db
      .selectFrom('auditLog')
      .select(['subject', 'details'])
      .where('action', '=', 'printer.reprint_requested')
      .execute();
    expect(audit).toEqual([{ subject: `order:${order.id}`, details: { orderNumber: order.orderNumber } }]);

    // A round it does not have, a waiter, another restaurant's order: refused, nothing queued.
    const before = await t.db.selectFrom('printJobs').select('id').execute();
    expect(
      (await staffCall(t.app, tokens.kitchen, 'POST', `/orders/${order.id}/reprint`, { batch: 7 })).status,
    ).toBe(404);
    expect((await staffCall(t.app, tokens.waiter, 'POST', `/orders/${order.id}/reprint`, {})).status).toBe(
      403,
    );
    const other = t.fixture.other;
    const theirs = await placeOrderRequest(t.app, other.restaurantId, {
      orderType: 'table',
      tableNumber: 1,
      tableHash: other.tableHash,
      items: [line(other.item)],
      language: 'ar',
    });
    expect(theirs.statusCode, theirs.body).toBe(201);
    const refused = await staffCall(
      t.app,
      tokens.manager,
      'POST',
      `/orders/${theirs.json().data.order.id}/reprint`,
      {},
    );
    expect(refused.status).toBe(404);
    expect(refused.body.error.code).toBe('ORDER_NOT_FOUND');
    expect(await t.db.selectFrom('printJobs').select('id').execute()).toHaveLength(before.length);
  });
});
