import { z } from 'zod';
import { dataOf, HalalasSchema } from './common';
import { PaymentChoiceSchema, PayOrderBodySchema } from './payments';

/**
 * "Pay the table's bill" (issue 8 item 10): every unpaid order of a table in ONE payment (one gateway
 * charge, one tax invoice listing every order's lines).
 *
 * - GET  /api/public/restaurants/:id/tables/:table/bill?hash          → TableBill
 * - POST /api/public/restaurants/:id/tables/:table/bill/payment-quote → PaymentQuote (writes nothing)
 * - POST /api/public/restaurants/:id/tables/:table/bill/payment       → PaymentView (orderId null)
 *
 * The bodies are those of paying one order (PayOrderBody / PaymentQuoteBody) with the TABLE's hash; the
 * modes mean the same across the whole table: 'full' / 'remaining' (all that is unpaid), 'evenly' (shares
 * of the table's remaining amount; the first live share fixes the split's base, later lapses change no
 * one's share), 'per_item' (itemIndexes are TableBillLine.index, across the table's orders), 'custom'
 * (an amount, taken from the oldest order first). The server computes every amount and spreads the payment
 * over the orders (its part of each order counts toward that order's bill exactly like a direct payment).
 * Access: a wrong hash is 403 FORBIDDEN (INVALID_TABLE_HASH shape errors 422); no unpaid order is 404
 * NO_REMAINING_PAYMENTS.
 */
export const TableBillOrderSchema = z.object({
  id: z.uuid(),
  orderNumber: z.number().int().positive(),
  total: HalalasSchema,
  paidAmount: HalalasSchema,
  remainingAmount: HalalasSchema,
});
export type TableBillOrder = z.infer<typeof TableBillOrderSchema>;

export const TableBillLineSchema = z.object({
  /** the line's index across the table's bill (per_item itemIndexes) */
  index: z.number().int().nonnegative(),
  orderId: z.uuid(),
  orderNumber: z.number().int().positive(),
  name: z.string(),
  nameAr: z.string(),
  quantity: z.number().int().positive(),
  lineTotal: HalalasSchema,
  /** how many payers share the line once someone pays part of it (null: nobody yet) */
  sharedBy: z.number().int().positive().nullable(),
  paidShares: z.number().int().nonnegative(),
  reservedShares: z.number().int().nonnegative(),
});
export type TableBillLine = z.infer<typeof TableBillLineSchema>;

export const TableBillSchema = z.object({
  tableNumber: z.number().int().positive(),
  /** the table's orders with money still unpaid, oldest first */
  orders: z.array(TableBillOrderSchema),
  lines: z.array(TableBillLineSchema),
  totalAmount: HalalasSchema,
  paidAmount: HalalasSchema,
  remainingAmount: HalalasSchema,
  /** what a new payment may take now (remaining minus payments in progress) */
  availableAmount: HalalasSchema,
});
export type TableBill = z.infer<typeof TableBillSchema>;
export const TableBillResponseSchema = dataOf(z.object({ bill: TableBillSchema }));

export const TableBillQuoteBodySchema = PaymentChoiceSchema;
export const PayTableBillBodySchema = PayOrderBodySchema;
export type PayTableBillBody = z.infer<typeof PayTableBillBodySchema>;
