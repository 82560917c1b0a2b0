import { describe, expect, it } from 'vitest';
import { egsSerial, isEgsSerial } from './egs-serial';

describe('the EGS serial', () => {
  it("has ZATCA's three parts: solution, version, the unit's UUID", () => {
    expect(egsSerial('ed22f1d8-e6a2-1118-9b58-d9a8f11e445f')).toBe(
      '1-Sufra|2-1.0|3-ed22f1d8-e6a2-1118-9b58-d9a8f11e445f',
    );
    expect(egsSerial()).toMatch(
      /^1-Sufra\|2-1\.0\|3-[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    );
    expect(egsSerial()).not.toBe(egsSerial());
  });

  it("recognises the SDK's example serial and refuses a text without the three parts", () => {
    expect(isEgsSerial('1-TST|2-TST|3-ed22f1d8-e6a2-1118-9b58-d9a8f11e445f')).toBe(true);
    expect(isEgsSerial('1-Sufra|2-1.0')).toBe(false);
    expect(isEgsSerial('Sufra-1')).toBe(false);
  });
});
