import { formatAmount, type Halalas, halalas, parseAmount } from '@sufra/domain';
import {
  type CaffeineLevel,
  type CreateMenuItemBodyInput,
  MAX_CALORIES,
  MAX_MENU_DESCRIPTION,
  MAX_MENU_NAME,
  type StaffMenuItem,
  type UpdateMenuItemBodyInput,
} from '@sufra/domain/contracts';

/** The item editor's fields as typed (price and calories as text: read exactly when sent). */
export interface ItemForm {
  categoryId: number;
  nameAr: string;
  name: string;
  descriptionAr: string;
  description: string;
  price: string;
  calories: string;
  caffeineLevel: CaffeineLevel;
  isHighSalt: boolean;
  isAvailable: boolean;
}

export type ItemField = 'nameAr' | 'name' | 'descriptionAr' | 'description' | 'price' | 'calories';
export type ItemProblem = 'required' | 'tooLong' | 'price' | 'calories';
export type ItemProblems = Partial<Record<ItemField, ItemProblem>>;

export const CAFFEINE_LEVELS: readonly CaffeineLevel[] = ['none', 'low', 'medium', 'high'];

export function emptyItemForm(categoryId: number): ItemForm {
  return {
    categoryId,
    nameAr: '',
    name: '',
    descriptionAr: '',
    description: '',
    price: '',
    calories: '',
    caffeineLevel: 'none',
    isHighSalt: false,
    isAvailable: true,
  };
}

/** A saved item in the form: its price as the owner would type it ('28.50'). */
export function itemFormOf(item: StaffMenuItem): ItemForm {
  return {
    categoryId: item.categoryId,
    nameAr: item.nameAr,
    name: item.name,
    descriptionAr: item.descriptionAr,
    description: item.description,
    price: formatAmount(halalas(item.price)),
    calories: item.calories === null ? '' : String(item.calories),
    caffeineLevel: item.caffeineLevel,
    isHighSalt: item.isHighSalt,
    isAvailable: item.isAvailable,
  };
}

/** The price in halalas, read as the server will (parseAmount: at most two decimals, no sign), or null. */
export const readPrice = (typed: string): Halalas | null => parseAmount(typed);

/** Calories: empty is "not given"; else a whole number 0 – MAX_CALORIES (Arabic digits allowed). */
export function readCalories(typed: string): number | null | undefined {
  const trimmed = typed.trim();
  if (trimmed === '') return null;
  const halalas = parseAmount(trimmed);
  if (halalas === null || halalas % 100 !== 0 || /[.,\u066B]/.test(trimmed)) return undefined;
  const value = halalas / 100;
  return value <= MAX_CALORIES ? value : undefined;
}

function nameProblem(value: string, max: number, required: boolean): ItemProblem | undefined {
  const trimmed = value.trim();
  if (required && trimmed === '') return 'required';
  if (trimmed.length > max) return 'tooLong';
  return undefined;
}

/** The form's problems, field by field, as the server would find them. */
export function checkItemForm(form: ItemForm): ItemProblems {
  const problems: ItemProblems = {
    nameAr: nameProblem(form.nameAr, MAX_MENU_NAME, true),
    name: nameProblem(form.name, MAX_MENU_NAME, true),
    descriptionAr: nameProblem(form.descriptionAr, MAX_MENU_DESCRIPTION, false),
    description: nameProblem(form.description, MAX_MENU_DESCRIPTION, false),
    price: form.price.trim() === '' ? 'required' : readPrice(form.price) === null ? 'price' : undefined,
    calories: readCalories(form.calories) === undefined ? 'calories' : undefined,
  };
  for (const key of Object.keys(problems) as ItemField[]) if (!problems[key]) delete problems[key];
  return problems;
}

/** A new item's body: the price sent as typed (the server reads it exactly). */
export function createBody(form: ItemForm): CreateMenuItemBodyInput {
  return {
    categoryId: form.categoryId,
    nameAr: form.nameAr.trim(),
    name: form.name.trim(),
    descriptionAr: form.descriptionAr.trim(),
    description: form.description.trim(),
    price: form.price.trim(),
    calories: readCalories(form.calories) ?? null,
    caffeineLevel: form.caffeineLevel,
    isHighSalt: form.isHighSalt,
    isAvailable: form.isAvailable,
  };
}

/** What changed from `original`: only those fields are sent (nothing when nothing changed). */
export function changedFields(original: ItemForm, form: ItemForm): UpdateMenuItemBodyInput {
  const before = createBody(original);
  const after = createBody(form);
  const change: Record<string, unknown> = {};
  for (const key of Object.keys(after) as (keyof CreateMenuItemBodyInput)[]) {
    if (key === 'price') {
      if (readPrice(form.price) !== readPrice(original.price)) change.price = after.price;
    } else if (after[key] !== before[key]) change[key] = after[key];
  }
  return change as UpdateMenuItemBodyInput;
}
