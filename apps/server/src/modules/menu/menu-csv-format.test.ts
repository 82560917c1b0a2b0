import { AppError, type Halalas } from '@sufra/domain';
import { describe, expect, it } from 'vitest';
import { type MenuCsvRow, menuCsv, readMenuCsv } from './menu-csv';
import { decodeMenuCsv, firstInvalidUtf8 } from './menu-csv-encoding';

/** Issue 25 item 5: the pure rules of the menu CSV (no database): the option lines and UTF-8 only. */

const halalas = (n: number) => n as Halalas;
const item = (o: Partial<MenuCsvRow>): MenuCsvRow => ({
  category: 'Drinks',
  categoryAr: 'مشروبات',
  name: 'Tea',
  nameAr: 'شاي',
  description: '',
  descriptionAr: '',
  price: halalas(500),
  calories: null,
  caffeineLevel: 'none',
  isHighSalt: false,
  isAvailable: true,
  categoryVisible: true,
  optionGroups: [],
  ...o,
});

const refusal = (fn: () => unknown) => {
  try {
    fn();
  } catch (err) {
    if (err instanceof AppError) return { code: err.code, params: err.params };
    throw err;
  }
  throw new Error('not refused');
};

describe('menu CSV format', () => {
  it('writes option lines under their item and reads them back into the same groups', () => {
    const rows = [
      item({
        optionGroups: [
          {
            name: 'Sugar',
            nameAr: 'السكر',
            minSelections: 1,
            maxSelections: 1,
            options: [
              { name: 'None', nameAr: 'بدون', price: halalas(0), maxQuantity: 1, isAvailable: true },
              {
                name: 'Extra, "a lot"',
                nameAr: 'زيادة',
                price: halalas(50),
                maxQuantity: 1,
                isAvailable: true,
              },
            ],
          },
          {
            name: '+Milk',
            nameAr: 'حليب',
            minSelections: 0,
            maxSelections: 2,
            options: [
              { name: 'Oat', nameAr: 'شوفان', price: halalas(300), maxQuantity: 2, isAvailable: true },
              { name: 'Almond', nameAr: 'لوز', price: halalas(350), maxQuantity: 1, isAvailable: true },
              { name: 'Soy', nameAr: 'صويا', price: halalas(250), maxQuantity: 1, isAvailable: false },
            ],
          },
        ],
      }),
      item({ category: 'Sweets', categoryAr: 'حلويات', categoryVisible: false, name: 'Cake', nameAr: 'كعك' }),
    ];
    const file = menuCsv(rows);
    expect(file.split('\r\n')).toHaveLength(1 + 1 + 5 + 1 + 1);
    // The spreadsheet guard on "+Milk" is undone on reading.
    expect(file).toContain(",'+Milk,حليب,0,2,Oat,");
    const read = readMenuCsv(file).rows.map(({ row, ...r }) => r);
    expect(read).toEqual(rows);
    expect(menuCsv(read)).toBe(file);
  });

  it('reads a group whose first line says its range and later lines leave it empty; empty cells read as defaults', () => {
    const header =
      'category,category_ar,name,name_ar,price,option_group,option_group_ar,group_min,group_max,option,option_ar,option_price';
    const file = [
      header,
      'Drinks,مشروبات,Tea,شاي,5,,,,,,,',
      // Options may come before or after their item's line; Arabic-Indic digits read too.
      'Drinks,مشروبات,Tea,شاي,,Size,الحجم,١,١,Small,صغير,',
      'drinks,مشروبات,TEA,شاي,,size,الحجم,,,Large,كبير,2',
    ].join('\n');
    const [tea] = readMenuCsv(file).rows;
    expect(tea?.optionGroups).toEqual([
      {
        name: 'Size',
        nameAr: 'الحجم',
        minSelections: 1,
        maxSelections: 1,
        options: [
          { name: 'Small', nameAr: 'صغير', price: 0, maxQuantity: 1, isAvailable: true },
          { name: 'Large', nameAr: 'كبير', price: 200, maxQuantity: 1, isAvailable: true },
        ],
      },
    ]);
    expect(tea?.categoryVisible).toBeNull();
  });

  it('finds the first byte that is not UTF-8 and names its line and column (characters, from 1)', () => {
    const bytes = (...parts: (string | number[])[]) =>
      Buffer.concat(parts.map((p) => (typeof p === 'string' ? Buffer.from(p, 'utf8') : Buffer.from(p))));
    const cases: [Buffer, number, { line: number; column: number }][] = [
      [bytes([0xe3]), 0, { line: 1, column: 1 }],
      [bytes('\uFEFFab', [0xff]), 5, { line: 1, column: 3 }],
      [bytes('a\r\nشاي,', [0xc0, 0x80]), 10, { line: 2, column: 5 }],
      [bytes('x\ny\nz', [0xf4, 0x90, 0x80, 0x80]), 5, { line: 3, column: 2 }],
      [bytes('é', [0xe2, 0x82]), 2, { line: 1, column: 2 }],
      [bytes([0xed, 0xa0, 0x80]), 0, { line: 1, column: 1 }],
      [bytes('😀', [0x80]), 4, { line: 1, column: 2 }],
    ];
    for (const [input, at, params] of cases) {
      expect(firstInvalidUtf8(input), input.toString('hex')).toBe(at);
      expect(refusal(() => decodeMenuCsv(input))).toEqual({ code: 'MENU_IMPORT_ENCODING', params });
    }
    expect(firstInvalidUtf8(bytes('شاي 😀 é \uFFFD'))).toBe(-1);
    expect(decodeMenuCsv(bytes('\uFEFFشاي'))).toBe('\uFEFFشاي');
  });
});
