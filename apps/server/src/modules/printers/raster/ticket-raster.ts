import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import * as fontkit from 'fontkit';
import sharp from 'sharp';
import { visualPieces } from '../../../platform/pdf/bidi-text';

/*
 * A printed document as a 1-bit picture, so Arabic prints on any ESC/POS printer (GS v 0), code page or
 * not: each line is cut into pieces in visual order (bidi-js: Arabic right to left, numbers and Latin names
 * left to right inside it), fontkit shapes each piece into glyph outlines in the product's face (IBM Plex
 * Sans Arabic, the web's @fontsource files), the outlines become one SVG, and sharp rasterises it and
 * thresholds it to black and white.
 */

const require = createRequire(import.meta.url);
// Literal paths, so the dependency is seen by what checks them (knip) as it is by Node.
const FONT_FILES = {
  'ar-400': require.resolve(
    '@fontsource/ibm-plex-sans-arabic/files/ibm-plex-sans-arabic-arabic-400-normal.woff',
  ),
  'ar-600': require.resolve(
    '@fontsource/ibm-plex-sans-arabic/files/ibm-plex-sans-arabic-arabic-600-normal.woff',
  ),
  'la-400': require.resolve(
    '@fontsource/ibm-plex-sans-arabic/files/ibm-plex-sans-arabic-latin-400-normal.woff',
  ),
  'la-600': require.resolve(
    '@fontsource/ibm-plex-sans-arabic/files/ibm-plex-sans-arabic-latin-600-normal.woff',
  ),
};
type FontName = keyof typeof FONT_FILES;

let fonts: Record<FontName, fontkit.Font> | undefined;
function font(name: FontName): fontkit.Font {
  fonts ??= Object.fromEntries(
    Object.entries(FONT_FILES).map(([key, path]) => [
      key,
      fontkit.create(readFileSync(path)) as fontkit.Font,
    ]),
  ) as Record<FontName, fontkit.Font>;
  return fonts[name];
}

type Weight = 400 | 600;

/** One line of a document; a text longer than the paper wraps at spaces onto the next lines. */
export type RasterLine =
  | { text: string; size: number; weight?: Weight; align?: 'start' | 'center' | 'end'; inverse?: boolean }
  /** A label at the start and its value at the end of one line (a receipt's row). */
  | { start: string; end: string; size: number; weight?: Weight }
  | { rule: true }
  | { gap: number };

export interface RasterDocument {
  /** Dots across: 576 for 80 mm paper, 384 for 58 mm (203 dpi). */
  width: number;
  direction: 'rtl' | 'ltr';
  lines: RasterLine[];
}

/** The printable dots of a paper width (203 dpi heads: 72 mm and 48 mm printable). */
export const dotsOf = (paperWidth: number) => (paperWidth === 58 ? 384 : 576);

const MARGIN = 8;

interface Placed {
  svg: string;
  width: number;
}

/** A line's glyph outlines from x = 0 on the baseline, in visual order. */
function shape(text: string, size: number, weight: Weight, direction: 'rtl' | 'ltr'): Placed {
  const pieces = visualPieces(text, direction);
  const scale = size / 1000;
  const space = font(`la-${weight}`).layout(' ').advanceWidth * scale;
  let x = 0;
  const paths: string[] = [];
  for (const piece of pieces) {
    if (piece.spaceBefore) x += space;
    const face = font(`${piece.arabic ? 'ar' : 'la'}-${weight}`);
    const unit = size / face.unitsPerEm;
    const run = face.layout(piece.text);
    run.glyphs.forEach((glyph, i) => {
      const pos = run.positions[i];
      if (!pos) return;
      const d = glyph.path.toSVG();
      if (d) {
        const gx = x + pos.xOffset * unit;
        const gy = -pos.yOffset * unit;
        paths.push(
          `<path transform="translate(${gx.toFixed(2)} ${gy.toFixed(2)}) scale(${unit} ${-unit})" d="${d}"/>`,
        );
      }
      x += pos.xAdvance * unit;
    });
  }
  return { svg: paths.join(''), width: x };
}

/** Cuts a text into lines that fit `max` dots, at spaces (a word longer than a line stands alone). */
function wrap(text: string, size: number, weight: Weight, direction: 'rtl' | 'ltr', max: number): string[] {
  const words = text.replace(/\s+/g, ' ').trim().split(' ');
  const lines: string[] = [];
  let current = '';
  for (const word of words) {
    const next = current ? `${current} ${word}` : word;
    if (current && shape(next, size, weight, direction).width > max) {
      lines.push(current);
      current = word;
    } else current = next;
  }
  if (current) lines.push(current);
  return lines;
}

const lineHeight = (size: number) => Math.round(size * 1.45);

/** The document as an SVG of `width` dots and the height its lines take. */
function documentSvg(doc: RasterDocument): { svg: string; height: number } {
  const inner = doc.width - 2 * MARGIN;
  const rtl = doc.direction === 'rtl';
  let y = MARGIN;
  const parts: string[] = [];
  const place = (placed: Placed, align: 'start' | 'center' | 'end', size: number, white = false) => {
    const left =
      align === 'center'
        ? (doc.width - placed.width) / 2
        : (align === 'start') === rtl
          ? doc.width - MARGIN - placed.width
          : MARGIN;
    const baseline = y + Math.round(size * 1.1);
    const fill = white ? ' fill="#fff"' : '';
    parts.push(`<g${fill} transform="translate(${left.toFixed(2)} ${baseline})">${placed.svg}</g>`);
  };
  for (const line of doc.lines) {
    if ('rule' in line) {
      parts.push(`<rect x="${MARGIN}" y="${y + 6}" width="${inner}" height="3"/>`);
      y += 16;
    } else if ('gap' in line) {
      y += line.gap;
    } else if ('start' in line) {
      const weight = line.weight ?? 400;
      const end = shape(line.end, line.size, weight, doc.direction);
      const start = shape(line.start, line.size, weight, doc.direction);
      place(start, 'start', line.size);
      place(end, 'end', line.size);
      y += lineHeight(line.size);
    } else {
      const weight = line.weight ?? 400;
      for (const text of wrap(line.text, line.size, weight, doc.direction, inner - (line.inverse ? 16 : 0))) {
        if (line.inverse)
          parts.push(`<rect x="${MARGIN}" y="${y}" width="${inner}" height="${lineHeight(line.size)}"/>`);
        const placed = shape(text, line.size, weight, doc.direction);
        place(placed, line.align ?? 'start', line.size, line.inverse);
        y += lineHeight(line.size);
      }
    }
  }
  const height = y + MARGIN;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${doc.width}" height="${height}" viewBox="0 0 ${doc.width} ${height}"><rect width="100%" height="100%" fill="#fff"/><g fill="#000">${parts.join('')}</g></svg>`;
  return { svg, height };
}

/**
 * The document as black-and-white RGBA pixels (what the ESC/POS encoder's image() takes): thresholded
 * here, so what the printer gets is exactly what the tests see.
 */
export async function rasterize(
  doc: RasterDocument,
): Promise<{ data: Buffer; info: { width: number; height: number; channels: 4 } }> {
  const { svg } = documentSvg(doc);
  const { data, info } = await sharp(Buffer.from(svg), { density: 72 })
    .flatten({ background: '#ffffff' })
    .threshold(128)
    .toColourspace('srgb')
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { data, info: { width: info.width, height: info.height, channels: 4 } };
}
