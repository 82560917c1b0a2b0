import {
  AppError,
  availableOf,
  type BillState,
  canRetryOrderCreation,
  computeShare,
  halalas,
  isErrorCode,
} from '@sufra/domain';
import {
  ORDER_CREATION_MAX_ATTEMPTS,
  type PendingPayment,
  type PendingPaymentStatus,
} from '@sufra/domain/contracts';
import type { Database } from '../../../db/schema';
import { loadBillState, loadCartBillState } from '../bill-state';
import { type PendingPaymentRow, pendingPaymentTransactions } from './pending-payments.repository';

type Transactions = Awaited<ReturnType<typeof pendingPaymentTransactions>>;

/** The bill a pending payment pays toward: the order's (a split), or the cart's until its order exists. */
export function billOf(trx: Database, pending: PendingPaymentRow): Promise<BillState> {
  if (pending.kind === 'split' && pending.orderId !== null)
    return loadBillState(
      trx,
      { id: pending.orderId, totalHalalas: pending.orderTotalHalalas ?? 0 },
      {
        pendingPaymentId: pending.id,
        // Fixed when the split was created (issue 8 item 2); splits made before migration 0014 have none.
        split:
          pending.splitBaseHalalas !== null && pending.splitTotalPeople !== null
            ? { base: halalas(pending.splitBaseHalalas), totalPeople: pending.splitTotalPeople }
            : null,
      },
    );
  return loadCartBillState(trx, pending);
}

function statusOf(pending: PendingPaymentRow, state: BillState): PendingPaymentStatus {
  if (pending.status === 'cancelled') return 'cancelled';
  if (state.paid >= state.bill || pending.status === 'completed') return 'completed';
  if (state.reserved > 0) return 'processing';
  if (pending.kind === 'pay_before_order' && pending.isPastDue && state.paid === 0) return 'expired';
  return 'pending';
}

/** One person's even share now (what the next phone paying for one person would be charged). */
function oneShare(pending: PendingPaymentRow, state: BillState): number {
  try {
    return computeShare(
      {
        hash: 'x'.repeat(22),
        mode: 'evenly',
        totalPeople: pending.splitTotalPeople ?? 2,
        peopleYouPayFor: 1,
        tip: { kind: 'none' },
      },
      state,
    ).amount;
  } catch (err) {
    if (err instanceof AppError) return 0;
    throw err;
  }
}

/** The refund once it is decided (no retry could create the order); none while a retry still can. */
function refundOf(transactions: Transactions): PendingPayment['refund'] {
  const refunded = transactions.filter((t) => t.refundReason === 'order_failed');
  if (refunded.length === 0) return null;
  return {
    amount: refunded.reduce((n, t) => n + t.amountHalalas + t.tipHalalas, 0),
    status: refunded.every((t) => t.refundedAt !== null) ? 'refunded' : 'pending',
  };
}

function orderCreationOf(pending: PendingPaymentRow): PendingPayment['orderCreation'] {
  const error = pending.orderCreationError;
  const canRetry =
    pending.kind === 'pay_before_order' &&
    canRetryOrderCreation({
      status: pending.status,
      creationStatus: pending.orderCreationStatus,
      attempts: pending.orderCreationAttempts,
      maxAttempts: ORDER_CREATION_MAX_ATTEMPTS,
      refundDueAt: pending.expiresAt,
      now: new Date(),
    });
  return {
    status: pending.orderCreationStatus,
    attempts: pending.orderCreationAttempts,
    maxAttempts: ORDER_CREATION_MAX_ATTEMPTS,
    errorCode: error && isErrorCode(error) ? error : null,
    errorParams: error ? pending.orderCreationErrorParams : null,
    canRetry,
    retryUntil: canRetry && pending.expiresAt ? pending.expiresAt.toISOString() : null,
  };
}

/** The pending payment as every phone at the table sees it (read it in the caller's transaction). */
export async function toPendingPaymentView(
  trx: Database,
  pending: PendingPaymentRow,
): Promise<PendingPayment> {
  const [state, transactions] = await Promise.all([
    billOf(trx, pending),
    pendingPaymentTransactions(trx, pending.id),
  ]);
  const even = transactions.filter((t) => t.splitType === 'evenly');
  const settled = (t: Transactions[number]) => t.status === 'completed' || t.status === 'authorized';
  const split =
    pending.kind === 'split'
      ? {
          type: pending.splitType ?? 'evenly',
          totalPeople: pending.splitTotalPeople ?? 2,
          peoplePaid: even.filter(settled).reduce((n, t) => n + (t.peoplePaidFor ?? 1), 0),
          peopleInProgress: even.filter((t) => t.isLive).reduce((n, t) => n + (t.peoplePaidFor ?? 1), 0),
          shareAmount: oneShare(pending, state),
        }
      : null;
  return {
    id: pending.publicId,
    kind: pending.kind,
    status: statusOf(pending, state),
    isSplitPayment: pending.kind === 'split',
    isFullyPaid: state.paid >= state.bill,
    totalAmount: state.bill,
    paidAmount: state.paid,
    remainingAmount: Math.max(0, state.bill - state.paid),
    availableAmount: pending.status === 'cancelled' ? 0 : availableOf(state),
    split,
    orderId: pending.orderPublicId,
    orderNumber: pending.orderNumber,
    orderType: pending.tableId !== null ? 'table' : 'takeaway',
    tableNumber: pending.tableNumber,
    transactions: transactions.map((t) => ({
      id: t.publicId,
      status: t.status,
      mode: t.splitType,
      amount: t.amountHalalas,
      tip: t.tipHalalas,
      peoplePaidFor: t.peoplePaidFor,
      createdAt: t.createdAt.toISOString(),
    })),
    orderCreation: orderCreationOf(pending),
    refund: refundOf(transactions),
    createdAt: pending.createdAt.toISOString(),
    updatedAt: pending.updatedAt.toISOString(),
  };
}
