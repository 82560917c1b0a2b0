import jsQR from 'jsqr';
import * as mupdf from 'mupdf';
import { CARDS_PER_PAGE, cardBox } from '../qr-sheet-pdf';

/*
 * Reads a QR sheet PDF back as a printer and a phone would: MuPDF renders the pages, jsQR (neither is our
 * code) reads the QR in each card's place. Used by the server's tests and the end-to-end journey.
 */

/** Pixels per PDF point when a page is rendered: about 216 dpi, a cheap office printer's ballpark. */
const SCALE = 3;

/** Renders every page (MuPDF, not our code) and reads the QR in each card's box with jsQR. */
export function readSheet(pdf: Buffer): { pages: number; qrs: (string | null)[]; text: string } {
  const doc = mupdf.Document.openDocument(pdf, 'application/pdf');
  const qrs: (string | null)[] = [];
  let text = '';
  for (let p = 0; p < doc.countPages(); p++) {
    const page = doc.loadPage(p);
    text += page.toStructuredText('preserve-whitespace').asText();
    const pix = page.toPixmap(mupdf.Matrix.scale(SCALE, SCALE), mupdf.ColorSpace.DeviceRGB, true, true);
    const width = pix.getWidth();
    const pixels = pix.getPixels();
    for (let i = 0; i < CARDS_PER_PAGE; i++) {
      const box = cardBox(i);
      const [x0, y0] = [Math.round(box.x * SCALE), Math.round(box.y * SCALE)];
      const [w, h] = [Math.round(box.width * SCALE), Math.round(box.height * SCALE)];
      const crop = new Uint8ClampedArray(w * h * 4);
      for (let row = 0; row < h; row++) {
        const from = ((y0 + row) * width + x0) * 4;
        crop.set(pixels.subarray(from, from + w * 4), row * w * 4);
      }
      qrs.push(jsQR(crop, w, h)?.data ?? null);
    }
  }
  return { pages: doc.countPages(), qrs, text };
}
