import { describe, expect, it } from 'vitest';
import { visualPieces } from './bidi-text';

describe('lines of a PDF in visual order', () => {
  it('keeps a number inside Arabic left to right, to the left of the word (Arabic-Indic and Latin digits)', () => {
    expect(visualPieces('طاولة ١٢', 'rtl')).toEqual([
      // fontkit reverses Arabic-Indic digits as Arabic script: given reversed, they come out as ١٢.
      { text: '٢١', arabic: true, spaceBefore: false },
      { text: 'طاولة', arabic: true, spaceBefore: true },
    ]);
    expect(visualPieces('الكاونتر 2', 'rtl')).toEqual([
      { text: '2', arabic: false, spaceBefore: false },
      { text: 'الكاونتر', arabic: true, spaceBefore: true },
    ]);
  });

  it('puts the words of an Arabic sentence right to left, each in logical order for shaping', () => {
    expect(visualPieces('امسح للطلب والدفع', 'rtl').map((p) => p.text)).toEqual(['والدفع', 'للطلب', 'امسح']);
  });

  it('mirrors brackets in Arabic, sets punctuation and Latin in the Latin face, and keeps English as written', () => {
    // Left to right on the page; each Arabic word is handed over in logical order (fontkit reverses it).
    const pieces = visualPieces('مطعم (الرياض)، Sufra 2', 'rtl');
    expect(pieces.map((p) => p.text).join('|')).toBe('Sufra|2|،|(|الرياض|)|مطعم');
    expect(pieces.find((p) => p.text === '(')?.arabic).toBe(false);
    expect(pieces.find((p) => p.text === '،')?.arabic).toBe(true);
    expect(visualPieces('Table 12 (Terrace)', 'ltr').map((p) => p.text)).toEqual([
      'Table',
      '12',
      '(Terrace)',
    ]);
  });

  it('gives nothing for an empty or blank line', () => {
    expect(visualPieces('   ', 'rtl')).toEqual([]);
  });
});
