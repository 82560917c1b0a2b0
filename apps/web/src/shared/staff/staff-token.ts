import { AUTH_TOKEN_KEY } from '../api-client';

// The staff session's bearer token lives in localStorage as `auth_token`: api-client.ts sends it with every
// request and drops it when the server answers 401 (the session ended, expired or was revoked).

export function hasStaffToken(): boolean {
  try {
    return localStorage.getItem(AUTH_TOKEN_KEY) !== null;
  } catch {
    return false;
  }
}

export function storeStaffToken(token: string): void {
  try {
    localStorage.setItem(AUTH_TOKEN_KEY, token);
  } catch {
    /* private mode without storage: the session cannot outlive this request */
  }
}

export function forgetStaffToken(): void {
  try {
    localStorage.removeItem(AUTH_TOKEN_KEY);
  } catch {
    /* nothing stored */
  }
}
