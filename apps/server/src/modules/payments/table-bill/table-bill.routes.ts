import {
  PaymentQuoteResponseSchema,
  PaymentResponseSchema,
  PayTableBillBodySchema,
  TableBillQuoteBodySchema,
  TableBillResponseSchema,
  TableHashQuerySchema,
  TableOrdersParamsSchema,
} from '@sufra/domain/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { PaymentsContext } from '../payments-context';
import { getTableBill, payTableBill, quoteTableBill } from './table-bill.service';

/** "Pay the table's bill": one payment for every unpaid order of a table (contracts/table-bill.ts). */
export const tableBillRoutes: FastifyPluginAsyncZod<{ ctx: () => PaymentsContext }> = async (
  app,
  { ctx },
) => {
  const ref = (p: { id: number; table: number }) => ({ restaurantId: p.id, tableNumber: p.table });

  app.get(
    '/public/restaurants/:id/tables/:table/bill',
    {
      schema: {
        params: TableOrdersParamsSchema,
        querystring: TableHashQuerySchema,
        response: { 200: TableBillResponseSchema },
      },
    },
    async (req, reply) => {
      reply.header('cache-control', 'private, no-store');
      return { data: { bill: await getTableBill(ctx(), { ...ref(req.params), hash: req.query.hash }) } };
    },
  );

  app.post(
    '/public/restaurants/:id/tables/:table/bill/payment-quote',
    {
      schema: {
        params: TableOrdersParamsSchema,
        body: TableBillQuoteBodySchema,
        response: { 200: PaymentQuoteResponseSchema },
      },
    },
    async (req) => ({ data: { quote: await quoteTableBill(ctx(), ref(req.params), req.body) } }),
  );

  app.post(
    '/public/restaurants/:id/tables/:table/bill/payment',
    {
      schema: {
        params: TableOrdersParamsSchema,
        body: PayTableBillBodySchema,
        response: { 200: PaymentResponseSchema },
      },
    },
    async (req) => ({ data: { payment: await payTableBill(ctx(), ref(req.params), req.body) } }),
  );
};
