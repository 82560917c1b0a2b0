import { describe, expect, it } from 'vitest';
import { gatewayUrl } from './go-to-gateway';

describe('gatewayUrl', () => {
  it("tells the built-in sandbox page the diner's language", () => {
    expect(gatewayUrl('/sandbox/pay/p1', 'ar')).toBe('/sandbox/pay/p1?lang=ar');
    expect(gatewayUrl(`${window.location.origin}/sandbox/pay/p1`, 'en')).toBe('/sandbox/pay/p1?lang=en');
    expect(gatewayUrl('/sandbox/pay/p1?lang=ar', 'en')).toBe('/sandbox/pay/p1?lang=ar');
  });

  it("leaves a real gateway's 3-D Secure URL exactly as given", () => {
    const bank = 'https://api.moyasar.com/v1/transaction_auths/abc/form?token=xyz';
    expect(gatewayUrl(bank, 'en')).toBe(bank);
  });
});
