import { formatAmount, halalas, parseAmount } from '@sufra/domain';
import {
  MAX_MENU_NAME,
  MAX_OPTION_QUANTITY,
  MAX_OPTIONS_PER_GROUP,
  type MenuOptionGroupsBodyInput,
  type StaffOptionGroup,
} from '@sufra/domain/contracts';

/** One option as typed; `key` names its inputs, `id` is the saved option's (absent: a new one). */
export interface OptionForm {
  key: string;
  id?: number;
  nameAr: string;
  name: string;
  price: string;
  maxQuantity: string;
  isAvailable: boolean;
}

export interface GroupForm {
  key: string;
  id?: number;
  nameAr: string;
  name: string;
  min: string;
  max: string;
  options: OptionForm[];
}

/** A problem at one input (its element id) or at a group (`group-<key>`). */
export type OptionProblem =
  | { text: 'required' | 'tooLong' | 'price' | 'number' | 'needOption' }
  | { text: 'range'; available: number };
export type OptionProblems = Record<string, OptionProblem>;

let nextKey = 0;
const newKey = () => `n${++nextKey}`;

export const inputId = (group: GroupForm, field: string, option?: OptionForm) =>
  option ? `option-${group.key}-${option.key}-${field}` : `group-${group.key}-${field}`;
export const groupId = (group: GroupForm) => `group-${group.key}`;

export function newOption(): OptionForm {
  return { key: newKey(), nameAr: '', name: '', price: '0', maxQuantity: '1', isAvailable: true };
}

export function newGroup(): GroupForm {
  return { key: newKey(), nameAr: '', name: '', min: '0', max: '1', options: [newOption()] };
}

export function groupFormsOf(groups: StaffOptionGroup[]): GroupForm[] {
  return groups.map((g) => ({
    key: `g${g.id}`,
    id: g.id,
    nameAr: g.nameAr,
    name: g.name,
    min: String(g.minSelections),
    max: String(g.maxSelections),
    options: g.options.map((o) => ({
      key: `o${o.id}`,
      id: o.id,
      nameAr: o.nameAr,
      name: o.name,
      price: formatAmount(halalas(o.price)),
      maxQuantity: String(o.maxQuantity),
      isAvailable: o.isAvailable,
    })),
  }));
}

/** A whole number typed with Latin or Arabic digits, within [min, max]; null otherwise. */
export function readCount(typed: string, min: number, max: number): number | null {
  const amount = parseAmount(typed);
  if (amount === null || amount % 100 !== 0 || /[.,\u066B]/.test(typed)) return null;
  const value = amount / 100;
  return value >= min && value <= max ? value : null;
}

/** Required means at least one choice: the rule in words uses these. */
export function groupRule(group: GroupForm): { min: number; max: number } | null {
  const min = readCount(group.min, 0, MAX_OPTIONS_PER_GROUP);
  const max = readCount(group.max, 1, MAX_OPTIONS_PER_GROUP);
  return min === null || max === null ? null : { min, max };
}

const available = (group: GroupForm) => group.options.filter((o) => o.isAvailable).length;

function name(value: string): OptionProblem | undefined {
  if (value.trim() === '') return { text: 'required' };
  if (value.trim().length > MAX_MENU_NAME) return { text: 'tooLong' };
  return undefined;
}

/** Every problem, as the server would find it: names, prices, counts, and min ≤ max ≤ available options. */
export function checkGroups(groups: GroupForm[]): OptionProblems {
  const problems: OptionProblems = {};
  const put = (id: string, problem: OptionProblem | undefined) => {
    if (problem) problems[id] = problem;
  };
  for (const group of groups) {
    put(inputId(group, 'nameAr'), name(group.nameAr));
    put(inputId(group, 'name'), name(group.name));
    const min = readCount(group.min, 0, MAX_OPTIONS_PER_GROUP);
    const max = readCount(group.max, 1, MAX_OPTIONS_PER_GROUP);
    put(inputId(group, 'min'), min === null ? { text: 'number' } : undefined);
    put(inputId(group, 'max'), max === null ? { text: 'number' } : undefined);
    for (const option of group.options) {
      put(inputId(group, 'nameAr', option), name(option.nameAr));
      put(inputId(group, 'name', option), name(option.name));
      put(
        inputId(group, 'price', option),
        parseAmount(option.price) === null ? { text: 'price' } : undefined,
      );
      put(
        inputId(group, 'maxQuantity', option),
        readCount(option.maxQuantity, 1, MAX_OPTION_QUANTITY) === null ? { text: 'number' } : undefined,
      );
    }
    if (group.options.length === 0) put(groupId(group), { text: 'needOption' });
    else if (min !== null && max !== null && (min > max || max > available(group)))
      put(groupId(group), { text: 'range', available: available(group) });
  }
  return problems;
}

/** The groups as the server takes them (replaced as a whole); prices sent as typed. */
export function groupsBody(groups: GroupForm[]): MenuOptionGroupsBodyInput {
  return {
    optionGroups: groups.map((g) => ({
      ...(g.id ? { id: g.id } : {}),
      nameAr: g.nameAr.trim(),
      name: g.name.trim(),
      minSelections: readCount(g.min, 0, MAX_OPTIONS_PER_GROUP) ?? 0,
      maxSelections: readCount(g.max, 1, MAX_OPTIONS_PER_GROUP) ?? 1,
      options: g.options.map((o) => ({
        ...(o.id ? { id: o.id } : {}),
        nameAr: o.nameAr.trim(),
        name: o.name.trim(),
        price: o.price.trim(),
        maxQuantity: readCount(o.maxQuantity, 1, MAX_OPTION_QUANTITY) ?? 1,
        isAvailable: o.isAvailable,
      })),
    })),
  };
}
