import { randomUUID } from 'node:crypto';
import { AppError, availableOf, computeShare } from '@sufra/domain';
import {
  PAYMENT_RESERVATION_MINUTES,
  type PaymentChoice,
  type PaymentQuote,
  type PaymentView,
  type PayTableBillBody,
  type TableBill,
} from '@sufra/domain/contracts';
import { inTransaction } from '../../../platform/db/transaction';
import { isUniqueViolation } from '../../../platform/db/unique-violation';
import { assertTakingOrders } from '../../settings';
import { sourceOf, startReserved } from '../pay-order.service';
import { findPaymentByKey, insertPayment } from '../payments.repository';
import type { PaymentsContext } from '../payments-context';
import { loadTableBill, partsOf, type TableBillState } from './table-bill-state';

export interface TableRef {
  restaurantId: number;
  tableNumber: number;
  hash: string;
}

function shareOf(choice: PaymentChoice, bill: TableBillState) {
  if (bill.orders.length === 0) throw new AppError('NO_REMAINING_PAYMENTS');
  const share = computeShare(choice, bill.combined);
  return { share, parts: partsOf(share, bill) };
}

/** GET …/tables/:table/bill: the table's unpaid orders and their lines, as one bill. */
export function getTableBill(ctx: PaymentsContext, ref: TableRef): Promise<TableBill> {
  return inTransaction(ctx.db, async (trx) => {
    const bill = await loadTableBill(trx, ref, false);
    const byOrder = new Map(bill.orders.map((o) => [o.row.id, o]));
    return {
      tableNumber: ref.tableNumber,
      orders: bill.orders.map(({ row, state }) => ({
        id: row.publicId,
        orderNumber: row.orderNumber,
        total: state.bill,
        paidAmount: state.paid,
        remainingAmount: state.bill - state.paid,
      })),
      lines: bill.lines.map((line, index) => {
        const order = byOrder.get(line.orderId);
        const item = bill.combined.items[index];
        return {
          index,
          orderId: order?.row.publicId ?? '',
          orderNumber: order?.row.orderNumber ?? 1,
          name: line.name,
          nameAr: line.nameAr,
          quantity: line.quantity,
          lineTotal: line.lineTotalHalalas,
          sharedBy: item?.sharedBy ?? null,
          paidShares: item?.paidShares ?? 0,
          reservedShares: item?.reservedShares ?? 0,
        };
      }),
      totalAmount: bill.combined.bill,
      paidAmount: bill.combined.paid,
      remainingAmount: bill.combined.bill - bill.combined.paid,
      availableAmount: availableOf(bill.combined),
    };
  });
}

/** POST …/tables/:table/bill/payment-quote: what paying the table's bill this way charges now. */
export function quoteTableBill(
  ctx: PaymentsContext,
  ref: Omit<TableRef, 'hash'>,
  choice: PaymentChoice,
): Promise<PaymentQuote> {
  return inTransaction(ctx.db, async (trx) => {
    const bill = await loadTableBill(trx, { ...ref, hash: choice.hash }, false);
    const { share } = shareOf(choice, bill);
    return {
      amount: share.amount,
      tip: share.tip,
      total: share.amount + share.tip,
      availableAmount: availableOf(bill.combined),
    };
  });
}

/**
 * POST …/tables/:table/bill/payment: ONE payment for the table's orders. Under every open order's row
 * lock (taken in id order) it computes the share on the table's bill, then writes the table payment and
 * its part of each order (child rows that count toward each order's bill like a direct payment), all in
 * one transaction; the gateway is asked once, for the whole amount. Idempotent like paying an order.
 */
export async function payTableBill(
  ctx: PaymentsContext,
  ref: Omit<TableRef, 'hash'>,
  body: PayTableBillBody,
): Promise<PaymentView> {
  const source = sourceOf(body);
  const key = body.idempotencyKey.toLowerCase();
  const seconds = ctx.reservationSeconds ?? PAYMENT_RESERVATION_MINUTES * 60;
  let paymentId: number;
  try {
    paymentId = await inTransaction(ctx.db, async (trx) => {
      const bill = await loadTableBill(trx, { ...ref, hash: body.hash }, true);
      const existing = await findPaymentByKey(trx, key);
      if (existing) {
        if (existing.tableId !== bill.table.id) throw new AppError('CONFLICT');
        return existing.id;
      }
      await assertTakingOrders(trx, ref.restaurantId);
      const { share, parts } = shareOf(body, bill);
      const chosen = await ctx.gateways.forRestaurant(trx, ref.restaurantId);
      const common = {
        restaurantId: ref.restaurantId,
        gateway: chosen.gateway.name,
        gatewayAccount: chosen.account,
        method: body.paymentMethod,
      };
      const { id: parentId } = await insertPayment(
        trx,
        {
          ...common,
          tableId: bill.table.id,
          idempotencyKey: key,
          amountHalalas: share.amount,
          tipHalalas: share.tip,
          splitType: body.mode,
          peoplePaidFor: share.peoplePaidFor,
          splitTotalPeople: share.splitTotalPeople,
          splitBaseHalalas: share.splitBase,
        },
        [],
        seconds,
      );
      for (const part of parts)
        await insertPayment(
          trx,
          {
            ...common,
            orderId: part.orderId,
            parentPaymentId: parentId,
            // A part is never sent to a gateway: its own key only keeps the column unique.
            idempotencyKey: randomUUID(),
            amountHalalas: part.amount,
            splitType: part.allocations.length > 0 ? 'per_item' : 'custom',
          },
          part.allocations,
          seconds,
        );
      return parentId;
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw new AppError('CONFLICT', undefined, err);
    throw err;
  }
  return startReserved(ctx, paymentId, source);
}
