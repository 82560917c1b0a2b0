import { useStore } from './index';
import type { SessionState } from './session-slice';

/**
 * The table in session, mirrored into a cookie so the server can render the menu's first screen with its
 * data (docs/performance.md, "First scan"). It holds what the table's QR code already says (restaurant,
 * table, hash) and nothing the diner typed; the server checks it like any QR link before using it.
 */
const TABLE_COOKIE = 'sufra-table';

function cookieValue(session: SessionState): string | null {
  if (!session.isSessionActive || session.orderType !== 'table') return null;
  if (session.restaurantId === null || session.tableNumber === null || !session.tableHash) return null;
  return `${session.restaurantId}.${session.tableNumber}.${encodeURIComponent(session.tableHash)}`;
}

/** The Set-Cookie value for a session (also the server renderer's, which sets it with a QR link's page). */
export function tableCookie(session: SessionState): string {
  const value = cookieValue(session);
  return value === null
    ? `${TABLE_COOKIE}=; path=/; max-age=0; samesite=lax`
    : `${TABLE_COOKIE}=${value}; path=/; max-age=43200; samesite=lax`;
}

/**
 * The cookie's value when the session does not name its table: a QR link's page, drawn by the server, set
 * the cookie, and a link on it was tapped before the app's code ran and stored the session (the drawn page's
 * links work without script; on a slow phone its code arrives seconds later). The cookie is then the newer.
 */
export function tableCookieAhead(): string | null {
  const value = /(?:^|; )sufra-table=([^;]+)/.exec(document.cookie)?.[1];
  return value && value !== cookieValue(useStore.getState().session) ? value : null;
}

function write(session: SessionState): void {
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing from Safari before 18.4
  document.cookie = tableCookie(session);
}

/** Keeps the cookie in step with the session for the life of the page (main.tsx). */
export function syncSessionCookie(): void {
  write(useStore.getState().session);
  useStore.subscribe((state, previous) => {
    if (state.session !== previous.session) write(state.session);
  });
}
