import { z } from 'zod';
import { dataOf, RestaurantIdSchema } from './common';

export const PricingModeSchema = z.enum(['inclusive', 'exclusive']);

/** What a diner may see about a restaurant (spec section 3 "Restaurant (public)" plus what the UI needs). */
export const PublicRestaurantSchema = z.object({
  id: z.number().int().positive(),
  name: z.string(),
  nameAr: z.string(),
  slug: z.string(),
  /** Absolute path or URL of the logo; null when none (the UI shows a placeholder). */
  logo: z.string().nullable(),
  requirePaymentBeforeOrder: z.boolean(),
  pricingMode: PricingModeSchema,
  vatNumber: z.string().nullable(),
  /** The restaurant's public phone (E.164), for a diner who needs to reach it; null when none. */
  phone: z.string().nullable(),
  /**
   * Ordering and paying paused by the restaurant (Settings' maintenance mode), with its own message in
   * each language (either may be empty); null while it takes orders. Diners still open the table and read
   * the menu; placing, adding to and paying for orders answer RESTAURANT_MAINTENANCE.
   */
  maintenance: z.object({ message: z.string(), messageAr: z.string() }).nullable(),
});
export type PublicRestaurant = z.infer<typeof PublicRestaurantSchema>;

export const RestaurantParamsSchema = z.object({ id: RestaurantIdSchema });
export type RestaurantParams = z.infer<typeof RestaurantParamsSchema>;

/** GET /api/public/restaurants/:id -> reads data.restaurant */
export const PublicRestaurantResponseSchema = dataOf(z.object({ restaurant: PublicRestaurantSchema }));
export type PublicRestaurantResponse = z.infer<typeof PublicRestaurantResponseSchema>;

/** GET /api/public/categories: restaurant business categories (cuisine types) for onboarding. */
export const BusinessCategorySchema = z.object({
  id: z.number().int().positive(),
  key: z.string(),
  name: z.string(),
  nameAr: z.string(),
});
export type BusinessCategory = z.infer<typeof BusinessCategorySchema>;
export const BusinessCategoriesResponseSchema = dataOf(
  z.object({ categories: z.array(BusinessCategorySchema) }),
);
export type BusinessCategoriesResponse = z.infer<typeof BusinessCategoriesResponseSchema>;
