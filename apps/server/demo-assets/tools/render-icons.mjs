// Rasterises brand/logo-mark.svg into the PWA/iOS PNG icons with the system Chromium (no extra
// dependency, no browser download). Run from the repo root: node apps/server/demo-assets/tools/render-icons.mjs
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const brand = fileURLToPath(new URL('../../../web/public/brand/', import.meta.url));
const markSvg = readFileSync(`${brand}logo-mark.svg`, 'utf8');
// Inner drawing of the mark (64x64 units), without <svg>, <title>.
const mark = markSvg.replace(/^[\s\S]*?<\/title>/, '').replace(/<\/svg>\s*$/, '');

/** Mark on a full teal square; `scale` = mark diameter / icon size. */
function onTeal(scale) {
  const offset = (64 - 64 * scale) / 2;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="#0F5E59"/><g transform="translate(${offset} ${offset}) scale(${scale})">${mark}</g></svg>`;
}

const icons = [
  { file: 'icon-192.png', size: 192, svg: markSvg },
  { file: 'icon-512.png', size: 512, svg: markSvg },
  // Maskable: launchers crop to a circle of 80% diameter; the cloth (radius 36% of the icon) stays inside.
  { file: 'icon-maskable-512.png', size: 512, svg: onTeal(1) },
  // iOS paints transparent pixels black, so the touch icon gets the teal square too.
  { file: 'apple-touch-icon.png', size: 180, svg: onTeal(1) },
];

const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
});
try {
  for (const icon of icons) {
    const page = await browser.newPage({ viewport: { width: icon.size, height: icon.size } });
    const svg = icon.svg.replace(
      '<svg ',
      `<svg style="display:block" width="${icon.size}" height="${icon.size}" `,
    );
    await page.setContent(`<html><body style="margin:0;background:transparent">${svg}</body></html>`);
    await page.screenshot({ path: `${brand}${icon.file}`, omitBackground: true });
    await page.close();
    console.log(`wrote ${icon.file} (${icon.size}px)`);
  }
} finally {
  await browser.close();
}
