import { z } from 'zod';
import { parseAmount } from '../money/money';
import { dataOf, HalalasSchema, idSchema, PositiveInt4Schema, withCode } from './common';
import { CaffeineLevelSchema } from './menu';
import { text } from './text';

/*
 * The back office's menu editor (issue 12 item 1): owners and managers build the menu the diners see.
 * Prices are typed in SAR and sent as the owner typed them ('12.50', '١٢٫٥'); the server reads them
 * exactly with the domain's parseAmount (never a float), so a price with three decimals is refused by the
 * server itself, in the caller's language. Every write bumps the restaurant's menu version (database
 * trigger, migration 0001) and publishes `menu.updated`, so open diner menus refetch without a reload.
 */

/** Written to the audit log with before/after (a price change moves money). */
export const MENU_AUDIT_ACTIONS = [
  'menu.category_created',
  'menu.category_updated',
  'menu.category_deleted',
  'menu.categories_reordered',
  'menu.item_created',
  'menu.item_updated',
  'menu.item_deleted',
  'menu.items_reordered',
  'menu.item_photo_updated',
  'menu.options_updated',
  'menu.imported',
] as const;
export type MenuAuditAction = (typeof MENU_AUDIT_ACTIONS)[number];

/** The photo's pixel limits: a side above this is refused before any decoding (a 60000×60000 bomb). */
export const MENU_PHOTO_MAX_SIDE = 8000;
export const MENU_PHOTO_MAX_BYTES = 8 * 1024 * 1024;
/** The WebP widths made from every photo, served with srcset (the diner's card and the dish sheet). */
export const MENU_PHOTO_WIDTHS = [320, 640, 1280] as const;

export const MAX_MENU_NAME = 80;
export const MAX_MENU_DESCRIPTION = 500;
export const MAX_CALORIES = 10_000;
export const MAX_OPTION_GROUPS = 20;
export const MAX_OPTIONS_PER_GROUP = 50;
export const MAX_OPTION_QUANTITY = 20;
/** Lines of a menu CSV import (one line per item). */
export const MAX_MENU_IMPORT_ROWS = 2000;

/** A price typed in SAR, read exactly into halalas (≤ 2 decimals, 0 – 1,000,000 SAR). */
export const SarPriceSchema = text(32, { code: 'MENU_PRICE_INVALID' }).transform((typed, ctx) => {
  const value = parseAmount(typed);
  if (value === null) {
    ctx.addIssue({ code: 'custom', message: 'MENU_PRICE_INVALID' });
    return z.NEVER;
  }
  return value;
});

// Typed text: control characters refused (a NUL byte was a 500 on PostgreSQL), bidi controls stripped.
const name = text(MAX_MENU_NAME, { min: 1 });
const description = text(MAX_MENU_DESCRIPTION, { multiline: true });

export const MenuCategoryParamsSchema = z.object({ id: idSchema('MENU_CATEGORY_NOT_FOUND') });
export const MenuItemParamsSchema = z.object({ id: idSchema('MENU_ITEM_NOT_FOUND') });

/** POST /api/staff/menu/categories */
export const CreateMenuCategoryBodySchema = z.object({ name, nameAr: name }).strict();
export type CreateMenuCategoryBody = z.infer<typeof CreateMenuCategoryBodySchema>;

/** PATCH /api/staff/menu/categories/:id — rename, or hide (`isActive: false`: diners do not see it). */
export const UpdateMenuCategoryBodySchema = z
  .object({ name, nameAr: name, isActive: z.boolean() })
  .partial()
  .strict()
  .refine((body) => Object.keys(body).length > 0, withCode('VALIDATION_FAILED'));
export type UpdateMenuCategoryBody = z.infer<typeof UpdateMenuCategoryBodySchema>;

/**
 * PUT /api/staff/menu/categories/order, PUT /api/staff/menu/categories/:id/item-order: the full list of
 * ids in their new order. A list that is not exactly the current set (someone added or removed one
 * meanwhile) is refused with MENU_ORDER_MISMATCH and nothing moves.
 */
export const MenuOrderBodySchema = z
  .object({ ids: z.array(PositiveInt4Schema).min(1).max(MAX_MENU_IMPORT_ROWS) })
  .strict();
export type MenuOrderBody = z.infer<typeof MenuOrderBodySchema>;

const itemFields = {
  categoryId: PositiveInt4Schema,
  name,
  nameAr: name,
  description,
  descriptionAr: description,
  price: SarPriceSchema,
  calories: z.number().int().nonnegative().max(MAX_CALORIES).nullable(),
  caffeineLevel: CaffeineLevelSchema,
  isHighSalt: z.boolean(),
  /** false = sold out: shown to diners, refused at ordering and at payment of a cart built before. */
  isAvailable: z.boolean(),
};

/** POST /api/staff/menu/items (added at the end of its category). */
export const CreateMenuItemBodySchema = z
  .object({
    ...itemFields,
    description: description.default(''),
    descriptionAr: description.default(''),
    calories: itemFields.calories.default(null),
    caffeineLevel: CaffeineLevelSchema.default('none'),
    isHighSalt: z.boolean().default(false),
    isAvailable: z.boolean().default(true),
  })
  .strict();
export type CreateMenuItemBody = z.infer<typeof CreateMenuItemBodySchema>;
export type CreateMenuItemBodyInput = z.input<typeof CreateMenuItemBodySchema>;

