#!/usr/bin/env node
// The journeys run in Debian's Chromium (never a downloaded browser). Install it when we can.
import { ensureDebianPackage } from './debian-package.mjs';

const path = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
if (ensureDebianPackage('chromium', path)) process.exit(0);
console.error(
  `Chromium was not found at ${path}.\n` +
    'Install it with: sudo apt-get install chromium   (Debian/Ubuntu)\n' +
    'or point CHROMIUM_PATH at an existing Chromium/Chrome binary.',
);
process.exit(1);
