import { useStore } from './store';

/** localStorage key of the random id this phone keeps for Sufra (docs/decisions.md, "Coupon limits per customer"). */
export const DEVICE_ID_KEY = 'sufra-device-id';
const VALID = /^[\w-]{16,64}$/;

let fallback: string | undefined;

/**
 * The phone's device id: made once at random and kept in localStorage, so a coupon limited per customer
 * counts this phone's earlier orders even when the diner gave no phone number. Private browsing without
 * storage keeps it for the page's life only.
 */
function deviceId(): string {
  try {
    const stored = localStorage.getItem(DEVICE_ID_KEY);
    if (stored && VALID.test(stored)) return stored;
    const id = crypto.randomUUID();
    localStorage.setItem(DEVICE_ID_KEY, id);
    return id;
  } catch {
    fallback ??= crypto.randomUUID();
    return fallback;
  }
}

/** Who the diner is for per-customer coupon limits: this phone, and the number given for SMS if any. */
export function customerIdentity(): { deviceId: string; customerPhone?: string } {
  const phone = useStore.getState().order.customerPhone;
  return { deviceId: deviceId(), ...(phone ? { customerPhone: phone } : {}) };
}
