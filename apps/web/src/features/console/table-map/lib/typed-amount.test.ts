import { describe, expect, it } from 'vitest';
import { readTypedAmount } from './typed-amount';

describe('an amount typed in SAR', () => {
  it('is read exactly into halalas, whatever digits and decimal mark were typed', () => {
    expect(readTypedAmount('45.5', 9000)).toEqual({ ok: true, amount: 4550 });
    expect(readTypedAmount(' 45.50 ', 9000)).toEqual({ ok: true, amount: 4550 });
    expect(readTypedAmount('٤٥٫٥', 9000)).toEqual({ ok: true, amount: 4550 });
    expect(readTypedAmount('0.29', 9000)).toEqual({ ok: true, amount: 29 });
    expect(readTypedAmount('90', 9000)).toEqual({ ok: true, amount: 9000 });
  });

  it('refuses what is not an amount, nothing, and more than the table owes', () => {
    expect(readTypedAmount('', 9000)).toEqual({ ok: false, problem: 'unreadable' });
    expect(readTypedAmount('4.555', 9000)).toEqual({ ok: false, problem: 'unreadable' });
    expect(readTypedAmount('-5', 9000)).toEqual({ ok: false, problem: 'unreadable' });
    expect(readTypedAmount('1e3', 9000)).toEqual({ ok: false, problem: 'unreadable' });
    expect(readTypedAmount('0', 9000)).toEqual({ ok: false, problem: 'zero' });
    expect(readTypedAmount('90.01', 9000)).toEqual({ ok: false, problem: 'overRemaining' });
  });
});
