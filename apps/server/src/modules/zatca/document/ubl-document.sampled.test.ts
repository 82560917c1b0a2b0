import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { sharesWithFindings } from './document-fixtures.test-support';

describe('shares up to 1,000.00 SAR, built, stamped and validated', () => {
  it('the awkward ones and a random sample pass with no error and no warning', async () => {
    // 10.00: no net reaches it (8.70 + 15 % is 10.01); 999.99 and 1,000.00: the top of the range
    const awkward = [1, 1000, 1001, 1150, 99_999, 100_000];
    const sample = fc.sample(fc.integer({ min: 1, max: 100_000 }), 150);
    expect(await sharesWithFindings([...awkward, ...sample])).toEqual([]);
  }, 180_000);
});
