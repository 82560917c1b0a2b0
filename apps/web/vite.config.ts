import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';

const api = 'http://localhost:3000';

/** Chunk names (pages and their locale files) that a diner at a table never needs offline. */
const NOT_FOR_DINERS = [
  'marketing',
  'marketing-layout',
  'landing-page',
  'info',
  'about-page',
  'terms-page',
  'privacy-page',
  'onboarding',
  'onboarding-page',
];

/**
 * Preloads the one font file the first screen needs (Arabic, regular weight; the app is Arabic-first)
 * so text does not wait for the stylesheet to be parsed before the font request starts. The other
 * weights and the Latin subset load on demand (font-display: swap).
 */
function preloadArabicFont(): Plugin {
  return {
    name: 'sufra-preload-arabic-font',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, ctx) {
        const font = Object.keys(ctx.bundle ?? {}).find((f) =>
          /ibm-plex-sans-arabic-arabic-400-normal-[\w-]+\.woff2$/.test(f),
        );
        if (!font) return [];
        const attrs = { rel: 'preload', as: 'font', type: 'font/woff2', href: `/${font}`, crossorigin: '' };
        return [{ tag: 'link', attrs, injectTo: 'head' }];
      },
    },
  };
}

export default defineConfig({
  plugins: [
    react(),
    preloadArabicFont(),
    tailwindcss(),
    // The manifest is a static file (public/manifest.webmanifest, linked from index.html) so the
    // plugin only generates the service worker. src/app/register-service-worker.ts registers it once
    // the first screen is done and the page is idle (a register script at `load` competed with it).
    VitePWA({
      registerType: 'autoUpdate',
      injectRegister: false,
      manifest: false,
      workbox: {
        navigateFallback: '/index.html',
        // The API, media and the sandbox gateway's hosted card page are served by the server, never by the app shell.
        navigateFallbackDenylist: [/^\/api\//, /^\/media\//, /^\/sandbox\//],
        globPatterns: ['**/*.{js,css,html,woff2,svg,webmanifest}'],
        // Precompressed copies are written after the build; never precache them twice. The marketing
        // site, info pages and onboarding are not the diner's: they stay network-only.
        globIgnores: ['**/*.br', '**/*.gz', ...NOT_FOR_DINERS.map((name) => `assets/${name}-*`)],
      },
    }),
  ],
  resolve: {
    alias: [
      // i18next itself is not shipped: src/i18n/i18n-core.ts does what Sufra uses of it, and
      // react-i18next's one import from it (keyFromSelector) comes from this shim (docs/performance.md).
      {
        find: /^i18next$/,
        replacement: fileURLToPath(new URL('./src/i18n/i18next-shim.ts', import.meta.url)),
      },
    ],
  },
  server: {
    proxy: { '/api': api, '/media': api },
  },
  build: {
    // scripts/size.mjs reads the manifest to find the chunks of the welcome and menu pages.
    manifest: true,
    target: 'es2022',
    assetsInlineLimit: 0,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // Everything the entry imports statically is loaded on every first screen anyway: one file
          // (one request, one gzip window) instead of six small ones that it otherwise splits into.
          groups: [{ name: 'index', tags: ['$initial'] }],
        },
      },
    },
  },
});
