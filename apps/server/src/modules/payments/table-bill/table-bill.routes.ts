import { api } from '@sufra/domain/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { route } from '../../../platform/http/route';
import type { PaymentsContext } from '../payments-context';
import { getTableBill, payTableBill, quoteTableBill } from './table-bill.service';

/** "Pay the table's bill": one payment for every unpaid order of a table (contracts/table-bill.ts). */
export const tableBillRoutes: FastifyPluginAsync<{ ctx: () => PaymentsContext }> = async (app, { ctx }) => {
  const ref = (p: { id: number; table: number }) => ({ restaurantId: p.id, tableNumber: p.table });

  route(app, api.getTableBill, async (req, reply) => {
    reply.header('cache-control', 'private, no-store');
    return { data: { bill: await getTableBill(ctx(), { ...ref(req.params), hash: req.query.hash }) } };
  });

  route(app, api.quoteTableBill, async (req) => ({
    data: { quote: await quoteTableBill(ctx(), ref(req.params), req.body) },
  }));

  route(app, api.payTableBill, async (req) => ({
    data: { payment: await payTableBill(ctx(), ref(req.params), req.body) },
  }));
};
