#!/usr/bin/env node
// The journeys run in Debian's Chromium (never a downloaded browser). Install it when we can, and Debian's
// headless shell of the same Chromium, which most journeys run in when it is there (e2e/playwright.config.ts).
import { ensureDebianPackage } from './debian-package.mjs';

const shell = process.env.CHROMIUM_HEADLESS_SHELL_PATH || '/usr/bin/chromium-headless-shell';
if (!ensureDebianPackage('chromium-headless-shell', shell))
  console.log(`${shell} not found: every journey runs in the full Chromium (slower, the same results).`);

const path = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
if (ensureDebianPackage('chromium', path)) process.exit(0);
console.error(
  `Chromium was not found at ${path}.\n` +
    'Install it with: sudo apt-get install chromium chromium-headless-shell   (Debian/Ubuntu)\n' +
    'or point CHROMIUM_PATH at an existing Chromium/Chrome binary.',
);
process.exit(1);
