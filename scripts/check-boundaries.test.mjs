// The checkers of `npm run check` catch what they are there for: a tree of fixture files breaks each rule
// once, and the repository's own rules (.dependency-cruiser.cjs, knip.config.ts) must report every break,
// and nothing that is allowed. Run: npx vitest run --root scripts
import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
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
      'apps/web/src/features/menu/menu-page.ts':
        "import { cartTotal } from '../cart/cart-total';\nexport const page = cartTotal;\n",
      'apps/web/src/features/cart/cart-total.ts': 'export const cartTotal = 1;\n',
      // shared/ importing a feature.
      'apps/web/src/shared/money.ts':
        "import { cartTotal } from '../features/cart/cart-total';\nexport const m = cartTotal;\n",
      // Allowed: app/ composes the features, a feature uses shared/ and its own files.
      'apps/web/src/app/router.ts':
        "import { page } from '../features/menu/menu-page';\nimport { m } from '../shared/money';\nexport const r = [page, m];\n",
      'apps/web/src/features/cart/cart-page.ts':
        "import { m } from '../../shared/money';\nimport { cartTotal } from './cart-total';\nexport const p = [m, cartTotal];\n",
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
    });
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
      'web-feature-to-feature: apps/web/src/features/menu/menu-page.ts → apps/web/src/features/cart/cart-total.ts',
    );
  });

  it('reports shared/ importing a feature', () => {
    expect(violations).toContain(
      'web-shared-to-feature: apps/web/src/shared/money.ts → apps/web/src/features/cart/cart-total.ts',
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
    expect(cycles).toHaveLength(1);
    expect(cycles[0]).toMatch(/platform\/realtime\/(pg-)?bus\.ts/);
  });

  it('reports nothing else (app/ composing features, a feature using shared/ and its own files)', () => {
    expect(violations).toHaveLength(6);
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

function pick({ workspaces, scripts }) {
  return { workspaces, scripts };
}
