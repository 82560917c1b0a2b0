import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';
import { visualPieces } from './bidi-text';

/*
 * The server's PDFs (the QR sheet) in the product's face, IBM Plex Sans Arabic, from the same
 * @fontsource package the web serves: its Arabic and Latin subsets are two files, so each word is set in
 * the file that has its glyphs (PDFKit embeds only the glyphs used).
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

let fonts: Record<string, Buffer> | undefined;
function loadFonts(): Record<string, Buffer> {
  fonts ??= Object.fromEntries(Object.entries(FONT_FILES).map(([name, path]) => [name, readFileSync(path)]));
  return fonts;
}

type Weight = 400 | 600;

/** An A4 document with the product's fonts registered; `finish()` ends it and resolves to its bytes. */
export function createPdf(info: { title: string; author: string }) {
  const doc = new PDFDocument({
    size: 'A4',
    margin: 0,
    autoFirstPage: false,
    info: { Title: info.title, Author: info.author },
  });
  for (const [name, bytes] of Object.entries(loadFonts())) doc.registerFont(name, bytes);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  return {
    doc,
    finish(): Promise<Buffer> {
      doc.end();
      return ended;
    },
  };
}

interface LineStyle {
  direction: 'ltr' | 'rtl';
  size: number;
  weight: Weight;
}

function measured(doc: PDFKit.PDFDocument, line: string, style: LineStyle) {
  const pieces = visualPieces(line, style.direction).map((piece) => {
    doc.font(`${piece.arabic ? 'ar' : 'la'}-${style.weight}`).fontSize(style.size);
    return { ...piece, width: doc.widthOfString(piece.text) };
  });
  doc.font(`la-${style.weight}`).fontSize(style.size);
  const space = doc.widthOfString(' ');
  const width = pieces.reduce((sum, p) => sum + p.width + (p.spaceBefore ? space : 0), 0);
  return { pieces, space, width };
}

/**
 * Sets one line centred on `centerX` with its top at `y`, in visual order whatever its directions; a
 * line wider than `maxWidth` is set smaller to fit (a long name never runs off its card).
 */
export function drawCenteredLine(
  doc: PDFKit.PDFDocument,
  line: string,
  at: { centerX: number; y: number; maxWidth: number; color?: string },
  style: LineStyle,
): void {
  let fit = measured(doc, line, style);
  if (fit.width > at.maxWidth) {
    style = { ...style, size: (style.size * at.maxWidth) / fit.width };
    fit = measured(doc, line, style);
  }
  const { pieces, space, width } = fit;
  let x = at.centerX - width / 2;
  for (const piece of pieces) {
    if (piece.spaceBefore) x += space;
    doc
      .font(`${piece.arabic ? 'ar' : 'la'}-${style.weight}`)
      .fontSize(style.size)
      .fillColor(at.color ?? '#111827')
      .text(piece.text, x, at.y, { lineBreak: false });
    x += piece.width;
  }
}
