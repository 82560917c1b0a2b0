import type { QrCard } from '@sufra/domain/contracts';
import QRCode from 'qrcode';
import { createPdf, drawCenteredLine } from '../../platform/pdf/pdf-document';

/*
 * The printable QR sheet as an A4 PDF (issue 12 item 2), the same cards as the screen's print stylesheet:
 * two columns by three rows, each with the restaurant's logo (or its names), the table's number in Arabic
 * and English (or the counter's names), the QR drawn as vector squares (sharp at any printer resolution)
 * with its quiet zone, and "scan to order and pay" in both languages. A dashed line shows where to cut.
 */

const A4 = { width: 595.28, height: 841.89 };
const MARGIN = 28;
const GAP = 16;
const SHEET_GRID = { columns: 2, rows: 3 };
const CARD = {
  width: (A4.width - 2 * MARGIN - GAP) / SHEET_GRID.columns,
  height: (A4.height - 2 * MARGIN - 2 * GAP) / SHEET_GRID.rows,
};
const QR_SIDE = 116;
/** The standard's quiet zone, in modules. */
const QUIET_ZONE = 4;

/** Where each card sits on its page (points from the top left), for the drawing and for the tests. */
export function cardBox(indexOnPage: number) {
  const column = indexOnPage % SHEET_GRID.columns;
  const row = Math.floor(indexOnPage / SHEET_GRID.columns);
  return {
    x: MARGIN + column * (CARD.width + GAP),
    y: MARGIN + row * (CARD.height + GAP),
    width: CARD.width,
    height: CARD.height,
  };
}
export const CARDS_PER_PAGE = SHEET_GRID.columns * SHEET_GRID.rows;

/** The card texts, as the web's sheet words them (tableSetup.json `card`). */
const TEXT = {
  // Western digits, as the web's sheet and every other screen write a table's number.
  tableAr: (n: number) => `طاولة ${n}`,
  tableEn: (n: number) => `Table ${n}`,
  takeawayAr: 'سفري',
  takeawayEn: 'Takeaway',
  scanAr: 'امسح للطلب والدفع',
  scanEn: 'Scan to order and pay',
  emptyAr: 'لا طاولة في الخدمة ولا نقطة سفري مفتوحة: لا شيء للطباعة.',
  emptyEn: 'No table in service and no open counter: nothing to print.',
};

export interface QrSheetPdfInput {
  restaurant: { name: string; nameAr: string };
  /** The logo as PNG bytes (any logo is converted before), or null to print the names instead. */
  logoPng: Buffer | null;
  cards: Omit<QrCard, 'svg'>[];
}

function drawQr(doc: PDFKit.PDFDocument, url: string, x: number, y: number): void {
  const { modules } = QRCode.create(url, { errorCorrectionLevel: 'M' });
  const cell = QR_SIDE / (modules.size + 2 * QUIET_ZONE);
  doc.rect(x, y, QR_SIDE, QR_SIDE).fill('#ffffff');
  for (let row = 0; row < modules.size; row++) {
    for (let col = 0; col < modules.size; col++) {
      if (!modules.get(row, col)) continue;
      // A hair wider than the cell, so neighbouring squares leave no seam when rasterised.
      doc.rect(x + (col + QUIET_ZONE) * cell, y + (row + QUIET_ZONE) * cell, cell + 0.05, cell + 0.05);
    }
  }
  doc.fill('#000000');
}

function drawCard(
  doc: PDFKit.PDFDocument,
  input: QrSheetPdfInput,
  card: QrSheetPdfInput['cards'][number],
  index: number,
) {
  const box = cardBox(index);
  const centerX = box.x + box.width / 2;
  const maxWidth = box.width - 24;
  doc.save();
  doc
    .roundedRect(box.x, box.y, box.width, box.height, 10)
    .dash(4, { space: 3 })
    .lineWidth(0.75)
    .stroke('#9ca3af');
  doc.undash();
  doc.restore();

  let y = box.y + 12;
  if (input.logoPng) {
    doc.image(input.logoPng, centerX - 18, y, { fit: [36, 36], align: 'center', valign: 'center' });
    y += 40;
  } else {
    drawCenteredLine(
      doc,
      input.restaurant.nameAr,
      { centerX, y, maxWidth },
      { direction: 'rtl', size: 11, weight: 600 },
    );
    drawCenteredLine(
      doc,
      input.restaurant.name,
      { centerX, y: y + 16, maxWidth },
      { direction: 'ltr', size: 9, weight: 400 },
    );
    y += 36;
  }
  const titleAr =
    card.kind === 'table' && card.number !== null
      ? TEXT.tableAr(card.number)
      : card.nameAr || TEXT.takeawayAr;
  const titleEn =
    card.kind === 'table' && card.number !== null ? TEXT.tableEn(card.number) : card.name || TEXT.takeawayEn;
  drawCenteredLine(doc, titleAr, { centerX, y, maxWidth }, { direction: 'rtl', size: 17, weight: 600 });
  drawCenteredLine(
    doc,
    titleEn,
    { centerX, y: y + 24, maxWidth },
    { direction: 'ltr', size: 12, weight: 400 },
  );
  y += 44;
  drawQr(doc, card.url, centerX - QR_SIDE / 2, y);
  y += QR_SIDE + 4;
  drawCenteredLine(doc, TEXT.scanAr, { centerX, y, maxWidth }, { direction: 'rtl', size: 11, weight: 600 });
  drawCenteredLine(
    doc,
    TEXT.scanEn,
    { centerX, y: y + 16, maxWidth },
    { direction: 'ltr', size: 9, weight: 400 },
  );
}

/** The sheet's bytes: a page per six cards (one page saying so when there is nothing to print). */
export function renderQrSheetPdf(input: QrSheetPdfInput): Promise<Buffer> {
  const { doc, finish } = createPdf({
    title: `${input.restaurant.name} — QR codes`,
    author: 'Sufra',
  });
  if (input.cards.length === 0) {
    doc.addPage();
    const at = { centerX: A4.width / 2, maxWidth: A4.width - 2 * MARGIN };
    drawCenteredLine(doc, TEXT.emptyAr, { ...at, y: 120 }, { direction: 'rtl', size: 14, weight: 600 });
    drawCenteredLine(doc, TEXT.emptyEn, { ...at, y: 146 }, { direction: 'ltr', size: 12, weight: 400 });
  }
  input.cards.forEach((card, i) => {
    if (i % CARDS_PER_PAGE === 0) doc.addPage();
    drawCard(doc, input, card, i % CARDS_PER_PAGE);
  });
  return finish();
}
