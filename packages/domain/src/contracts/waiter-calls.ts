import { z } from 'zod';
import { dataOf, idSchema, qrHashSchema, RestaurantIdSchema } from './common';
import { text } from './text';

/** Seconds between two waiter calls from one table (a second call earlier answers 429 WAITER_CALL_TOO_SOON). */
export const WAITER_CALL_COOLDOWN_SECONDS = 60;
export const WAITER_CALL_REASON_MAX = 200;

export const WAITER_CALL_STATUSES = ['open', 'acknowledged', 'resolved'] as const;
export const WaiterCallStatusSchema = z.enum(WAITER_CALL_STATUSES);
export type WaiterCallStatus = z.infer<typeof WaiterCallStatusSchema>;

/** POST /api/public/restaurants/:id/tables/:table/waiter-calls */
export const WaiterCallParamsSchema = z.object({
  id: RestaurantIdSchema,
  table: idSchema('TABLE_NOT_FOUND'),
});
export type WaiterCallParams = z.infer<typeof WaiterCallParamsSchema>;

/**
 * GET /api/public/restaurants/:id/tables/:table/waiter-calls/:call?hash= : a diner's own call, so the phone
 * learns it was seen (status `acknowledged`). The table's hash is the proof; another table's call is 404.
 */
export const TableWaiterCallParamsSchema = WaiterCallParamsSchema.extend({ call: idSchema('NOT_FOUND') });

export const CallWaiterBodySchema = z.object({
  hash: qrHashSchema('INVALID_TABLE_HASH'),
  reason: text(WAITER_CALL_REASON_MAX, { multiline: true }).default(''),
});
export type CallWaiterBody = z.infer<typeof CallWaiterBodySchema>;

export const WaiterCallSchema = z.object({
  id: z.number().int().positive(),
  tableNumber: z.number().int().positive(),
  status: WaiterCallStatusSchema,
  reason: z.string(),
  createdAt: z.iso.datetime({ offset: true }),
  acknowledgedAt: z.iso.datetime({ offset: true }).nullable(),
});
export type WaiterCall = z.infer<typeof WaiterCallSchema>;
export const WaiterCallResponseSchema = dataOf(z.object({ waiterCall: WaiterCallSchema }));
export type WaiterCallResponse = z.infer<typeof WaiterCallResponseSchema>;

/** GET /api/staff/waiter-calls?status=open (newest first, the session's restaurant only). */
export const WaiterCallsQuerySchema = z.object({ status: WaiterCallStatusSchema.optional() });
export type WaiterCallsQuery = z.infer<typeof WaiterCallsQuerySchema>;
export const WaiterCallsResponseSchema = dataOf(z.object({ waiterCalls: z.array(WaiterCallSchema) }));
export type WaiterCallsResponse = z.infer<typeof WaiterCallsResponseSchema>;

/** PATCH /api/staff/waiter-calls/:id/acknowledge */
export const WaiterCallIdParamsSchema = z.object({ id: idSchema('NOT_FOUND') });
