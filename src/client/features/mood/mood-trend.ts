import { addDays, format, startOfDay } from 'date-fns';
import type { TMoodEntry } from '@contract/mood-entries';
import { MOOD_GROUPS, moodGroupOf, type MoodGroup } from '@contract/moods';
import { dayKey } from '@/lib/dates';

export const TREND_DAYS = 30;
export type GroupId = MoodGroup['id'];
export type TrendDay = { day: string; label: string } & Record<GroupId, number>;

/** Per local day of the last 30 (today included), how many moods of each group were recorded. */
export function moodTrend(entries: readonly TMoodEntry[], today: Date): TrendDay[] {
  const first = addDays(startOfDay(today), -(TREND_DAYS - 1));
  const days: TrendDay[] = Array.from({ length: TREND_DAYS }, (_, i) => {
    const d = addDays(first, i);
    return { day: dayKey(d), label: format(d, 'MMM d'), positive: 0, contemplative: 0, neutral: 0, challenge: 0, difficult: 0 };
  });
  const byDay = new Map(days.map((d) => [d.day, d]));
  for (const e of entries) {
    const slot = byDay.get(dayKey(e.date));
    // A mood no longer on the list counts as neutral, as it shows with a neutral face.
    if (slot) slot[moodGroupOf(e.mood)?.id ?? 'neutral'] += 1;
  }
  return days;
}

/** "Light" and "heavy" in one sentence, so the month reads at a glance (and to a screen reader). */
export function trendSummary(days: readonly TrendDay[]): string {
  const total = (ids: GroupId[]) => days.reduce((n, d) => n + ids.reduce((m, id) => m + d[id], 0), 0);
  const all = total(MOOD_GROUPS.map((g) => g.id));
  if (all === 0) return `No moods recorded in the last ${TREND_DAYS} days.`;
  const light = total(['positive', 'contemplative']);
  const neutral = total(['neutral']);
  const heavy = total(['challenge', 'difficult']);
  const lean = light > heavy ? 'More light than heavy.' : heavy > light ? 'A heavier stretch: be gentle with yourself.' : 'Light and heavy in balance.';
  return `Last ${TREND_DAYS} days: ${all} ${all === 1 ? 'mood' : 'moods'}, ${light} light, ${neutral} neutral, ${heavy} heavy. ${lean}`;
}
