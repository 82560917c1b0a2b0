import { AppError } from '@sufra/domain';
import type {
  CreateTableBody,
  CreateTakeawayPointBody,
  QrCard,
  QrSheetResponse,
  RemovedTableResponse,
  SetupTable,
  SetupTakeawayPoint,
  TableSetupResponse,
  UpdateTableBody,
  UpdateTakeawayPointBody,
} from '@sufra/domain/contracts';
import QRCode from 'qrcode';
import { tableUrl, takeawayUrl } from '../../db/demo-links';
import type { Database } from '../../db/schema';
import { recordAudit } from '../../platform/audit/record-audit';
import { restaurantOf, type StaffPrincipal } from '../../platform/auth/require-staff';
import { newQrHash } from '../../platform/crypto/qr-hash';
import { inTransaction } from '../../platform/db/transaction';
import { logoAsPng } from '../../platform/static/media-files';
import { recordQrSheetOpened } from '../first-service';
import { renderQrSheetPdf } from './qr-sheet-pdf';
import {
  deleteTableRow,
  findSetupRestaurant,
  insertTable,
  insertTakeawayPoint,
  listAllTakeawayPoints,
  lockSetupTable,
  lockTakeawayPoint,
  openOrderCounts,
  type SetupTableRow,
  type SetupTakeawayRow,
  tableHasHistory,
  tableNumberTaken,
  updateTableRow,
  updateTakeawayPointRow,
} from './table-setup.repository';
import { listRestaurantTables } from './tables.repository';
import { OPEN_ORDER_STATUSES } from './tables.service';

/**
 * Tables and QR codes (issue 12 item 2). Every change is audited in its own transaction. A table that ever
 * had an order is never deleted (orders, payments and invoices point at it): "removing" it puts it out of
 * service (maintenance) and gives it a fresh hash, so its printed card is refused from then on.
 */

interface Ctx {
  db: Database;
  publicUrl: string;
}

function tableView(publicUrl: string, slug: string, row: SetupTableRow, openOrders: number): SetupTable {
  return {
    id: row.id,
    number: row.number,
    capacity: row.capacity,
    status: row.status,
    url: tableUrl(publicUrl, slug, row.number, row.hash),
    openOrders,
  };
}

function pointView(publicUrl: string, slug: string, row: SetupTakeawayRow): SetupTakeawayPoint {
  return {
    id: row.id,
    name: row.name,
    nameAr: row.nameAr,
    isActive: row.isActive,
    url: takeawayUrl(publicUrl, slug, row.hash),
  };
}

/** GET /api/staff/table-setup */
export function getTableSetup(ctx: Ctx, staff: StaffPrincipal): Promise<TableSetupResponse['data']> {
  const restaurantId = restaurantOf(staff);
  return inTransaction(ctx.db, async (trx) => {
    const restaurant = await findSetupRestaurant(trx, restaurantId);
    const [tables, points, open] = await Promise.all([
      listRestaurantTables(trx, restaurantId),
      listAllTakeawayPoints(trx, restaurantId),
      openOrderCounts(trx, restaurantId, OPEN_ORDER_STATUSES),
    ]);
    return {
      tables: tables.map((t) => tableView(ctx.publicUrl, restaurant.slug, t, open.get(t.id) ?? 0)),
      takeawayPoints: points.map((p) => pointView(ctx.publicUrl, restaurant.slug, p)),
      defaultCapacity: restaurant.defaultTableCapacity,
    };
  });
}

async function assertNumberFree(trx: Database, restaurantId: number, number: number, exceptId?: number) {
  if (await tableNumberTaken(trx, restaurantId, number, exceptId))
    throw new AppError('TABLE_NUMBER_TAKEN', { number });
}

/** POST /api/staff/table-setup/tables: a fresh hash; the restaurant's default capacity unless given. */
export function createSetupTable(
  ctx: Ctx,
  staff: StaffPrincipal,
  body: CreateTableBody,
): Promise<SetupTable> {
  const restaurantId = restaurantOf(staff);
  return inTransaction(ctx.db, async (trx) => {
    const restaurant = await findSetupRestaurant(trx, restaurantId);
    await assertNumberFree(trx, restaurantId, body.number);
    const row = await insertTable(trx, {
      restaurantId,
      number: body.number,
      hash: newQrHash(),
      capacity: body.capacity ?? restaurant.defaultTableCapacity,
      status: body.status,
    });
    await recordAudit(trx, {
      restaurantId,
      actorId: staff.id,
      action: 'table.created',
      subject: `table:${row.number}`,
      details: { number: row.number, capacity: row.capacity, status: row.status },
    });
    return tableView(ctx.publicUrl, restaurant.slug, row, 0);
  });
}

