import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';

const api = 'http://localhost:3000';

export default defineConfig({
  plugins: [
    react(),
    tailwindcss(),
    // The manifest is a static file (public/manifest.webmanifest, linked from index.html) so the
    // plugin only generates the service worker; the register script is an external file (CSP: no inline).
    VitePWA({
      registerType: 'autoUpdate',
      injectRegister: 'script-defer',
      manifest: false,
      workbox: {
        navigateFallback: '/index.html',
        navigateFallbackDenylist: [/^\/api\//, /^\/media\//],
        globPatterns: ['**/*.{js,css,html,woff2,svg,webmanifest}'],
        // Precompressed copies are written after the build; never precache them twice.
        globIgnores: ['**/*.br', '**/*.gz'],
      },
    }),
  ],
  server: {
    proxy: { '/api': api, '/media': api },
  },
  build: {
    // scripts/size.mjs reads the manifest to find the chunks of the welcome and menu pages.
    manifest: true,
    target: 'es2022',
    assetsInlineLimit: 0,
  },
});