/** PATCH /api/staff/menu/items/:id — the fields to change (sold out is `{ isAvailable: false }`). */
export const UpdateMenuItemBodySchema = z
  .object(itemFields)
  .partial()
  .strict()
  .refine((body) => Object.keys(body).length > 0, withCode('VALIDATION_FAILED'));
export type UpdateMenuItemBody = z.infer<typeof UpdateMenuItemBodySchema>;
export type UpdateMenuItemBodyInput = z.input<typeof UpdateMenuItemBodySchema>;

const OptionInputSchema = z.object({
  /** Present: that option is kept (and updated); absent: a new option. */
  id: PositiveInt4Schema.optional(),
  name,
  nameAr: name,
  price: SarPriceSchema,
  maxQuantity: z.number().int().positive().max(MAX_OPTION_QUANTITY).default(1),
  isAvailable: z.boolean().default(true),
});

const OptionGroupInputSchema = z.object({
  id: PositiveInt4Schema.optional(),
  name,
  nameAr: name,
  /** 0 = optional; ≥ 1 = required. minSelections ≤ maxSelections ≤ its available options (MENU_OPTION_RANGE). */
  minSelections: z.number().int().nonnegative().max(MAX_OPTIONS_PER_GROUP),
  maxSelections: z.number().int().positive().max(MAX_OPTIONS_PER_GROUP),
  options: z.array(OptionInputSchema).min(1).max(MAX_OPTIONS_PER_GROUP),
});

/**
 * PUT /api/staff/menu/items/:id/option-groups: the item's option groups as they must be, in order (one
 * transaction: groups and options with an id are updated, new ones created, those left out deleted;
 * past orders keep their lines' names and prices).
 */
export const MenuOptionGroupsBodySchema = z
  .object({ optionGroups: z.array(OptionGroupInputSchema).max(MAX_OPTION_GROUPS) })
  .strict();
export type MenuOptionGroupsBody = z.infer<typeof MenuOptionGroupsBodySchema>;
export type MenuOptionGroupsBodyInput = z.input<typeof MenuOptionGroupsBodySchema>;

/**
 * POST /api/staff/menu/items/:id/photo (multipart, one file part `photo`): PNG, JPEG or WebP judged by
 * its bytes and pixel size; stored as WebP at MENU_PHOTO_WIDTHS. DELETE …/photo removes it.
 */
export const MenuPhotoBodySchema = z.object({
  photo: z.custom<Uint8Array>((value) => value instanceof Uint8Array, withCode('UNSUPPORTED_MEDIA_TYPE')),
});

/**
 * POST /api/staff/menu/import (text/csv, the export's columns): all or nothing. A row that cannot be read
 * is refused with MENU_IMPORT_INVALID {row, column}; categories are matched by their names, items by
 * category and names (updated), the rest created.
 */
export const MenuImportResultSchema = dataOf(
  z.object({
    categoriesCreated: z.number().int().nonnegative(),
    itemsCreated: z.number().int().nonnegative(),
    itemsUpdated: z.number().int().nonnegative(),
  }),
);

export const StaffMenuOptionSchema = z.object({
  id: z.number().int().positive(),
  name: z.string(),
  nameAr: z.string(),
  price: HalalasSchema,
  maxQuantity: z.number().int().positive(),
  isAvailable: z.boolean(),
});
export type StaffMenuOption = z.infer<typeof StaffMenuOptionSchema>;

export const StaffOptionGroupSchema = z.object({
  id: z.number().int().positive(),
  name: z.string(),
  nameAr: z.string(),
  minSelections: z.number().int().nonnegative(),
  maxSelections: z.number().int().positive(),
  options: z.array(StaffMenuOptionSchema),
});
export type StaffOptionGroup = z.infer<typeof StaffOptionGroupSchema>;

export const StaffMenuItemSchema = z.object({
  id: z.number().int().positive(),
  categoryId: z.number().int().positive(),
  name: z.string(),
  nameAr: z.string(),
  description: z.string(),
  descriptionAr: z.string(),
  price: HalalasSchema,
  /** The photo's 640 px WebP (or a seeded photo's URL), and its srcset; null without a photo. */
  photo: z.string().nullable(),
  photoSrcset: z.string().nullable(),
  calories: z.number().int().nonnegative().nullable(),
  caffeineLevel: CaffeineLevelSchema,
  isHighSalt: z.boolean(),
  isAvailable: z.boolean(),
  optionGroups: z.array(StaffOptionGroupSchema),
});
export type StaffMenuItem = z.infer<typeof StaffMenuItemSchema>;

export const StaffMenuCategorySchema = z.object({
  id: z.number().int().positive(),
  name: z.string(),
  nameAr: z.string(),
  /** false: hidden from diners (its items cannot be ordered). */
  isActive: z.boolean(),
  items: z.array(StaffMenuItemSchema),
});
export type StaffMenuCategory = z.infer<typeof StaffMenuCategorySchema>;

/** GET /api/staff/menu: every category (hidden ones too) in order, with every item, group and option. */
export const StaffMenuResponseSchema = dataOf(
  z.object({
    restaurantId: z.number().int().positive(),
    menuVersion: z.number().int().positive(),
    categories: z.array(StaffMenuCategorySchema),
  }),
);
export type StaffMenu = z.infer<typeof StaffMenuResponseSchema>['data'];

export const StaffMenuCategoryResponseSchema = dataOf(StaffMenuCategorySchema);
export const StaffMenuItemResponseSchema = dataOf(StaffMenuItemSchema);
