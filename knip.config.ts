// Unused files, dependencies and exports (knip), checked by `npm run check`. An export only tests use
// counts as used (tests are entries); one used only in its own file does not: drop the `export`.
import type { KnipConfig } from 'knip';

const config: KnipConfig = {
  workspaces: {
    '.': {
      entry: ['scripts/*.{mjs,ts}'],
      project: ['scripts/**/*.{mjs,ts}'],
    },
    // Entries: the `exports` of its package.json (knip reads them).
    'packages/domain': {
      project: ['src/**/*.ts'],
    },
    'apps/server': {
      entry: [
        'src/scripts/*.ts',
        // Served as a file to the sandbox's card page (sandbox.routes.ts reads it from disk).
        'src/modules/gateways/providers/sandbox/hosted-page/assets/pay.js',
        // Generators run by hand (demo-assets/README.md).
        'demo-assets/tools/*.mjs',
      ],
      project: ['src/**/*.{ts,js}', 'test/**/*.ts', 'demo-assets/tools/*.mjs'],
    },
    'apps/web': {
      // The server's renderer of the first screens (vite build --ssr), and what Vite's dev server serves in
      // place of src/app/react-dom-client.ts (vite.config.ts).
      entry: ['scripts/*.mjs', 'src/entry-server.tsx', 'src/app/react-dom-client.dev.ts'],
      project: ['src/**/*.{ts,tsx,css}', 'scripts/*.mjs'],
    },
    e2e: {
      project: ['**/*.ts'],
    },
    // Each file is a benchmark run by scripts/bench.mjs; the lib files named here are servers a benchmark
    // spawns in processes of their own (Sufra, the bare route, the pay path's floor, the event fan-out's floor).
    bench: {
      entry: [
        '*.ts',
        'lib/app-process.ts',
        'lib/bare-route.ts',
        'lib/pay-floor/reference-server.ts',
        'lib/sse-floor-server.ts',
      ],
      project: ['**/*.ts'],
    },
  },
  // `@import "tailwindcss"` and the font files in styles.css (`url(…/node_modules/<package>/…)`) are
  // dependencies too.
  compilers: {
    css: (text: string) =>
      [
        ...[...text.matchAll(/(?<=@)import[^;]+/g)].map(([line]) => line),
        ...[...text.matchAll(/url\("(?:\.\.\/)+node_modules\/([^"]+)"\)/g)].map(
          ([, path]) => `import "${path}"`,
        ),
      ].join('\n'),
  },
  ignoreIssues: {
    // Kysely runs each migration's `up` through the namespace objects of migrations/index.ts, which knip
    // does not follow; and a migration that has shipped is never edited.
    'apps/server/src/db/migrations/0*.ts': ['exports'],
  },
  // dependency-cruiser loads swc by name when .dependency-cruiser.cjs asks for the swc parser.
  ignoreDependencies: ['@swc/core'],
  // System programs: apt-get (scripts/debian-package.mjs), script (a TTY for admin-create.test.ts),
  // openssl (Debian's, reads the ZATCA CSR in zatca/egs/csr-openssl.test.ts).
  ignoreBinaries: ['apt-get', 'script', 'openssl'],
};

export default config;
