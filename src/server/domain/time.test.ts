import { describe, expect, it } from 'vitest';
import { localDay } from './time.js';

describe('local day', () => {
  it("is the calendar day in the user's zone", () => {
    const lateEvening = new Date('2026-03-10T03:30:00Z'); // 23:30 on the 9th in New York
    expect(localDay(lateEvening, 'America/New_York')).toBe('2026-03-09');
    expect(localDay(lateEvening, 'Asia/Tokyo')).toBe('2026-03-10');
  });

  it('turns at local midnight, asked again and again around it', () => {
    // New York's midnight of 10 March 2026 (daylight time) is 04:00 UTC: the same answer within a minute, the next day a second later.
    expect(localDay(new Date('2026-03-10T03:59:00Z'), 'America/New_York')).toBe('2026-03-09');
    expect(localDay(new Date('2026-03-10T03:59:59.999Z'), 'America/New_York')).toBe('2026-03-09');
    expect(localDay(new Date('2026-03-10T04:00:00Z'), 'America/New_York')).toBe('2026-03-10');
    expect(localDay(new Date('2026-03-10T03:59:30Z'), 'America/New_York')).toBe('2026-03-09');
    // Liberia kept -0:44:30 until 1972: its day began half a minute into a clock minute.
    expect(localDay(new Date('1960-01-02T00:44:10Z'), 'Africa/Monrovia')).toBe('1960-01-01');
    expect(localDay(new Date('1960-01-02T00:44:50Z'), 'Africa/Monrovia')).toBe('1960-01-02');
  });
});
