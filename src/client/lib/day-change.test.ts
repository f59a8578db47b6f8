import { describe, expect, it } from 'vitest';
import { msUntilLocalMidnight, TODAY_READS } from './day-change';

const isToday = (url: string) => TODAY_READS.some((p) => p.test(url));

describe('day change', () => {
  it("covers every read that depends on the user's day, and nothing else", () => {
    expect(isToday('/api/scriptures/daily?userId=7&translation=WEB')).toBe(true);
    expect(isToday('/api/meditations/daily?userId=7&translation=KJV')).toBe(true);
    expect(isToday('/api/users/7/completions')).toBe(true);
    expect(isToday('/api/users/7/growth-stats')).toBe(true);
    expect(isToday('/api/daily-encouragement')).toBe(true);
    expect(isToday('/api/users/7/completions/items?type=scripture')).toBe(true);
    expect(isToday('/api/moods/trend?userId=7')).toBe(true);
    expect(isToday('/api/moods?userId=7')).toBe(false);
    expect(isToday('/api/scriptures/favorites/7')).toBe(false);
    expect(isToday('/api/meditations')).toBe(false);
    expect(isToday('/api/journal?userId=7')).toBe(false);
  });

  it("counts to the user's own midnight, not the browser's", () => {
    const now = new Date('2026-03-10T23:59:00Z');
    expect(msUntilLocalMidnight(now, 'UTC')).toBe(60_500);
    // 23:59 UTC is 19:59 in New York (EDT): four hours and a minute to go.
    expect(msUntilLocalMidnight(now, 'America/New_York')).toBe((4 * 3600 + 60) * 1000 + 500);
  });
});