/**
 * PATCH /api/staff/table-setup/tables/:id: renumber (its QR link changes with the number: the old card is
 * refused), capacity, maintenance. A number another table has → 409 TABLE_NUMBER_TAKEN.
 */
export function updateSetupTable(
  ctx: Ctx,
  staff: StaffPrincipal,
  id: number,
  body: UpdateTableBody,
): Promise<SetupTable> {
  const restaurantId = restaurantOf(staff);
  return inTransaction(ctx.db, async (trx) => {
    const restaurant = await findSetupRestaurant(trx, restaurantId);
    const before = await lockSetupTable(trx, restaurantId, id);
    if (!before) throw new AppError('TABLE_NOT_FOUND');
    if (body.number !== undefined && body.number !== before.number)
      await assertNumberFree(trx, restaurantId, body.number, id);
    const changed = (['number', 'capacity', 'status'] as const).filter(
      (key) => body[key] !== undefined && body[key] !== before[key],
    );
    let row = before;
    if (changed.length > 0) {
      row = await updateTableRow(trx, id, body);
      await recordAudit(trx, {
        restaurantId,
        actorId: staff.id,
        action: 'table.updated',
        subject: `table:${row.number}`,
        details: {
          before: Object.fromEntries(changed.map((k) => [k, before[k]])),
          after: Object.fromEntries(changed.map((k) => [k, row[k]])),
        },
      });
    }
    const open = await openOrderCounts(trx, restaurantId, OPEN_ORDER_STATUSES);
    return tableView(ctx.publicUrl, restaurant.slug, row, open.get(id) ?? 0);
  });
}

/**
 * DELETE /api/staff/table-setup/tables/:id: refused while orders are open on it (its bill unpaid or the
 * kitchen busy); deleted when it never had an order; otherwise kept for its history, out of service.
 */
export function removeSetupTable(
  ctx: Ctx,
  staff: StaffPrincipal,
  id: number,
): Promise<RemovedTableResponse['data']> {
  const restaurantId = restaurantOf(staff);
  return inTransaction(ctx.db, async (trx) => {
    const table = await lockSetupTable(trx, restaurantId, id);
    if (!table) throw new AppError('TABLE_NOT_FOUND');
    const open = (await openOrderCounts(trx, restaurantId, OPEN_ORDER_STATUSES)).get(id) ?? 0;
    if (open > 0) throw new AppError('TABLE_HAS_OPEN_ORDERS', { number: table.number, count: open });
    const kept = await tableHasHistory(trx, id);
    if (kept) await updateTableRow(trx, id, { status: 'maintenance', hash: newQrHash() });
    else await deleteTableRow(trx, id);
    const outcome = kept ? 'kept' : 'deleted';
    await recordAudit(trx, {
      restaurantId,
      actorId: staff.id,
      action: 'table.removed',
      subject: `table:${table.number}`,
      details: { number: table.number, outcome },
    });
    return { outcome };
  });
}

/** POST /api/staff/table-setup/takeaway-points: a counter with its own fresh hash. */
export function createTakeawayPoint(
  ctx: Ctx,
  staff: StaffPrincipal,
  body: CreateTakeawayPointBody,
): Promise<SetupTakeawayPoint> {
  const restaurantId = restaurantOf(staff);
  return inTransaction(ctx.db, async (trx) => {
    const restaurant = await findSetupRestaurant(trx, restaurantId);
    const row = await insertTakeawayPoint(trx, { restaurantId, ...body, hash: newQrHash() });
    await recordAudit(trx, {
      restaurantId,
      actorId: staff.id,
      action: 'takeaway_point.created',
      subject: `takeaway_point:${row.id}`,
      details: { name: row.name, nameAr: row.nameAr },
    });
    return pointView(ctx.publicUrl, restaurant.slug, row);
  });
}

