import { createHash } from 'node:crypto';
import { AppError } from '@sufra/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from '../../db/schema';
import { newQrHash, qrHashesMatch } from '../../platform/crypto/qr-hash';
import { inTransaction } from '../../platform/db/transaction';
import { lendStreamAccess } from '../../platform/realtime/stream-access';
import { findOrderAccessHash, findOrderByPublicId } from './orders.repository';

/**
 * Proof of a diner's place (docs/security.md, "Table and takeaway hashes", "Per-order takeaway secret"):
 * a table order opens with its table's current QR hash; a takeaway order only with its own secret, handed
 * once to the phone that placed it. The counter's shared takeaway hash places orders but opens none.
 */
const ORDER_KEY_HEADER = 'x-sufra-order-key';

/** A takeaway order's secret: 128 random bits, base64url (22 characters), like a QR hash. */
export function newOrderKey(): { key: string; keyHash: string } {
  const key = newQrHash();
  return { key, keyHash: hashOrderKey(key) };
}

/** Only this digest is stored: the database alone opens no order. */
function hashOrderKey(key: string): string {
  return createHash('sha256').update(key).digest('base64url');
}

/** Whatever holds a place: an order, or a cart paid before its order (pending payment). */
export interface ProofTarget {
  tableId: number | null;
  takeawayPointId: number | null;
  /** The takeaway secret's digest (orders.access_key_hash, pending_payments.order_key_hash). */
  keyHash: string | null;
  /** The table's current QR hash when the caller read it with the order (one round trip less). */
  tableHash?: string | null;
}

/** Whether `proof` opens the target. Constant-time comparisons; a missing proof opens nothing. */
export async function proofOpens(trx: Database, target: ProofTarget, proof: string | undefined) {
  if (!proof) return false;
  if (target.tableId !== null) {
    const hash = target.tableHash !== undefined ? target.tableHash : await findOrderAccessHash(trx, target);
    return hash !== undefined && hash !== null && qrHashesMatch(hash, proof);
  }
  return target.keyHash !== null && qrHashesMatch(target.keyHash, hashOrderKey(proof));
}

/** The order a diner may read or change: unknown → 404 ORDER_NOT_FOUND, no or wrong proof → 403 FORBIDDEN. */
async function requireOrderProof(trx: Database, publicId: string, proof: string | undefined) {
  const order = await findOrderByPublicId(trx, publicId);
  if (!order) throw new AppError('ORDER_NOT_FOUND');
  if (!(await proofOpens(trx, { ...order, keyHash: order.accessKeyHash }, proof)))
    throw new AppError('FORBIDDEN');
  return order;
}

// An order's event stream (platform/realtime) opens, and stays open, with the order's proof.
lendStreamAccess('order', (trx, orderId, req) => requireOrderProof(trx, orderId, proofOf(req)));

/** The proof a request carries: the header, or `?key=` for EventSource (it cannot send headers). */
function proofOf(req: FastifyRequest): string | undefined {
  const header = req.headers[ORDER_KEY_HEADER];
  if (typeof header === 'string' && header.length > 0) return header;
  const query = req.query as { key?: unknown } | undefined;
  return typeof query?.key === 'string' ? query.key : undefined;
}

/**
 * preHandler of every public route under /orders/:id (and /:id/payment-progress): the route's order must
 * open with the request's proof before its service runs. The proof is checked again nowhere else; a
 * rotation landing between this check and the write is the same as one landing just after it.
 */
export function orderProofHook(db: Database) {
  return async (req: FastifyRequest, _reply: FastifyReply) => {
    const { id } = req.params as { id: string };
    await inTransaction(db, (trx) => requireOrderProof(trx, id, proofOf(req)));
  };
}
