import { type APIRequestContext, type Browser, expect, type Page } from '@playwright/test';
import { type Lang, useLanguage } from './journey';
import { linkIn, waitForMail } from './mail-inbox';
import { type NewOwner, newOwner } from './new-owner';

/**
 * A restaurant of its own for a whole evening's service (issue 29): applied for and approved through the
 * platform's real path (new-owner.ts), then set up by its owner through the staff API the back office
 * uses: a menu of two categories, two tables, a grill and a bar with each category routed to one, and a
 * waiter and a manager invited by e-mail who accept. Nothing is shared with the demo restaurant, so the
 * journey can change stations, printers and the cash drawer while the other journeys run.
 */
interface Dish {
  id: number;
  name: string;
  nameAr: string;
  /** Price in halalas, VAT included. */
  price: number;
}

export interface Service {
  owner: NewOwner;
  waiter: string;
  manager: string;
  /** Table number → its QR link's path. */
  tables: Map<number, string>;
  stations: { grill: number; bar: number };
  dishes: { mandi: Dish; tea: Dish };
}

type Json = Record<string, unknown>;

async function call(request: APIRequestContext, token: string, method: string, path: string, data?: Json) {
  const res = await request.fetch(`/api${path}`, {
    method,
    headers: { authorization: `Bearer ${token}` },
    ...(data ? { data } : {}),
  });
  expect(res.status(), `${method} ${path}: ${await res.text()}`).toBeLessThan(300);
  return (await res.json()) as { data: Json };
}

/** Invites a staff member by e-mail and accepts the invitation from the mail: their session token. */
async function invited(
  request: APIRequestContext,
  ownerToken: string,
  role: 'waiter' | 'manager',
  name: string,
) {
  const email = `${role}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@e2e.test`;
  await call(request, ownerToken, 'POST', '/staff/invites', { email, name, role });
  const token = new URL(
    linkIn(await waitForMail(email, 1), '/dashboard/accept-invite'),
    'http://x',
  ).searchParams.get('token');
  const accepted = await request.post('/api/staff/invites/accept', {
    data: { token, password: `${role} pass phrase 29` },
  });
  expect(accepted.status(), await accepted.text()).toBe(201);
  return ((await accepted.json()) as { data: { token: string } }).data.token;
}

export async function newService(
  request: APIRequestContext,
  lang: Lang,
  tableNumbers: number[],
): Promise<Service> {
  const owner = await newOwner(request, `Evening service ${lang}`, `خدمة المساء ${lang}`);
  const api = (method: string, path: string, data?: Json) => call(request, owner.token, method, path, data);

  const category = async (name: string, nameAr: string) =>
    ((await api('POST', '/staff/menu/categories', { name, nameAr })).data as { id: number }).id;
  const dish = async (categoryId: number, name: string, nameAr: string, price: string): Promise<Dish> => {
    const item = (await api('POST', '/staff/menu/items', { categoryId, name, nameAr, price })).data as {
      id: number;
    };
    return { id: item.id, name, nameAr, price: Math.round(Number(price) * 100) };
  };
  const mains = await category('Mains', 'الأطباق الرئيسية');
  const drinks = await category('Drinks', 'المشروبات');
  const dishes = {
    mandi: await dish(mains, 'Lamb mandi', 'مندي لحم', '65.00'),
    tea: await dish(drinks, 'Mint tea', 'شاي بالنعناع', '7.00'),
  };

  // An approved restaurant starts with a few tables of its own: the journey's are used or added.
  type Table = { number: number; url: string };
  const existing = ((await api('GET', '/staff/table-setup')).data.tables as Table[]) ?? [];
  const tables = new Map<number, string>();
  for (const number of tableNumbers) {
    const table =
      existing.find((x) => x.number === number) ??
      ((await api('POST', '/staff/table-setup/tables', { number })).data.table as Table);
    const url = new URL(table.url);
    tables.set(number, url.pathname + url.search + url.hash);
  }

  const station = async (name: string, nameAr: string) =>
    ((await api('POST', '/staff/kitchen/stations', { name, nameAr })).data.station as { id: number }).id;
  const stations = { grill: await station('Grill', 'الشواية'), bar: await station('Bar', 'البار') };
  await api('PUT', '/staff/kitchen/stations/routing', {
    categories: [
      { id: mains, stationId: stations.grill },
      { id: drinks, stationId: stations.bar },
    ],
  });

  return {
    owner,
    waiter: await invited(request, owner.token, 'waiter', lang === 'ar' ? 'سالم' : 'Salem'),
    manager: await invited(request, owner.token, 'manager', lang === 'ar' ? 'نورة' : 'Noura'),
    tables,
    stations,
    dishes,
  };
}

/** A console page signed in with a staff session (the console reads `auth_token` from localStorage). */
export async function consolePage(
  browser: Browser,
  lang: Lang,
  token: string,
  path: string,
  viewport = { width: 1024, height: 768 },
): Promise<Page> {
  const page = await (await browser.newContext({ viewport })).newPage();
  await useLanguage(page, lang);
  await page.addInitScript((t) => localStorage.setItem('auth_token', t), token);
  await page.goto(path);
  return page;
}
