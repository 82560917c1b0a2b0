import { z } from 'zod';
import { dataOf, HalalasSchema } from './common';

export const CaffeineLevelSchema = z.enum(['none', 'low', 'medium', 'high']);
export type CaffeineLevel = z.infer<typeof CaffeineLevelSchema>;

export const MenuOptionSchema = z.object({
  id: z.number().int().positive(),
  name: z.string(),
  nameAr: z.string(),
  /** Added to the item price per unit of this option, in halalas. */
  price: HalalasSchema,
  maxQuantity: z.number().int().positive(),
});
export type MenuOption = z.infer<typeof MenuOptionSchema>;

export const MenuOptionGroupSchema = z.object({
  id: z.number().int().positive(),
  name: z.string(),
  nameAr: z.string(),
  minSelections: z.number().int().nonnegative(),
  maxSelections: z.number().int().positive(),
  options: z.array(MenuOptionSchema),
});
export type MenuOptionGroup = z.infer<typeof MenuOptionGroupSchema>;

export const MenuItemSchema = z.object({
  id: z.number().int().positive(),
  name: z.string(),
  nameAr: z.string(),
  description: z.string(),
  descriptionAr: z.string(),
  /** In halalas, as the restaurant's pricing mode states it (VAT-inclusive by default). */
  price: HalalasSchema,
  photo: z.string().nullable(),
  /** The photo's WebP widths for `<img srcset>` ('… 320w, … 640w, … 1280w'); null for a photo without them. */
  photoSrcset: z.string().nullable(),
  calories: z.number().int().nonnegative().nullable(),
  caffeineLevel: CaffeineLevelSchema,
  isHighSalt: z.boolean(),
  /** false = sold out: shown, not orderable. */
  isAvailable: z.boolean(),
  optionGroups: z.array(MenuOptionGroupSchema),
});
export type MenuItem = z.infer<typeof MenuItemSchema>;

export const MenuCategorySchema = z.object({
  id: z.number().int().positive(),
  name: z.string(),
  nameAr: z.string(),
  items: z.array(MenuItemSchema),
});
export type MenuCategory = z.infer<typeof MenuCategorySchema>;

export const MenuSchema = z.object({ categories: z.array(MenuCategorySchema) });
export type Menu = z.infer<typeof MenuSchema>;

/** GET /api/public/restaurants/:id/menu (ETag + 304 on If-None-Match). */
export const MenuResponseSchema = dataOf(MenuSchema);
export type MenuResponse = z.infer<typeof MenuResponseSchema>;
