import { AppError } from '@sufra/domain';

/*
 * A menu CSV must be UTF-8 (issue 25 item 5). Excel's plain "CSV" on an Arabic Windows saves Windows-1256:
 * decoded leniently, every Arabic letter became U+FFFD and was stored so. Now the file is refused with the
 * line and column of its first byte that is not UTF-8, so the owner can find it and save as "CSV UTF-8".
 */

const strict = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });
const lenient = new TextDecoder('utf-8', { ignoreBOM: true });

/** The offset of the first byte that starts no well-formed UTF-8 sequence (WHATWG's rules), or -1. */
export function firstInvalidUtf8(b: Uint8Array): number {
  let i = 0;
  while (i < b.length) {
    const c = b[i] as number;
    if (c < 0x80) {
      i += 1;
      continue;
    }
    const tail = c >= 0xc2 && c <= 0xdf ? 1 : c >= 0xe0 && c <= 0xef ? 2 : c >= 0xf0 && c <= 0xf4 ? 3 : 0;
    if (tail === 0) return i;
    // Overlong forms, surrogates and code points above U+10FFFF are refused by the second byte's range.
    const low = c === 0xe0 ? 0xa0 : c === 0xf0 ? 0x90 : 0x80;
    const high = c === 0xed ? 0x9f : c === 0xf4 ? 0x8f : 0xbf;
    for (let k = 1; k <= tail; k += 1) {
      const d = b[i + k];
      if (d === undefined || d < (k === 1 ? low : 0x80) || d > (k === 1 ? high : 0xbf)) return i;
    }
    i += tail + 1;
  }
  return -1;
}

/**
 * The file's text, or 422 MENU_IMPORT_ENCODING {line, column}: line 1 is the header; the column counts the
 * characters of that line before the bad byte, plus one (as an editor's status bar shows it; a leading
 * byte-order mark is not counted).
 */
export function decodeMenuCsv(bytes: Uint8Array): string {
  try {
    return strict.decode(bytes);
  } catch {
    const found = firstInvalidUtf8(bytes);
    const at = found === -1 ? bytes.length : found;
    let lineStart = 0;
    let line = 1;
    for (let i = 0; i < at; i += 1)
      if (bytes[i] === 0x0a) {
        line += 1;
        lineStart = i + 1;
      }
    const before = lenient.decode(bytes.subarray(lineStart, at)).replace(/^\uFEFF/, '');
    throw new AppError('MENU_IMPORT_ENCODING', { line, column: [...before].length + 1 });
  }
}
