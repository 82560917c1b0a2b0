#!/usr/bin/env node
// The journeys run in Debian's Chromium (never a downloaded browser). Install it when we can.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const path = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
if (existsSync(path)) process.exit(0);

const isRoot = process.getuid?.() === 0;
const hasApt = (() => {
  try {
    execSync('command -v apt-get', { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
})();
if (isRoot && hasApt) {
  console.log("Chromium not found: installing Debian's chromium package…");
  execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium', {
    stdio: 'inherit',
  });
  if (existsSync(path)) process.exit(0);
}
console.error(
  `Chromium was not found at ${path}.\n` +
    'Install it with: sudo apt-get install chromium   (Debian/Ubuntu)\n' +
    'or point CHROMIUM_PATH at an existing Chromium/Chrome binary.',
);
process.exit(1);
