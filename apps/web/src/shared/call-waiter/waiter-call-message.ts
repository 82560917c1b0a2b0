import { ApiError } from '../api-client';

/** Every outcome of a waiter call the diner can be told about (spec section 8, "Call waiter"). */
export type WaiterCallMessage =
  | { key: 'called' }
  | { key: 'tooSoon'; seconds: number }
  | { key: 'tooSoonNoTime' }
  | { key: 'timeout' }
  | { key: 'invalid' }
  | { key: 'tableNotFound' }
  | { key: 'server' }
  | { key: 'offline' }
  | { key: 'failed' };

/** Maps a failed call to its message: the transport first (offline, timeout), then the HTTP status. */
export function waiterCallMessage(error: unknown): WaiterCallMessage {
  if (!(error instanceof ApiError)) return { key: 'failed' };
  if (error.code === 'NETWORK') return { key: 'offline' };
  if (error.code === 'TIMEOUT') return { key: 'timeout' };
  if (error.status === 429) {
    const seconds = Number(error.params.retryAfterSeconds);
    return Number.isFinite(seconds) && seconds > 0
      ? { key: 'tooSoon', seconds: Math.ceil(seconds) }
      : { key: 'tooSoonNoTime' };
  }
  if (error.status === 404 || error.status === 403) return { key: 'tableNotFound' };
  if (error.status === 400) return { key: 'invalid' };
  if (error.status >= 500) return { key: 'server' };
  return { key: 'failed' };
}
