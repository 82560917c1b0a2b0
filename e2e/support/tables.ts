import { type APIRequestContext, expect } from '@playwright/test';
import { staffToken } from './staff-login';

/** The journey's own table (added through the owner's staff API if missing): its QR link. */
export async function tableLink(request: APIRequestContext, number: number): Promise<string> {
  const token = await staffToken(request);
  const headers = { authorization: `Bearer ${token}` };
  type Table = { number: number; url: string };
  const setup = (await (await request.get('/api/staff/table-setup', { headers })).json()) as {
    data: { tables: Table[] };
  };
  const found = setup.data.tables.find((x) => x.number === number);
  if (found) return found.url;
  const res = await request.post('/api/staff/table-setup/tables', { headers, data: { number } });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { data: { table: Table } }).data.table.url;
}
