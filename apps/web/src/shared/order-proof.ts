import { useStore } from './store';

/** The header that carries an order's proof (EventSource, which cannot send headers, uses `?key=`). */
const ORDER_KEY_HEADER = 'x-sufra-order-key';

/**
 * The proof this phone holds for an order or pending payment (docs/security.md): the secret the server
 * handed it for that id (takeaway), else the table's QR hash of a dine-in session. null: none.
 */
export function orderProof(id: string | null | undefined): string | null {
  const { session } = useStore.getState();
  if (id && session.orderKeys[id]) return session.orderKeys[id];
  return session.orderType === 'table' ? session.tableHash : null;
}

/** orderProof as a hook: re-renders when the session's keys or table change. */
export function useOrderProof(id: string | null | undefined): string | null {
  return useStore((s) =>
    id && s.session.orderKeys[id]
      ? s.session.orderKeys[id]
      : s.session.orderType === 'table'
        ? s.session.tableHash
        : null,
  );
}

/**
 * An order opens only with its proof (docs/security.md): the secret this phone was handed for a takeaway
 * order, or the table's hash. Every call naming an order sends it; without one the server answers 403.
 */
export function proofHeaders(orderId: string): { headers: Record<string, string> } {
  const proof = orderProof(orderId);
  return { headers: proof ? { [ORDER_KEY_HEADER]: proof } : {} };
}
