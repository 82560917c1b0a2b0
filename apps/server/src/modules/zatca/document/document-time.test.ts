import { describe, expect, it } from 'vitest';
import { documentTime } from './document-time';

describe('documentTime', () => {
  it('writes the instant in Riyadh time (UTC+3 all year) without a zone, the same in the XML and the QR', () => {
    expect(documentTime(new Date('2026-07-15T09:41:08.750Z'))).toEqual({
      issueDate: '2026-07-15',
      issueTime: '12:41:08',
      qrTimestamp: '2026-07-15T12:41:08',
    });
  });

  it('a sale after 21:00 UTC belongs to the next Riyadh day (and month: the VAT period)', () => {
    expect(documentTime(new Date('2026-03-31T21:00:00Z'))).toEqual({
      issueDate: '2026-04-01',
      issueTime: '00:00:00',
      qrTimestamp: '2026-04-01T00:00:00',
    });
  });
});
