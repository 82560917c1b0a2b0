import { api } from '@sufra/domain/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers';

/**
 * The contract's route table IS the API (issue 10 item 1): every route of `api` is served, and every
 * route the app serves under /api was registered from the table (its response schemas are the table's
 * own objects), so a route added by hand, or one the table forgot, fails here.
 */
describe('the route table and the served API', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const served = () =>
    t.app.routeTable.routes.filter((r) => r.url.startsWith('/api/') && r.method !== 'HEAD');

  it('serves every route of the table, at its method and path', () => {
    const keys = new Set(served().map((r) => `${r.method} ${r.url}`));
    const missing = Object.entries(api)
      .filter(([, r]) => !keys.has(`${r.method} /api${r.path}`))
      .map(([name]) => name);
    expect(missing).toEqual([]);
    expect(Object.keys(api).length).toBeGreaterThanOrEqual(56);
  });

  it('serves nothing under /api that the table does not list, and registers each from the table', () => {
    const byKey = new Map(Object.values(api).map((r) => [`${r.method} /api${r.path}`, r]));
    const stray = served()
      .filter((r) => byKey.get(`${r.method} ${r.url}`)?.response !== r.schema?.response)
      .map((r) => `${r.method} ${r.url}`);
    expect(stray).toEqual([]);
  });
});
