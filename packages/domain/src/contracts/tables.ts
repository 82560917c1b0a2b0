import { z } from 'zod';
import { dataOf, idSchema, qrHashSchema, RestaurantIdSchema } from './common';
import { PublicRestaurantSchema } from './restaurants';

/** GET /api/public/tables/validate?restaurantId&tableNumber&hash (spec section 3: table validation). */
export const TableValidateQuerySchema = z.object({
  restaurantId: RestaurantIdSchema,
  tableNumber: idSchema('TABLE_NOT_FOUND'),
  hash: qrHashSchema('INVALID_TABLE_HASH'),
});
export type TableValidateQuery = z.infer<typeof TableValidateQuerySchema>;

/** Session.tableCapacity of the spec: how many more orders the table can take. */
export const TableCapacitySchema = z.object({
  capacity: z.number().int().positive(),
  activeOrderCount: z.number().int().nonnegative(),
  availableCapacity: z.number().int().nonnegative(),
  canAcceptNewOrder: z.boolean(),
  isAtCapacity: z.boolean(),
});
export type TableCapacity = z.infer<typeof TableCapacitySchema>;

export const TableStatusSchema = z.enum(['active', 'maintenance']);

export const PublicTableSchema = z.object({
  number: z.number().int().positive(),
  capacity: z.number().int().positive(),
  status: TableStatusSchema,
});
export type PublicTable = z.infer<typeof PublicTableSchema>;

export const TableValidationSchema = z.object({
  restaurant: PublicRestaurantSchema,
  table: PublicTableSchema,
  tableCapacity: TableCapacitySchema,
  /** The table has an order that is still in the kitchen's hands (welcome screen's active filter). */
  hasActiveOrder: z.boolean(),
});
export type TableValidation = z.infer<typeof TableValidationSchema>;
export const TableValidationResponseSchema = dataOf(TableValidationSchema);
export type TableValidationResponse = z.infer<typeof TableValidationResponseSchema>;

/** GET /api/public/takeaway/validate?restaurantId&hash */
export const TakeawayValidateQuerySchema = z.object({
  restaurantId: RestaurantIdSchema,
  hash: qrHashSchema('INVALID_TAKEAWAY_HASH'),
});
export type TakeawayValidateQuery = z.infer<typeof TakeawayValidateQuerySchema>;

export const PublicTakeawayPointSchema = z.object({
  id: z.number().int().positive(),
  name: z.string(),
  nameAr: z.string(),
});

export const TakeawayValidationSchema = z.object({
  restaurant: PublicRestaurantSchema,
  takeaway: PublicTakeawayPointSchema,
});
export type TakeawayValidation = z.infer<typeof TakeawayValidationSchema>;
export const TakeawayValidationResponseSchema = dataOf(TakeawayValidationSchema);
export type TakeawayValidationResponse = z.infer<typeof TakeawayValidationResponseSchema>;

/**
 * Owner-only QR rotation (issue 9 item 2): `POST /api/staff/tables/:number/rotate-hash` and
 * `POST /api/staff/takeaway/rotate-hash` answer the new QR link(s) to print; the old ones stop at once.
 */
export const RotateTableParamsSchema = z.object({ number: idSchema('TABLE_NOT_FOUND') });
export const RotatedQrSchema = z.object({ url: z.string() });
export const RotatedTableResponseSchema = dataOf(
  z.object({ table: RotatedQrSchema.extend({ number: z.number().int().positive() }) }),
);
export const RotatedTakeawayResponseSchema = dataOf(
  z.object({ takeawayPoints: z.array(RotatedQrSchema.extend({ id: z.number().int().positive() })) }),
);
