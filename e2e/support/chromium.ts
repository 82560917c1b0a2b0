/**
 * Debian's Chromium and the flags every launch of it here uses, the journeys' and the benches'
 * (bench/lib/browser.ts): headless as root, and no connection of its own to Google's services, which
 * this machine's closed network refuses many at a time.
 */
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const chromiumArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
