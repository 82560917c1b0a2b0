import bidiFactory from 'bidi-js';

/*
 * PDFKit draws a string's glyphs left to right and leaves bidirectional ordering to the caller; fontkit,
 * beneath it, shapes Arabic (joining forms) and reverses a run whose first script is right-to-left. So a
 * line is cut here into pieces that each draw correctly: words in visual order, each given to fontkit in
 * the order that comes out right after its own reversal. Checked by rendering the pages (qr-sheet tests).
 */

const bidi = bidiFactory();

/** A word of a line, in visual order (left to right), as PDFKit must be given it. */
export interface VisualPiece {
  /** The text to hand to PDFKit/fontkit for this piece. */
  text: string;
  /** Whether the piece is set in the Arabic face (it holds Arabic script). */
  arabic: boolean;
  /** A space precedes this piece on the page (to its left). */
  spaceBefore: boolean;
}

/** Characters of the Arabic blocks (letters, Arabic-Indic digits, the Arabic comma): the Arabic face's. */
const ARABIC = /[\u0600-\u06FF\u0750-\u077F\u08A0-\u08FF\uFB50-\uFDFF\uFE70-\uFEFF]/;
/** fontkit's script detection: the first character of a script that is not Common or Inherited. */
const SCRIPTED = /[\p{L}\p{N}\p{M}]/u;
const COMMON_DIGIT = /[0-9]/;

function fontkitReverses(text: string): boolean {
  for (const ch of text) {
    if (!SCRIPTED.test(ch) || COMMON_DIGIT.test(ch)) continue;
    return /\p{Script=Arabic}|\p{Script=Hebrew}|\p{Script=Syriac}|\p{Script=Thaana}/u.test(ch);
  }
  return false;
}

/**
 * One line of text in visual order, cut at spaces and at direction changes. `direction` is the
 * paragraph's base direction ('rtl' for an Arabic line: a number inside it stays left to right).
 */
export function visualPieces(line: string, direction: 'ltr' | 'rtl'): VisualPiece[] {
  const text = line.replace(/\s+/g, ' ').trim();
  if (!text) return [];
  const levels = bidi.getEmbeddingLevels(text, direction);
  const order = [...text].map((_, i) => i);
  // Code points of the BMP only in our texts; surrogate pairs would need index mapping.
  for (const [start = 0, end = start] of bidi.getReorderSegments(text, levels)) {
    const flipped = order.slice(start, end + 1).reverse();
    order.splice(start, flipped.length, ...flipped);
  }
  // The typings say the levels array, as the code reads it (the README's example passes the result).
  const mirrored = bidi.getMirroredCharactersMap(text, levels.levels);
  const pieces: VisualPiece[] = [];
  let chars: string[] = [];
  let level = -1;
  let arabic = false;
  let spaceBefore = false;
  const flush = () => {
    if (chars.length === 0) return;
    const visual = chars.join('');
    pieces.push({
      text: fontkitReverses(visual) ? [...visual].reverse().join('') : visual,
      arabic: ARABIC.test(visual),
      spaceBefore,
    });
    chars = [];
    spaceBefore = false;
  };
  for (const index of order) {
    const ch = text[index] ?? '';
    if (ch === ' ') {
      flush();
      spaceBefore = pieces.length > 0;
      continue;
    }
    const charLevel = levels.levels[index] ?? 0;
    // The Arabic face has no Latin letters or punctuation: a change of face is a new piece too.
    const charArabic = ARABIC.test(ch);
    if (charLevel !== level || charArabic !== arabic) flush();
    level = charLevel;
    arabic = charArabic;
    chars.push(mirrored.get(index) ?? ch);
  }
  flush();
  return pieces;
}
