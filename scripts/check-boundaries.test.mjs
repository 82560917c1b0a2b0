// The checkers of `npm run check` catch what they are there for: a tree of fixture files breaks each rule
// once, and the repository's own rules (.dependency-cruiser.cjs, knip.config.ts) must report every break,
// and nothing that is allowed. Run: npx vitest run --root scripts
import { spawnSync } from 'node:child_process';
import {
  copyFileSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const repo = resolve(dirname(fileURLToPath(import.meta.url)), '..');

function writeTree(root, files) {
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
}

describe('import boundaries (dependency-cruiser with .dependency-cruiser.cjs)', () => {
  let root;
  let result;
  /** The reported violations, one `rule: from → to` line each. */
  let violations;
  beforeAll(() => {
    root = mkdtempSync(join(tmpdir(), 'sufra-boundaries-'));
    writeTree(root, {
      // A feature importing another feature.
      'apps/web/src/features/diner/menu/menu-page.ts':
        "import { cartTotal } from '../cart/cart-total';\nexport const page = cartTotal;\n",
      'apps/web/src/features/diner/cart/cart-total.ts': 'export const cartTotal = 1;\n',
      // shared/ importing a feature.
      'apps/web/src/shared/money.ts':
        "import { cartTotal } from '../features/diner/cart/cart-total';\nexport const m = cartTotal;\n",
      // Allowed: app/ composes the features, a feature uses shared/ and its own files.
      'apps/web/src/app/router.ts':
        "import { page } from '../features/diner/menu/menu-page';\nimport { m } from '../shared/money';\nexport const r = [page, m];\n",
      'apps/web/src/features/diner/cart/cart-page.ts':
        "import { m } from '../../../shared/money';\nimport { cartTotal } from './cart-total';\nexport const p = [m, cartTotal];\n",
      // platform/ importing a module.
      'apps/server/src/platform/http/etag.ts':
        "import { getMenu } from '../../modules/menu/menu.service';\nexport const etag = getMenu;\n",
      'apps/server/src/modules/menu/menu.service.ts':
        "import { findMenu } from './menu.repository';\nexport const getMenu = findMenu;\n",
      'apps/server/src/modules/menu/menu.repository.ts': 'export const findMenu = 1;\n',
      'apps/server/src/modules/menu/menu.routes.ts': 'export const menuRoutes = 1;\n',
      // A module reaching into another's repository and routes; its service is fine.
      'apps/server/src/modules/orders/orders.service.ts':
        "import { findMenu } from '../menu/menu.repository';\nimport { menuRoutes } from '../menu/menu.routes';\nimport { getMenu } from '../menu/menu.service';\nexport const o = [findMenu, menuRoutes, getMenu];\n",
      // A module using another through its face (allowed) and calling a flow from a service (not from routes).
      'apps/server/src/modules/menu/index.ts': "export { getMenu } from './menu.service';\n",
      'apps/server/src/modules/ratings/ratings.service.ts':
        "import { getMenu } from '../menu';\nimport { closeTable } from '../../flows/close-table.flow';\nexport const r = [getMenu, closeTable];\n",
      'apps/server/src/modules/ratings/ratings.routes.ts':
        "import { closeTable } from '../../flows/close-table.flow';\nexport const ratingsRoutes = closeTable;\n",
      // A flow through a face (allowed), past a face, and importing a route.
      'apps/server/src/flows/close-table.flow.ts':
        "import { getMenu } from '../modules/menu';\nimport { findMenu } from '../modules/menu/menu.repository';\nexport const closeTable = [getMenu, findMenu];\n",
      'apps/server/src/flows/edge.flow.ts':
        "import { menuRoutes } from '../modules/menu/menu.routes';\nexport const edge = menuRoutes;\n",
      // Two modules knotted through their faces with no file-level cycle: tips/a.ts uses waiters, waiters/c.ts tips.
      'apps/server/src/modules/tips/index.ts': "export { d } from './d';\n",
      'apps/server/src/modules/tips/d.ts': 'export const d = 1;\n',
      'apps/server/src/modules/tips/a.ts': "import { b } from '../waiters';\nexport const a = b;\n",
      'apps/server/src/modules/waiters/index.ts': "export { b } from './b';\n",
      'apps/server/src/modules/waiters/b.ts': 'export const b = 2;\n',
      'apps/server/src/modules/waiters/c.ts': "import { d } from '../tips';\nexport const c = d;\n",
      // A runtime cycle, and a cycle through a type-only import (allowed).
      'apps/server/src/platform/realtime/bus.ts':
        "import { pgBus } from './pg-bus';\nexport const deliver = 1;\nexport const bus = pgBus;\n",
      'apps/server/src/platform/realtime/pg-bus.ts':
        "import { deliver } from './bus';\nexport const pgBus = deliver;\n",
      'apps/server/src/platform/jobs/worker.ts':
        "import { outbox } from './outbox';\nexport type Job = { id: number };\nexport const worker = outbox;\n",
      'apps/server/src/platform/jobs/outbox.ts':
        "import type { Job } from './worker';\nexport const outbox: Job[] = [];\n",
      // A cycle closed by a lazy import() (a lazily loaded page using its loader's helpers): allowed.
      'apps/web/src/app/route-modules.ts':
        "export const pages = { console: () => import('./console-routes') };\nexport const lazyPage = 1;\n",
      'apps/web/src/app/console-routes.ts':
        "import { lazyPage } from './route-modules';\nexport const c = lazyPage;\n",
      // npm packages as npm installs them (kysely's entry under dist/, as the real one is), and the workspaces
      // as npm links them, so that imports resolve as they do in the repository.
      ...npmPackage('zod', 'index.js'),
      ...npmPackage('fastify', 'fastify.js'),
      ...npmPackage('kysely', 'dist/index.js'),
      ...npmPackage('react', 'index.js'),
      ...npmPackage('vitest', 'dist/index.js'),
      ...npmPackage('fast-check', 'lib/fast-check.js'),
      'apps/server/package.json': JSON.stringify({ name: '@sufra/server', private: true, type: 'module' }),
      // The domain importing server and web code, a node: built-in, npm packages other than zod (a type-only
      // import too) and a fixture; zod and its own files are fine.
      'packages/domain/src/orders/order.ts': [
        "import { getMenu } from '../../../../apps/server/src/modules/menu/menu.service';",
        "import { m } from '../../../../apps/web/src/shared/money';",
        "import { readFileSync } from 'node:fs';",
        "import fastify from 'fastify';",
        "import { Kysely } from 'kysely';",
        "import type { ReactNode } from 'react';",
        "import { z } from 'zod';",
        "import { sample } from './order.fixtures';",
        "import { halalas } from '../money/halalas';",
        'export type Node = ReactNode;',
        'export const order = [getMenu, m, readFileSync, fastify, Kysely, z, sample, halalas];',
        '',
      ].join('\n'),
      'packages/domain/src/orders/order.fixtures.ts': 'export const sample = 1;\n',
      'packages/domain/src/money/halalas.ts': "import { z } from 'zod';\nexport const halalas = z;\n",
      // The domain's test: vitest, fast-check, zod and the domain are fine; a node: built-in is not.
      'packages/domain/src/orders/order.test.ts': [
        "import { randomUUID } from 'node:crypto';",
        "import fc from 'fast-check';",
        "import { it } from 'vitest';",
        "import { z } from 'zod';",
        "import { order } from './order';",
        'it(String([randomUUID, fc, z, order]), () => {});',
        '',
      ].join('\n'),
      // The web importing server code (by path and through the workspace's package), the server web code.
      'apps/web/src/shared/api.ts':
        "import { getMenu } from '../../../server/src/modules/menu/menu.service';\nimport { findMenu } from '@sufra/server/src/modules/menu/menu.repository';\nexport const api = [getMenu, findMenu];\n",
      'apps/server/src/modules/menu/menu-share.ts':
        "import { m } from '../../../../web/src/shared/money';\nexport const share = m;\n",
      // A feature importing app/.
      'apps/web/src/features/diner/cart/cart-link.ts':
        "import { r } from '../../../app/router';\nexport const link = r;\n",
      // Production code importing test code: a testing/ folder, testing.ts and *-testing.ts, fixture,
      // helper and support files, the server's test/ folder, the web's src/test/ and a test file.
      'apps/server/src/modules/orders/place-order.ts': [
        "import { orderFixture } from './testing/order-fixture';",
        "import { pendingApi } from '../payments/pending/testing';",
        "import { adminApp } from '../platform-admin/platform-testing';",
        "import { rating } from '../ratings/ratings.fixtures';",
        "import { signUp } from '../onboarding/onboarding.test-helpers';",
        "import { sseClient } from '../../platform/realtime/sse-client.test-support';",
        "import { testConfig } from '../../../test/helpers';",
        "import { cases } from './place-order.test';",
        'export const place = [orderFixture, pendingApi, adminApp, rating, signUp, sseClient, testConfig, cases];',
        '',
      ].join('\n'),
      'apps/server/src/modules/orders/testing/order-fixture.ts':
        "import { rating } from '../../ratings/ratings.fixtures';\nexport const orderFixture = rating;\n",
      'apps/server/src/modules/payments/pending/testing.ts':
        "import { orderFixture } from '../../orders/testing/order-fixture';\nexport const pendingApi = orderFixture;\n",
      'apps/server/src/modules/platform-admin/platform-testing.ts':
        "import { pendingApi } from '../../payments/pending/testing';\nexport const adminApp = pendingApi;\n",
      'apps/server/src/modules/ratings/ratings.fixtures.ts': 'export const rating = 1;\n',
      'apps/server/src/modules/onboarding/onboarding.test-helpers.ts':
        "import { testConfig } from '../../../test/helpers';\nexport const signUp = testConfig;\n",
      'apps/server/src/platform/realtime/sse-client.test-support.ts': 'export const sseClient = 1;\n',
      'apps/server/test/helpers.ts':
        "import { orderFixture } from '../src/modules/orders/testing/order-fixture';\nexport const testConfig = orderFixture;\n",
      'apps/web/src/shared/format.ts':
        "import { orders } from '../test/order-fixtures';\nexport const format = orders;\n",
      'apps/web/src/test/order-fixtures.ts': 'export const orders = 1;\n',
      // Allowed: tests import test code (a .test.ts, a .pg.test.ts, the web's src/test/), and so do e2e/
      // and bench/, which may also use the server and the web.
      'apps/server/src/modules/orders/place-order.test.ts':
        "import { orderFixture } from './testing/order-fixture';\nimport { adminApp } from '../platform-admin/platform-testing';\nimport { testConfig } from '../../../test/helpers';\nexport const cases = [orderFixture, adminApp, testConfig];\n",
      'apps/server/src/modules/orders/place-order.pg.test.ts':
        "import { rating } from '../ratings/ratings.fixtures';\nimport { sseClient } from '../../platform/realtime/sse-client.test-support';\nexport const pg = [rating, sseClient];\n",
      'apps/web/src/features/diner/cart/cart-page.test.tsx':
        "import { orders } from '../../../test/order-fixtures';\nimport { p } from './cart-page';\nexport const t = [orders, p];\n",
      'apps/web/src/test/render.ts':
        "import { orders } from './order-fixtures';\nexport const render = orders;\n",
      'e2e/journeys/order.spec.ts':
        "import { orderFixture } from '../../apps/server/src/modules/orders/testing/order-fixture';\nimport { orders } from '../../apps/web/src/test/order-fixtures';\nimport { page } from '../../apps/web/src/features/diner/menu/menu-page';\nimport { getMenu } from '../../apps/server/src/modules/menu/menu.service';\nexport const j = [orderFixture, orders, page, getMenu];\n",
      'bench/seed.ts':
        "import { testConfig } from '../apps/server/test/helpers';\nexport const seed = testConfig;\n",
    });
    mkdirSync(join(root, 'node_modules/@sufra'), { recursive: true });
    symlinkSync('../../apps/server', join(root, 'node_modules/@sufra/server'));
    result = spawnSync(process.execPath, [join(repo, 'scripts/check-boundaries.mjs'), root], {
      encoding: 'utf8',
    });
    violations = result.stdout
      .split('\n')
      .filter((line) => line.trim().startsWith('error '))
      .map((line) => line.trim().replace(/^error /, ''));
  }, 60_000);
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('fails the check', () => {
    expect(result.status).toBe(1);
  });

  it('reports a web feature importing another feature', () => {
    expect(violations).toContain(
      'web-feature-to-feature: apps/web/src/features/diner/menu/menu-page.ts → apps/web/src/features/diner/cart/cart-total.ts',
    );
  });

  it('reports shared/ importing a feature', () => {
    expect(violations).toContain(
      'web-shared-to-feature: apps/web/src/shared/money.ts → apps/web/src/features/diner/cart/cart-total.ts',
    );
  });

  it('reports platform/ importing a module', () => {
    expect(violations).toContain(
      'server-platform-to-module: apps/server/src/platform/http/etag.ts → apps/server/src/modules/menu/menu.service.ts',
    );
  });

  it("reports a module importing another module's repository or routes, not its service", () => {
    const rule =
      'server-module-to-other-repository-or-routes: apps/server/src/modules/orders/orders.service.ts';
    expect(violations).toContain(`${rule} → apps/server/src/modules/menu/menu.repository.ts`);
    expect(violations).toContain(`${rule} → apps/server/src/modules/menu/menu.routes.ts`);
    expect(violations.join('\n')).not.toContain('menu/menu.service.ts → ');
  });

  it('reports a runtime import cycle, not one through a type-only import or a lazy import()', () => {
    const cycles = violations.filter((v) => v.startsWith('no-runtime-cycle:'));
    expect(cycles, cycles.join('\n')).toHaveLength(1);
    expect(cycles[0]).toMatch(/platform\/realtime\/(pg-)?bus\.ts/);
  });

  it('reports the domain importing anything but itself and zod: server, web, node: built-ins, npm packages', () => {
    const rule = 'domain-purity: packages/domain/src/orders/order.ts';
    expect(violations).toContain(`${rule} → apps/server/src/modules/menu/menu.service.ts`);
    expect(violations).toContain(`${rule} → apps/web/src/shared/money.ts`);
    expect(violations).toContain(`${rule} → fs`);
    expect(violations).toContain(`${rule} → node_modules/fastify/fastify.js`);
    expect(violations).toContain(`${rule} → node_modules/kysely/dist/index.js`);
    expect(violations).toContain(`${rule} → node_modules/react/index.js`);
    expect(violations.filter((v) => v.startsWith('domain-purity:'))).toHaveLength(6);
  });

  it('reports a domain test importing a node: built-in, not vitest, fast-check, zod or the domain', () => {
    expect(violations.filter((v) => v.startsWith('domain-test-purity:'))).toEqual([
      'domain-test-purity: packages/domain/src/orders/order.test.ts → crypto',
    ]);
  });

  it('reports the web importing server code (by path or by package) and the server importing web code', () => {
    expect(violations).toContain(
      'web-to-server: apps/web/src/shared/api.ts → apps/server/src/modules/menu/menu.service.ts',
    );
    expect(violations).toContain(
      'web-to-server: apps/web/src/shared/api.ts → apps/server/src/modules/menu/menu.repository.ts',
    );
    expect(violations).toContain(
      'server-to-web: apps/server/src/modules/menu/menu-share.ts → apps/web/src/shared/money.ts',
    );
  });

  it('reports a web feature importing app/', () => {
    expect(violations).toContain(
      'web-feature-to-app: apps/web/src/features/diner/cart/cart-link.ts → apps/web/src/app/router.ts',
    );
  });

  it('reports production code importing test code, not tests, test code, e2e or bench doing so', () => {
    const reported = violations.filter((v) => v.startsWith('production-to-test-code:')).sort();
    const place = 'production-to-test-code: apps/server/src/modules/orders/place-order.ts →';
    expect(reported).toEqual(
      [
        'production-to-test-code: packages/domain/src/orders/order.ts → packages/domain/src/orders/order.fixtures.ts',
        'production-to-test-code: apps/web/src/shared/format.ts → apps/web/src/test/order-fixtures.ts',
        `${place} apps/server/src/modules/orders/testing/order-fixture.ts`,
        `${place} apps/server/src/modules/payments/pending/testing.ts`,
        `${place} apps/server/src/modules/platform-admin/platform-testing.ts`,
        `${place} apps/server/src/modules/ratings/ratings.fixtures.ts`,
        `${place} apps/server/src/modules/onboarding/onboarding.test-helpers.ts`,
        `${place} apps/server/src/platform/realtime/sse-client.test-support.ts`,
        `${place} apps/server/test/helpers.ts`,
        `${place} apps/server/src/modules/orders/place-order.test.ts`,
      ].sort(),
    );
  });

  it("reports a module reaching past another module's face (its face is fine)", () => {
    const rule = 'server-module-through-face: apps/server/src/modules/orders/orders.service.ts';
    for (const inner of ['menu.repository', 'menu.routes', 'menu.service'])
      expect(violations).toContain(`${rule} → apps/server/src/modules/menu/${inner}.ts`);
    expect(violations.join('\n')).not.toContain('ratings.service.ts → apps/server/src/modules/menu/index.ts');
  });

  it("reports a module's service calling a flow, not its routes doing so", () => {
    expect(violations).toContain(
      'server-module-to-flow: apps/server/src/modules/ratings/ratings.service.ts → apps/server/src/flows/close-table.flow.ts',
    );
    expect(violations.join('\n')).not.toContain('ratings.routes.ts → ');
  });

  it("reports a flow past a module's face, and a flow importing a route", () => {
    expect(violations).toContain(
      'server-flow-through-face: apps/server/src/flows/close-table.flow.ts → apps/server/src/modules/menu/menu.repository.ts',
    );
    expect(violations).toContain(
      'server-flow-to-routes: apps/server/src/flows/edge.flow.ts → apps/server/src/modules/menu/menu.routes.ts',
    );
  });

  it('reports a cycle between modules that no file-level cycle shows, and prints the module graph', () => {
    expect(violations).toContain('server-module-cycle: tips → waiters → tips');
    expect(violations.join('\n')).not.toContain('no-runtime-cycle: apps/server/src/modules/tips');
    expect(result.stdout).toContain('server module graph');
    expect(result.stdout).toMatch(/ratings → flows, menu\n/);
  });

  it('reports nothing else (app/ composing features, a feature using shared/ and its own files, tests using test code)', () => {
    expect(violations).toHaveLength(35);
  });
});

describe('unused exports (knip with knip.config.ts)', () => {
  let root;
  let run;
  beforeAll(() => {
    root = mkdtempSync(join(tmpdir(), 'sufra-knip-'));
    // The repository's workspaces and scripts (the server's entry is the `serve` script's main.ts).
    const pkg = JSON.parse(readFileSync(join(repo, 'package.json'), 'utf8'));
    writeTree(root, {
      'package.json': JSON.stringify({ name: 'fixture', private: true, type: 'module', ...pick(pkg) }),
      'apps/server/package.json': JSON.stringify({ name: '@fixture/server', private: true, type: 'module' }),
      'apps/server/src/main.ts': "import { formatSse } from './platform/sse';\nconsole.log(formatSse);\n",
      'apps/server/src/platform/sse.ts': 'export const formatSse = 1;\nexport const HEARTBEAT_MS = 25_000;\n',
    });
    copyFileSync(join(repo, 'knip.config.ts'), join(root, 'knip.config.ts'));
    run = spawnSync(
      join(repo, 'node_modules/.bin/knip'),
      ['--no-progress', '--no-config-hints', '--include', 'exports', '--reporter', 'json'],
      { cwd: root, encoding: 'utf8' },
    );
  }, 60_000);
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('reports an export no other file imports, and only that one, and fails the check', () => {
    expect(run.status, run.stderr).toBe(1);
    const reported = JSON.parse(run.stdout).issues.flatMap((i) =>
      i.exports.map((e) => `${i.file}: ${e.name}`),
    );
    expect(reported).toEqual(['apps/server/src/platform/sse.ts: HEARTBEAT_MS']);
  });
});

/** An installed npm package: its package.json naming `main`, and that file. */
function npmPackage(name, main) {
  return {
    [`node_modules/${name}/package.json`]: JSON.stringify({ name, main }),
    [`node_modules/${name}/${main}`]: 'module.exports = {};\n',
  };
}

function pick({ workspaces, scripts }) {
  return { workspaces, scripts };
}
