import type { StaffMenuItem } from '@sufra/domain/contracts';
import { describe, expect, it } from 'vitest';
import { changedFields, checkItemForm, emptyItemForm, itemFormOf, readCalories } from './item-form';
import { checkGroups, type GroupForm, groupsBody, newGroup, readCount } from './option-form';
import { moved } from './reorder';

const hummus: StaffMenuItem = {
  id: 31,
  categoryId: 3,
  name: 'Hummus',
  nameAr: 'حمص',
  description: '',
  descriptionAr: '',
  price: 1900,
  photo: null,
  photoSrcset: null,
  calories: 250,
  caffeineLevel: 'none',
  isHighSalt: false,
  isAvailable: true,
  optionGroups: [],
};

describe("the menu editor's forms", () => {
  it('reads prices as the server will: two decimals at most, no sign, Arabic digits and separator', () => {
    const form = { ...emptyItemForm(3), name: 'Kebab', nameAr: 'كباب' };
    expect(checkItemForm({ ...form, price: '12.345' }).price).toBe('price');
    expect(checkItemForm({ ...form, price: '-5' }).price).toBe('price');
    expect(checkItemForm({ ...form, price: '1000000.01' }).price).toBe('price');
    expect(checkItemForm({ ...form, price: '' }).price).toBe('required');
    expect(checkItemForm({ ...form, price: '١٢٫٥' })).toEqual({});
    expect(checkItemForm({ ...form, price: '28' })).toEqual({});
  });

  it('reads calories as a whole number or nothing', () => {
    expect(readCalories('')).toBeNull();
    expect(readCalories(' ٤٢٠ ')).toBe(420);
    expect(readCalories('12.5')).toBeUndefined();
    expect(readCalories('-1')).toBeUndefined();
    expect(readCalories('10001')).toBeUndefined();
  });

  it('sends only what changed, the price as typed (and not when only its spelling changed)', () => {
    const original = itemFormOf(hummus);
    expect(original.price).toBe('19.00');
    expect(changedFields(original, { ...original, price: '19' })).toEqual({});
    expect(changedFields(original, { ...original, price: '19.5', isHighSalt: true })).toEqual({
      price: '19.5',
      isHighSalt: true,
    });
    expect(changedFields(original, { ...original, calories: '' })).toEqual({ calories: null });
  });

  it('checks option groups: min ≤ max ≤ available options, counts within their limits', () => {
    const group: GroupForm = {
      ...newGroup(),
      name: 'Size',
      nameAr: 'الحجم',
      min: '1',
      max: '2',
    };
    const option = { ...(group.options[0] as GroupForm['options'][number]), name: 'Large', nameAr: 'كبير' };
    const problems = checkGroups([{ ...group, options: [option] }]);
    expect(Object.values(problems)).toEqual([{ text: 'range', available: 1 }]);
    expect(checkGroups([{ ...group, max: '1', options: [option] }])).toEqual({});
    expect(checkGroups([{ ...group, max: '1', options: [{ ...option, isAvailable: false }] }])).not.toEqual(
      {},
    );
    expect(checkGroups([{ ...group, options: [] }])).toEqual({
      [`group-${group.key}`]: { text: 'needOption' },
    });
    expect(readCount('٣', 0, 50)).toBe(3);
    expect(readCount('1.5', 0, 50)).toBeNull();
    expect(readCount('0', 1, 50)).toBeNull();
    expect(groupsBody([{ ...group, max: '1', options: [{ ...option, price: '2.5' }] }])).toEqual({
      optionGroups: [
        {
          name: 'Size',
          nameAr: 'الحجم',
          minSelections: 1,
          maxSelections: 1,
          options: [{ name: 'Large', nameAr: 'كبير', price: '2.5', maxQuantity: 1, isAvailable: true }],
        },
      ],
    });
  });

  it('moves one id in a list, and leaves the list alone out of range', () => {
    expect(moved([1, 2, 3], 0, 2)).toEqual([2, 3, 1]);
    expect(moved([1, 2, 3], 2, 0)).toEqual([3, 1, 2]);
    expect(moved([1, 2, 3], 0, -1)).toEqual([1, 2, 3]);
    expect(moved([1, 2, 3], 2, 3)).toEqual([1, 2, 3]);
  });
});