/** PATCH /api/staff/table-setup/takeaway-points/:id: names, or `isActive: false` (its QR places no order). */
export function updateTakeawayPoint(
  ctx: Ctx,
  staff: StaffPrincipal,
  id: number,
  body: UpdateTakeawayPointBody,
): Promise<SetupTakeawayPoint> {
  const restaurantId = restaurantOf(staff);
  return inTransaction(ctx.db, async (trx) => {
    const restaurant = await findSetupRestaurant(trx, restaurantId);
    const before = await lockTakeawayPoint(trx, restaurantId, id);
    if (!before) throw new AppError('TAKEAWAY_NOT_FOUND');
    const changed = (['name', 'nameAr', 'isActive'] as const).filter(
      (key) => body[key] !== undefined && body[key] !== before[key],
    );
    let row = before;
    if (changed.length > 0) {
      row = await updateTakeawayPointRow(trx, id, body);
      await recordAudit(trx, {
        restaurantId,
        actorId: staff.id,
        action: 'takeaway_point.updated',
        subject: `takeaway_point:${id}`,
        details: {
          before: Object.fromEntries(changed.map((k) => [k, before[k]])),
          after: Object.fromEntries(changed.map((k) => [k, row[k]])),
        },
      });
    }
    return pointView(ctx.publicUrl, restaurant.slug, row);
  });
}

/** Error correction M (a printer's smudge), the standard's quiet zone of 4 modules. */
const qrSvg = (url: string) => QRCode.toString(url, { errorCorrectionLevel: 'M', margin: 4, type: 'svg' });

type SheetCard = Omit<QrCard, 'svg'>;

/** The sheet's cards: one per table in service and per open takeaway point, with the restaurant. */
async function loadSheet(ctx: Ctx, restaurantId: number) {
  return inTransaction(ctx.db, async (trx) => {
    const restaurant = await findSetupRestaurant(trx, restaurantId);
    // Staff opened or downloaded the sheet: the owner's first-service checklist ticks "print the QR sheet".
    await recordQrSheetOpened(trx, restaurantId);
    const [tables, points] = await Promise.all([
      listRestaurantTables(trx, restaurantId),
      listAllTakeawayPoints(trx, restaurantId),
    ]);
    const cards: SheetCard[] = [
      ...tables
        .filter((t) => t.status === 'active')
        .map((t) => ({
          kind: 'table' as const,
          number: t.number,
          name: null,
          nameAr: null,
          url: tableUrl(ctx.publicUrl, restaurant.slug, t.number, t.hash),
        })),
      ...points
        .filter((p) => p.isActive)
        .map((p) => ({
          kind: 'takeaway' as const,
          number: null,
          name: p.name,
          nameAr: p.nameAr,
          url: takeawayUrl(ctx.publicUrl, restaurant.slug, p.hash),
        })),
    ];
    return { restaurant, cards };
  });
}

/** GET /api/staff/table-setup/qr-sheet: a card per table in service and per open takeaway point. */
export async function getQrSheet(ctx: Ctx, staff: StaffPrincipal): Promise<QrSheetResponse['data']> {
  const { restaurant, cards } = await loadSheet(ctx, restaurantOf(staff));
  return {
    restaurant: { name: restaurant.name, nameAr: restaurant.nameAr, logoUrl: restaurant.logoUrl },
    cards: await Promise.all(cards.map(async (c) => ({ ...c, svg: await qrSvg(c.url) }))),
  };
}

/**
 * GET /api/staff/table-setup/qr-sheet.pdf: the same cards as an A4 PDF. The logo is read from its file
 * and converted to PNG (PDF takes PNG and JPEG; logos may be WebP or the demo's SVG); a logo that cannot
 * be read prints the restaurant's names instead of failing the sheet.
 */
export async function getQrSheetPdf(
  ctx: Ctx & { dataDir: string },
  staff: StaffPrincipal,
): Promise<{ pdf: Buffer; slug: string }> {
  const { restaurant, cards } = await loadSheet(ctx, restaurantOf(staff));
  const logoPng = await logoAsPng(ctx.dataDir, restaurant.logoUrl);
  const pdf = await renderQrSheetPdf({
    restaurant: { name: restaurant.name, nameAr: restaurant.nameAr },
    logoPng,
    cards,
  });
  return { pdf, slug: restaurant.slug };
}
