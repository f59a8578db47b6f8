import { useMemo } from 'react';
import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { TMoodTrend } from '@contract/mood-entries';
import { MOOD_GROUPS } from '@contract/moods';
import { moodTrend, trendSummary, type GroupId } from './mood-trend';

/** Light to heavy; each colour is at least 3:1 against the card. */
export const GROUP_COLOURS: Record<GroupId, string> = {
  positive: '#2f7d4f',
  contemplative: '#2b6cb0',
  neutral: '#6b7280',
  challenge: '#c05621',
  difficult: '#9b2c2c',
};

const GROUP_ORDER = MOOD_GROUPS.map((g) => g.id);

/** Moods of the last 30 days, stacked by group: a month of green reads light, a month of red heavy. */
export function MoodTrendChart({ trend }: { trend: TMoodTrend }) {
  const data = useMemo(() => moodTrend(trend), [trend]);
  const summary = trendSummary(data);
  return (
    <figure className="space-y-2">
      <div className="h-56 w-full" aria-hidden>
        <ResponsiveContainer width="100%" height="100%">
          {/* Hidden from screen readers (the caption says it in words), so nothing inside may take focus either. */}
          <BarChart data={data} margin={{ top: 8, right: 8, bottom: 0, left: -16 }} accessibilityLayer={false} tabIndex={-1}>
            <CartesianGrid strokeDasharray="3 3" vertical={false} stroke="#e2d9ca" />
            <XAxis dataKey="label" interval={6} tick={{ fontSize: 12, fill: '#57534e' }} tickLine={false} />
            <YAxis allowDecimals={false} tick={{ fontSize: 12, fill: '#57534e' }} tickLine={false} axisLine={false} />
            <Tooltip cursor={{ fill: '#f4efe6' }} />
            <Legend wrapperStyle={{ fontSize: 12 }} itemSorter={(item) => GROUP_ORDER.indexOf(item.dataKey as GroupId)} />
            {[...MOOD_GROUPS].reverse().map((g) => (
              <Bar key={g.id} dataKey={g.id} name={g.label} stackId="moods" fill={GROUP_COLOURS[g.id]} isAnimationActive={false} />
            ))}
          </BarChart>
        </ResponsiveContainer>
      </div>
      <figcaption className="text-sm text-muted-foreground">{summary}</figcaption>
    </figure>
  );
}
