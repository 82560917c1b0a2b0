import { describe, expect, it } from 'vitest';
import {
  addDays,
  daysInRange,
  isCalendarDay,
  MAX_REPORT_DAYS,
  reportInstants,
  reportRangeProblem,
  zonedDayStart,
  zonedParts,
  zonedToday,
} from './report-range';

describe('a report period in the restaurant’s days', () => {
  it('starts a Riyadh day at 21:00 UTC the evening before, and ends where the next day starts', () => {
    expect(zonedDayStart('2026-11-24', 'Asia/Riyadh').toISOString()).toBe('2026-11-23T21:00:00.000Z');
    expect(reportInstants('2026-11-01', '2026-11-30', 'Asia/Riyadh')).toEqual({
      start: new Date('2026-10-31T21:00:00.000Z'),
      end: new Date('2026-11-30T21:00:00.000Z'),
    });
  });

  it('follows a zone whose clock moves (London’s spring-forward day is 23 hours long)', () => {
    const { start, end } = reportInstants('2026-03-29', '2026-03-29', 'Europe/London');
    expect(start.toISOString()).toBe('2026-03-29T00:00:00.000Z');
    expect(end.toISOString()).toBe('2026-03-29T23:00:00.000Z');
  });

  it('reads an instant’s local day and hour: 22:30 UTC is 01:30 the next day in Riyadh', () => {
    expect(zonedParts(new Date('2026-11-23T22:30:00Z'), 'Asia/Riyadh')).toMatchObject({
      day: '2026-11-24',
      hour: 1,
    });
    expect(zonedToday(new Date('2026-12-31T21:00:00Z'), 'Asia/Riyadh')).toBe('2027-01-01');
  });

  it('counts days with both ends and steps across months and leap days', () => {
    expect(daysInRange('2026-11-24', '2026-11-24')).toBe(1);
    expect(daysInRange('2028-02-01', '2028-03-01')).toBe(30);
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2026-01-01', -1)).toBe('2025-12-31');
  });

  it('names what is wrong with a period', () => {
    expect(reportRangeProblem('2026-11-01', '2026-11-30')).toBeNull();
    expect(reportRangeProblem('2026-02-30', '2026-03-01')).toBe('invalidDay');
    expect(reportRangeProblem('2026-11-24', '2026-11-23')).toBe('reversed');
    expect(reportRangeProblem('2026-01-01', addDays('2026-01-01', MAX_REPORT_DAYS - 1))).toBeNull();
    expect(reportRangeProblem('2026-01-01', addDays('2026-01-01', MAX_REPORT_DAYS))).toBe('tooLong');
    expect(isCalendarDay('2026-1-01')).toBe(false);
  });
});
