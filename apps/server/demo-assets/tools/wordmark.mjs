// One-off generator for brand/logo.svg and brand/logo-white.svg. The wordmark is set in
// IBM Plex Sans Arabic (OFL, already self-hosted by the web app) and converted to paths, because an
// SVG used as <img> cannot load web fonts. fontkit shapes the Arabic (initial/medial/final forms);
// it is not a project dependency: `npm i --prefix /tmp/fk fontkit@2.0.4` and run with
// FONTKIT=/tmp/fk/node_modules/fontkit node apps/server/demo-assets/tools/wordmark.mjs
import { writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
const fontkit = require(process.env.FONTKIT ?? 'fontkit');
const root = fileURLToPath(new URL('../../../../', import.meta.url));
const fonts = `${root}node_modules/@fontsource/ibm-plex-sans-arabic/files/ibm-plex-sans-arabic-`;
const brand = `${root}apps/web/public/brand/`;

/** Path data of `text` with its baseline at (x, y), font size in px. */
function textPath(file, text, size, x, y) {
  const font = fontkit.openSync(`${fonts}${file}`);
  const run = font.layout(text);
  const k = size / font.unitsPerEm;
  let pen = 0;
  let d = '';
  run.glyphs.forEach((glyph, i) => {
    const pos = run.positions[i];
    d += glyph.path
      .scale(k, -k)
      .translate(x + (pen + pos.xOffset) * k, y - pos.yOffset * k)
      .toSVG();
    pen += pos.xAdvance;
  });
  return d.replace(/(\.\d\d)\d+/g, '$1');
}

const arabic = textPath('arabic-700-normal.woff', 'سفرة', 36, 77.3, 30);
const latin = textPath('latin-600-normal.woff', 'Sufra', 20, 77.2, 58);
const cloth =
  '<circle cx="32" cy="32" r="22" fill="#FBF8F3"/><circle cx="32" cy="32" r="22" fill="none" stroke="#E0A030" stroke-width="2.5" stroke-dasharray="2.5 4.41"/><circle cx="32" cy="32" r="12.5" fill="#E0A030" stroke="#C7861C" stroke-width="1.5"/><path d="M25 34.5a7 7 0 0 1 14 0z" fill="#F6D58E"/>';
const table = '<circle cx="32" cy="32" r="31" fill="#0F5E59"/>';

function logo(mark, arabicFill, latinFill) {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 152 64" role="img"><title>سفرة Sufra</title>${mark}<path fill="${arabicFill}" d="${arabic}"/><path fill="${latinFill}" d="${latin}"/></svg>\n`;
}

writeFileSync(`${brand}logo.svg`, logo(table + cloth, '#0F5E59', '#1D1B16'));
// On the teal splash the table disc would vanish anyway; a thin light rim keeps the round edge.
const rim = '<circle cx="32" cy="32" r="30" fill="none" stroke="#FBF8F3" stroke-width="2" opacity=".5"/>';
writeFileSync(`${brand}logo-white.svg`, logo(rim + cloth, '#FBF8F3', '#FBF8F3'));
console.log('wrote logo.svg and logo-white.svg');
