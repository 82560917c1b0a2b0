import { formatAmount, type Halalas } from '@sufra/domain';

/** Element text: escaped, and without the control characters XML 1.0 cannot carry (a name typed on a phone). */
export function text(value: string): string {
  return Array.from(value.replace(/\s+/g, ' '))
    .filter((ch) => {
      const code = ch.codePointAt(0) ?? 0;
      return code >= 0x20 && code !== 0xfffe && code !== 0xffff;
    })
    .join('')
    .trim()
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;');
}

export const sar = (name: string, amount: Halalas) =>
  `<cbc:${name} currencyID="SAR">${formatAmount(amount)}</cbc:${name}>`;

/** Lines at 4 spaces a level, as ZATCA's samples are laid out. */
export const indent = (depth: number, lines: string[]) => lines.map((l) => `${'    '.repeat(depth)}${l}`);
