import type { TStreak } from '../../../contract/progress.js';
import type { StoredStreak } from '../../db/schema/index.js';
import { addDays, localDay, startOfLocalDay } from '../../domain/time.js';

/** A local day on which something was done: when, and in which zone it was reckoned. */
export interface DayMark {
  day: string;
  firstAt: Date;
  lastAt: Date;
  lastZone: string;
}

export interface CompletionRow {
  type: string;
  day: string;
  completedAt: Date;
  timeZone: string;
}

/** One mark per local day, in day order. */
export function dayMarks(rows: readonly CompletionRow[]): DayMark[] {
  const byDay = new Map<string, DayMark>();
  for (const r of rows) {
    const m = byDay.get(r.day);
    if (!m) byDay.set(r.day, { day: r.day, firstAt: r.completedAt, lastAt: r.completedAt, lastZone: r.timeZone });
    else {
      if (r.completedAt < m.firstAt) m.firstAt = r.completedAt;
      if (r.completedAt >= m.lastAt) {
        m.lastAt = r.completedAt;
        m.lastZone = r.timeZone;
      }
    }
  }
  return [...byDay.values()].sort((a, b) => (a.day < b.day ? -1 : a.day > b.day ? 1 : 0));
}

/** A new calendar day reached by changing zone rather than by living through a night. */
const MIN_HOURS_BETWEEN_DAYS_ACROSS_ZONES = 6;

/**
 * Does `next` carry on the run that reached `prev`? When, reckoned in the zone `prev` was lived in,
 * `next` happened on the very next day, it does: the ordinary case, and a flight east that skips a
 * calendar day. A next calendar day that is still `prev`'s day in `prev`'s zone (a flight west, or a
 * zone changed in Settings) counts only when hours have really passed: flipping the zone back and
 * forth can't turn one afternoon into several days.
 */
function continues(prev: DayMark, next: DayMark): boolean {
  const following = addDays(prev.day, 1);
  if (localDay(next.firstAt, prev.lastZone) === following) return true;
  const hours = (next.firstAt.getTime() - prev.lastAt.getTime()) / 3_600_000;
  return next.day === following && hours >= MIN_HOURS_BETWEEN_DAYS_ACROSS_ZONES;
}

/** The latest run of consecutive days, the longest ever, and when the latest breaks if nothing more is done. */
export function computeStreak(marks: readonly DayMark[]): StoredStreak {
  let length = 0;
  let longest = 0;
  let prev: DayMark | undefined;
  for (const m of marks) {
    length = prev && continues(prev, m) ? length + 1 : 1;
    if (length > longest) longest = length;
    prev = m;
  }
  return {
    length,
    longest,
    lastDay: prev?.day ?? null,
    // The run is alive through the day after its last day, in the zone that day was lived in.
    validUntil: prev ? startOfLocalDay(addDays(prev.day, 2), prev.lastZone).toISOString() : null,
  };
}

/**
 * The streak as the person sees it now: alive while its last day is today or yesterday in their
 * current zone, or (after a trip) in the zone the last day was lived in.
 */
export function currentLength(s: Pick<StoredStreak, 'length' | 'lastDay' | 'validUntil'>, now: Date, timeZone: string): number {
  if (!s.lastDay || s.length === 0) return 0;
  const yesterday = addDays(localDay(now, timeZone), -1);
  const alive = s.lastDay >= yesterday || (s.validUntil !== null && now.getTime() < new Date(s.validUntil).getTime());
  return alive ? s.length : 0;
}

export function toApiStreak(s: StoredStreak | undefined, now: Date, timeZone: string): TStreak {
  if (!s) return { currentStreak: 0, longestStreak: 0, lastCompletedDay: null };
  return { currentStreak: currentLength(s, now, timeZone), longestStreak: s.longest, lastCompletedDay: s.lastDay };
}
