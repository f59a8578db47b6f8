import { format } from 'date-fns';
import type { TMoodTrend } from '@contract/mood-entries';
import { MOOD_GROUPS, moodGroupOf, type MoodGroup } from '@contract/moods';
import { calendarDate } from '@/lib/dates';

export type GroupId = MoodGroup['id'];
export type TrendDay = { day: string; label: string } & Record<GroupId, number>;

/** Per local day of the server's last 30 (today included), how many moods of each group were recorded. */
export function moodTrend(trend: TMoodTrend): TrendDay[] {
  return trend.days.map(({ day, moods }) => {
    const label = format(calendarDate(day), 'MMM d');
    const slot: TrendDay = { day, label, positive: 0, contemplative: 0, neutral: 0, challenge: 0, difficult: 0 };
    // A mood no longer on the list counts as neutral, as it shows with a neutral face.
    for (const [mood, count] of Object.entries(moods)) slot[moodGroupOf(mood)?.id ?? 'neutral'] += count;
    return slot;
  });
}

/** "Light" and "heavy" in one sentence, so the month reads at a glance (and to a screen reader). */
export function trendSummary(days: readonly TrendDay[]): string {
  const total = (ids: GroupId[]) => days.reduce((n, d) => n + ids.reduce((m, id) => m + d[id], 0), 0);
  const all = total(MOOD_GROUPS.map((g) => g.id));
  if (all === 0) return `No moods recorded in the last ${days.length} days.`;
  const light = total(['positive', 'contemplative']);
  const neutral = total(['neutral']);
  const heavy = total(['challenge', 'difficult']);
  const lean =
    light > heavy
      ? 'More light than heavy.'
      : heavy > light
        ? 'A heavier stretch: be gentle with yourself.'
        : 'Light and heavy in balance.';
  return `Last ${days.length} days: ${all} ${all === 1 ? 'mood' : 'moods'}, ${light} light, ${neutral} neutral, ${heavy} heavy. ${lean}`;
}
