import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, gzip, constants as zlib } from 'node:zlib';
import { AppError } from '@sufra/domain';
import {
  type Menu,
  type MenuItem,
  type MenuOption,
  type MenuOptionGroup,
  MenuResponseSchema,
} from '@sufra/domain/contracts';
import type { Database } from '../../db/schema';
import { inTransaction } from '../../platform/db/transaction';
import {
  findMenuVersion,
  listMenuCategories,
  listMenuItems,
  listOptionGroups,
  listOptions,
} from './menu.repository';

export interface VersionedMenu {
  menu: Menu;
  /** The response body `{ data: menu }`, serialised once per menu version (checked against its contract). */
  body: string;
  /** Strong ETag: a digest of the menu body, so equal bodies always share a tag. */
  etag: string;
  version: number;
  /** `body` compressed once per version (brotli at its best quality, gzip -9): never per request. */
  br: Buffer;
  gzip: Buffer;
}

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

function groupBy<T, K>(rows: T[], key: (row: T) => K): Map<K, T[]> {
  const map = new Map<K, T[]>();
  for (const row of rows) {
    const k = key(row);
    const list = map.get(k);
    if (list) list.push(row);
    else map.set(k, [row]);
  }
  return map;
}

async function loadMenu(trx: Database, restaurantId: number): Promise<Menu> {
  const [categories, items, groups, options] = await Promise.all([
    listMenuCategories(trx, restaurantId),
    listMenuItems(trx, restaurantId),
    listOptionGroups(trx, restaurantId),
    listOptions(trx, restaurantId),
  ]);
  const optionsByGroup = groupBy(options, (o) => o.optionGroupId);
  const groupsByItem = groupBy(groups, (g) => g.menuItemId);
  const itemsByCategory = groupBy(items, (i) => i.categoryId);
  const toGroup = (g: (typeof groups)[number]): MenuOptionGroup => ({
    id: g.id,
    name: g.name,
    nameAr: g.nameAr,
    minSelections: g.minSelections,
    maxSelections: g.maxSelections,
    options: (optionsByGroup.get(g.id) ?? []).map(
      (o): MenuOption => ({
        id: o.id,
        name: o.name,
        nameAr: o.nameAr,
        price: o.priceHalalas,
        maxQuantity: o.maxQuantity,
      }),
    ),
  });
  const toItem = (i: (typeof items)[number]): MenuItem => ({
    id: i.id,
    name: i.name,
    nameAr: i.nameAr,
    description: i.description,
    descriptionAr: i.descriptionAr,
    price: i.priceHalalas,
    photo: i.photoUrl,
    photoSrcset: i.photoSrcset,
    calories: i.calories,
    caffeineLevel: i.caffeineLevel,
    isHighSalt: i.isHighSalt,
    isAvailable: i.isAvailable,
    optionGroups: (groupsByItem.get(i.id) ?? []).map(toGroup),
  });
  return {
    categories: categories.map((c) => ({
      id: c.id,
      name: c.name,
      nameAr: c.nameAr,
      items: (itemsByCategory.get(c.id) ?? []).map(toItem),
    })),
  };
}

/**
 * Built menus per database and restaurant, valid while restaurants.menu_version is unchanged (a trigger
 * bumps it on every menu write, see migration 0001). Saves four queries and a digest per read.
 */
const cache = new WeakMap<Database, Map<number, VersionedMenu>>();

/**
 * The restaurant's menu as of now, or RESTAURANT_NOT_FOUND / RESTAURANT_SUSPENDED: one indexed read of the
 * version; the menu itself is rebuilt (one transaction) only when its version moved. Always current, for
 * callers outside the diner's hot path; GET /menu reads through the instance's menu cache (menu-cache.ts).
 */
export async function getMenu(db: Database, restaurantId: number): Promise<VersionedMenu> {
  const row = await findMenuVersion(db, restaurantId);
  if (!row) throw new AppError('RESTAURANT_NOT_FOUND');
  if (row.status !== 'active') throw new AppError('RESTAURANT_SUSPENDED');
  let perDb = cache.get(db);
  if (!perDb) {
    perDb = new Map();
    cache.set(db, perDb);
  }
  const cached = perDb.get(restaurantId);
  if (cached && cached.version === row.menuVersion) return cached;
  const menu = await inTransaction(db, (trx) => loadMenu(trx, restaurantId));
  const body = JSON.stringify(MenuResponseSchema.parse({ data: menu }));
  const digest = createHash('sha256').update(body).digest('base64url').slice(0, 27);
  // In the thread pool, so a large menu's best-quality brotli (tens of ms) never blocks other requests.
  const [br, gz] = await Promise.all([
    brotli(body, {
      params: {
        [zlib.BROTLI_PARAM_QUALITY]: zlib.BROTLI_MAX_QUALITY,
        [zlib.BROTLI_PARAM_MODE]: zlib.BROTLI_MODE_TEXT,
        [zlib.BROTLI_PARAM_SIZE_HINT]: Buffer.byteLength(body),
      },
    }),
    gzipAsync(body, { level: 9 }),
  ]);
  const built = { menu, body, etag: `"${digest}"`, version: row.menuVersion, br, gzip: gz };
  perDb.set(restaurantId, built);
  return built;
}
