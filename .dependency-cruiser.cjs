// Import boundaries, checked by `npm run check` (scripts/check-boundaries.mjs) and proved by
// scripts/check-boundaries.test.mjs. The rules and their reasons: docs/decisions.md ("Boundaries").
// Paths are matched from the repository root; `$1` in a `pathNot` is the group the `from` path captured.

// A test may set the scene through any module (platform's stream tests place real orders): the server's
// layering rules are about the code that runs in production.
const TESTS = '[.](test|test-support)[.]tsx?$|/testing/';

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'web-feature-to-feature',
      comment:
        'A web feature imports shared/ and the domain, never another feature (move what both need to shared/).',
      severity: 'error',
      from: { path: '^apps/web/src/features/([^/]+)/' },
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
    exclude: { path: '(^|/)(node_modules|dist|data|test-results|playwright-report)/' },
    enhancedResolveOptions: {
      extensions: ['.ts', '.tsx', '.mts', '.js', '.mjs', '.json'],
      conditionNames: ['import', 'default'],
      exportsFields: ['exports'],
      mainFields: ['module', 'main', 'types'],
    },
  },
};
