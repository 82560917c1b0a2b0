// Draws the push notifications' icons (apps/web/public/push/*.png) from the SVGs below: a disc in the
// look's colour with a white glyph (Android and desktop show PNGs reliably, SVG icons not everywhere),
// and the monochrome badge Android puts in the status bar (its alpha is all it uses).
// Run after changing a glyph: `node apps/web/scripts/push-icons.mjs` (sharp comes with the server).
import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const out = join(dirname(fileURLToPath(import.meta.url)), '../public/push');
mkdirSync(out, { recursive: true });

// Colours of DESIGN.md: saffron (preparing), success green (ready, money), teal (completed), danger red.
const looks = {
  preparing: ['#E0A030', '<path d="M5 13h14M7 13a5 5 0 0 1 10 0M12 6v2M9 17h6"/><path d="M4 13v0M20 13v0"/>'],
  ready: ['#1E7F4F', '<path d="M4 17h16M6 17a6 6 0 0 1 12 0M12 8V6M10 6h4"/>'],
  completed: ['#0F5E59', '<path d="M5 12.5l4.5 4.5L19 7.5"/>'],
  cancelled: ['#B3261E', '<path d="M7 7l10 10M17 7L7 17"/>'],
  payment: [
    '#1E7F4F',
    '<rect x="3" y="6.5" width="18" height="11" rx="2"/><circle cx="12" cy="12" r="2.5"/><path d="M6.5 9.5v0M17.5 14.5v0"/>',
  ],
  newOrder: ['#0F5E59', '<path d="M7 3h10v18l-2.5-1.5L12 21l-2.5-1.5L7 21zM10 8h4M10 12h4"/>'],
  waiterCall: [
    '#E0A030',
    '<path d="M4 17h16M6 17a6 6 0 0 1 12 0M12 8V6M10 6h4"/><path d="M3 8l2 1M21 8l-2 1"/>',
  ],
};

const glyph = (paths, stroke) =>
  `<g transform="translate(12 12) scale(0.55) translate(-12 -12)" fill="none" stroke="${stroke}" stroke-width="2.4" stroke-linecap="round" stroke-linejoin="round">${paths}</g>`;

for (const [name, [colour, paths]] of Object.entries(looks)) {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" width="192" height="192"><circle cx="12" cy="12" r="12" fill="${colour}"/>${glyph(paths, '#FFFFFF')}</svg>`;
  await sharp(Buffer.from(svg))
    .png({ compressionLevel: 9, palette: true })
    .toFile(join(out, `${name}.png`));
}

// The badge: the logo's round table (a ring and a plate), white on transparent.
const badge = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" width="96" height="96"><circle cx="12" cy="12" r="10" fill="none" stroke="#FFFFFF" stroke-width="2"/><circle cx="12" cy="12" r="5" fill="#FFFFFF"/></svg>`;
await sharp(Buffer.from(badge)).png({ compressionLevel: 9 }).toFile(join(out, 'badge.png'));
