/**
 * A new restaurant's slug (issue 13): its name in lower-case Latin letters and digits, dashes between
 * words, then the restaurant's id (which readers take back from the tail: restaurantIdFromSlug), so two
 * restaurants of one name never meet. A name with Latin letters
 * (the English name, else the Arabic one) is used as written; an Arabic-only name is transliterated
 * letter by letter (short vowels are not written in Arabic, so 'مطعم البيك' reads 'mtam-albik'); a name
 * with neither (emoji, other scripts) gives `restaurant-<id>`.
 */

const MAX_BASE_LENGTH = 40;

/** One Latin spelling per Arabic letter (the common Gulf romanisation, without diacritics). */
const LETTERS: Record<string, string> = {
  ا: 'a',
  أ: 'a',
  إ: 'i',
  آ: 'a',
  ٱ: 'a',
  ب: 'b',
  ت: 't',
  ث: 'th',
  ج: 'j',
  ح: 'h',
  خ: 'kh',
  د: 'd',
  ذ: 'dh',
  ر: 'r',
  ز: 'z',
  س: 's',
  ش: 'sh',
  ص: 's',
  ض: 'd',
  ط: 't',
  ظ: 'z',
  ع: 'a',
  غ: 'gh',
  ف: 'f',
  ق: 'q',
  ك: 'k',
  ل: 'l',
  م: 'm',
  ن: 'n',
  ه: 'h',
  ة: 'a',
  ى: 'a',
  ء: '',
  ئ: 'i',
  ؤ: 'u',
  پ: 'p',
  چ: 'ch',
  گ: 'g',
  ڤ: 'v',
};

/** و and ي are consonants at the start of a word and long vowels inside it. */
const WORD_START: Record<string, string> = { و: 'w', ي: 'y' };
const INSIDE: Record<string, string> = { و: 'u', ي: 'i' };

function transliterateWord(word: string): string {
  let out = '';
  for (const [index, char] of [...word].entries()) {
    const digit = '٠١٢٣٤٥٦٧٨٩'.indexOf(char);
    const persianDigit = '۰۱۲۳۴۵۶۷۸۹'.indexOf(char);
    if (digit >= 0) out += String(digit);
    else if (persianDigit >= 0) out += String(persianDigit);
    else if (index === 0 && WORD_START[char]) out += WORD_START[char];
    else out += INSIDE[char] ?? LETTERS[char] ?? char;
  }
  // Two written vowels in a row read as one ('اا' of a typo, 'ائ'…).
  return out.replace(/([aiu])\1+/g, '$1');
}

/** Arabic letters to Latin; harakat and tatweel dropped, everything else left for the slug to judge. */
export function transliterateArabic(text: string): string {
  return text
    .replace(/[\u064B-\u065F\u0670\u0640]/g, '')
    .split(/(\s+)/)
    .map((part) => (/\s/.test(part) ? part : transliterateWord(part)))
    .join('');
}

function slugify(text: string): string {
  const slug = text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  if (slug.length <= MAX_BASE_LENGTH) return slug;
  // Cut at a word's end when there is one in reach, never leaving a dash at the end.
  const cut = slug.slice(0, MAX_BASE_LENGTH + 1);
  const lastDash = cut.lastIndexOf('-');
  return (lastDash > 10 ? cut.slice(0, lastDash) : slug.slice(0, MAX_BASE_LENGTH)).replace(/-+$/, '');
}

/** The slug's name part ('' when the names give nothing usable). */
export function slugBase(name: string, nameAr: string | null): string {
  const names = [name, nameAr ?? ''];
  const latin = names.find((n) => /[a-z]/i.test(n.normalize('NFKD')));
  if (latin !== undefined) return slugify(latin);
  for (const n of names) {
    const slug = slugify(transliterateArabic(n));
    if (slug) return slug;
  }
  return '';
}

/** `<name>-<id>`, or `restaurant-<id>` without a usable name. */
export function restaurantSlug(name: string, nameAr: string | null, id: number): string {
  const base = slugBase(name, nameAr);
  return `${base || 'restaurant'}-${id}`;
}
