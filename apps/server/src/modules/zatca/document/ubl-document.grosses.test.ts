import { describe, expect, it } from 'vitest';
import { sharesWithFindings } from './document-fixtures.test-support';

// Every gross 0.01–1,000.00 SAR goes through the pure rule (packages/domain tax-amounts.test.ts); the
// smallest amounts, where one halala is the largest part of the VAT, go through the whole path here.
describe('every share from 0.01 to 2.00 SAR, built, stamped and validated', () => {
  it('passes with no error and no warning', async () => {
    const grosses = Array.from({ length: 200 }, (_, i) => i + 1);
    expect(await sharesWithFindings(grosses)).toEqual([]);
  }, 180_000);
});
