// Import boundaries, checked by `npm run check` (scripts/check-boundaries.mjs) and proved by
// scripts/check-boundaries.test.mjs. The rules and their reasons: docs/decisions.md ("Boundaries").
// Paths are matched from the repository root; `$1` in a `pathNot` is the group the `from` path captured.

// A test may set the scene through any module (platform's stream tests place real orders): the server's
// layering rules are about the code that runs in production.
const TESTS = '[.](test|test-support)[.]tsx?$|/testing/';

// Code that exists only for tests: test files (`.test.ts`, `.pg.test.ts`), the fixtures and helpers they
// share (`testing/` folders, `testing.ts`, `*-testing.ts`, `*.fixtures.ts`, `*.test-helpers.ts`,
// `*.test-support.ts`) and the apps' test folders. e2e/ and bench/ are test code too: no rule starts there.
const TEST_CODE =
  '[.](test|fixtures|test-helpers|test-support)[.]tsx?$|/testing/|[/-]testing[.]tsx?$|^apps/[^/]+/test/|^apps/web/src/test/';
const PRODUCTION = '^(packages/domain/src|apps/server/src|apps/web/src)/';
const DOMAIN = '^packages/domain/src/';
const DOMAIN_TESTS = '^packages/domain/src/.+[.]test[.]tsx?$';

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'domain-purity',
      comment:
        'The domain is pure rules shared by server and web: it imports only itself and zod (no server or web code, no framework, database or other npm package, no node: built-in).',
      severity: 'error',
      from: { path: DOMAIN, pathNot: DOMAIN_TESTS },
      to: { pathNot: `${DOMAIN}|^node_modules/zod/` },
    },
    {
      name: 'domain-test-purity',
      comment:
        "The domain's tests import the domain, zod, vitest and fast-check: nothing of the apps, no node: built-in.",
      severity: 'error',
      from: { path: DOMAIN_TESTS },
      to: { pathNot: `${DOMAIN}|^node_modules/(zod|vitest|fast-check)/` },
    },
    {
      name: 'web-to-server',
      comment:
        'The web never imports server code: what both need is in packages/domain (contracts, routes, errors).',
      severity: 'error',
      from: { path: '^apps/web/' },
      to: { path: '^apps/server/|^@sufra/server(/|$)' },
    },
    {
      name: 'server-to-web',
      comment: 'The server never imports web code: what both need is in packages/domain.',
      severity: 'error',
      from: { path: '^apps/server/' },
      to: { path: '^apps/web/|^@sufra/web(/|$)' },
    },
    {
      name: 'web-feature-to-app',
      comment: 'app/ composes the features (routes, shell, providers): a feature never imports it back.',
      severity: 'error',
      from: { path: '^apps/web/src/features/' },
      to: { path: '^apps/web/src/app/' },
    },
    {
      name: 'production-to-test-code',
      comment:
        'Code that ships never imports test code (fixtures, test helpers, testing/ folders, test files): only tests, e2e and bench do.',
      severity: 'error',
      from: { path: PRODUCTION, pathNot: TEST_CODE },
      to: { path: TEST_CODE },
    },
    {
      name: 'web-feature-to-feature',
      comment:
        'A web feature (features/<product>/<feature>/) imports shared/ and the domain, never another feature, in its product or another (move what both need to shared/).',
      severity: 'error',
      from: { path: '^apps/web/src/features/([^/]+/[^/]+)/' },
      to: { path: '^apps/web/src/features/', pathNot: '^apps/web/src/features/$1/' },
    },
    {
      name: 'web-shared-to-feature',
      comment: 'shared/ is below the features: it never imports one (app/ composes the features).',
      severity: 'error',
      from: { path: '^apps/web/src/shared/' },
      to: { path: '^apps/web/src/features/' },
    },
    {
      name: 'server-platform-to-module',
      comment:
        'platform/ is the ground the modules stand on: it never imports one. A module registers what platform needs.',
      severity: 'error',
      from: { path: '^apps/server/src/platform/', pathNot: TESTS },
      to: { path: '^apps/server/src/modules/' },
    },
    {
      name: 'server-module-to-other-repository-or-routes',
      comment: "A module calls another module's service, never its repository (SQL) or its routes (HTTP).",
      severity: 'error',
      from: { path: '^apps/server/src/modules/([^/]+)/', pathNot: TESTS },
      to: {
        path: '^apps/server/src/modules/[^/]+/.+[.](repository|routes)[.]ts$',
        pathNot: '^apps/server/src/modules/$1/',
      },
    },
    {
      name: 'server-module-through-face',
      comment:
        "A module uses another only through its face (modules/<name>/index.ts): what the face exports is the module's promise, the rest may change.",
      severity: 'error',
      from: { path: '^apps/server/src/modules/([^/]+)/', pathNot: TEST_CODE },
      to: {
        path: '^apps/server/src/modules/',
        pathNot: [`^apps/server/src/modules/($1/|[^/]+/index[.]ts$)`, TEST_CODE],
      },
    },
    {
      name: 'server-flow-through-face',
      comment: "A flow (flows/) composes modules through their faces, never a module's inner files.",
      severity: 'error',
      from: { path: '^apps/server/src/flows/', pathNot: TEST_CODE },
      to: {
        path: '^apps/server/src/modules/',
        pathNot: ['^apps/server/src/modules/[^/]+/index[.]ts$', TEST_CODE],
      },
    },
    {
      name: 'server-flow-to-routes',
      comment: 'A flow is called by routes and jobs; it never imports a route (HTTP stays at the edge).',
      severity: 'error',
      from: { path: '^apps/server/src/flows/', pathNot: TESTS },
      to: { path: '[.]routes[.]ts$' },
    },
    {
      name: 'server-module-to-flow',
      comment:
        "Flows stand above the modules: a module's services never call one (its routes may: the HTTP edge calls the use case).",
      severity: 'error',
      from: { path: '^apps/server/src/modules/', pathNot: [TEST_CODE, '[.]routes[.]ts$'] },
      to: { path: '^apps/server/src/flows/' },
    },
    {
      name: 'no-runtime-cycle',
      comment:
        'No import cycle at load time. Type-only imports vanish at run time, and a lazy import() runs after both modules loaded.',
      severity: 'error',
      from: {},
      to: {
        circular: true,
        viaOnly: { dependencyTypesNot: ['type-only', 'dynamic-import'] },
      },
    },
  ],
  options: {
    // TypeScript 7 has no JavaScript API for dependency-cruiser to parse with: swc parses, keeps the
    // imports TypeScript erases and marks them type-only (`tsPreCompilationDeps` is a tsc-parser option).
    parser: 'swc',
    doNotFollow: { path: 'node_modules' },
    // npm packages stay in the graph (not followed) so that a rule can name them (the domain's purity): an
    // excluded module vanishes with every import of it. Only build output and run results under the
    // workspaces are left out; `(|.*/)` because dependency-cruiser refuses `(.*/)?` as possibly slow.
    exclude: { path: '^(packages|apps|e2e|bench)/(|.*/)(dist|data|test-results|playwright-report)/' },
    enhancedResolveOptions: {
      extensions: ['.ts', '.tsx', '.mts', '.js', '.mjs', '.json'],
      conditionNames: ['import', 'default'],
      exportsFields: ['exports'],
      mainFields: ['module', 'main', 'types'],
    },
  },
};
