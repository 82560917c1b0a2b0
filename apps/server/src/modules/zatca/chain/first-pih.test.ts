import { describe, expect, it } from 'vitest';
import { FIRST_PIH as SDK_FIRST_PIH } from '../testing/independent-verifier';
import { FIRST_PIH } from './first-pih';

describe('the first PIH', () => {
  it("is the one ZATCA's SDK ships (Data/PIH/pih.txt)", () => {
    expect(FIRST_PIH).toBe(SDK_FIRST_PIH);
  });
});
