import { Table2 } from 'lucide-react';
import { useId, useMemo, useState } from 'react';
import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { TMoodTrend } from '@contract/mood-entries';
import { MOOD_GROUPS } from '@contract/moods';
import { Button } from '@/components/ui/button';
import { moodTrend, trendSummary, type GroupId, type TrendDay } from './mood-trend';

/** Light to heavy; each colour is at least 3:1 against the card. */
export const GROUP_COLOURS: Record<GroupId, string> = {
  positive: 'var(--color-mood-positive)',
  contemplative: 'var(--color-mood-contemplative)',
  neutral: 'var(--color-mood-neutral)',
  challenge: 'var(--color-mood-challenge)',
  difficult: 'var(--color-mood-difficult)',
};

const GROUP_ORDER = MOOD_GROUPS.map((g) => g.id);

/** The same month as a table, the days that have moods only: the chart's text alternative (decision 095). */
function MoodTrendTable({ id, data }: { id: string; data: TrendDay[] }) {
  const days = data.filter((d) => GROUP_ORDER.some((g) => d[g] > 0));
  return (
    <div
      id={id}
      className="max-h-72 w-0 min-w-full overflow-auto rounded-md border border-border"
      tabIndex={0}
      role="region"
      aria-label="Moods by day"
    >
      <table className="w-full text-left text-sm [overflow-wrap:normal]">
        <caption className="sr-only">Moods of the last {data.length} days, by day and kind</caption>
        <thead className="sticky top-0 bg-muted">
          <tr>
            <th scope="col" className="px-1.5 py-1.5 text-xs font-medium">
              Day
            </th>
            {MOOD_GROUPS.map((g) => (
              <th key={g.id} scope="col" className="px-1.5 py-1.5 text-right text-xs font-medium">
                {/* The group's first word shows (five columns fit a phone); a screen reader hears its whole name. */}
                <span aria-hidden className="inline-flex items-center gap-1">
                  <span className="size-2 shrink-0 rounded-full" style={{ background: GROUP_COLOURS[g.id] }} />
                  {g.label.split(' ')[0]}
                </span>
                <span className="sr-only">{g.label}</span>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {days.length === 0 ? (
            <tr>
              <td colSpan={MOOD_GROUPS.length + 1} className="px-2 py-3 text-muted-foreground">
                No moods recorded in the last {data.length} days.
              </td>
            </tr>
          ) : (
            days.map((d) => (
              <tr key={d.day} className="border-t border-border">
                <th scope="row" className="whitespace-nowrap px-1.5 py-1.5 font-medium">
                  {d.label}
                </th>
                {MOOD_GROUPS.map((g) => (
                  <td key={g.id} className="px-1.5 py-1.5 text-right tabular-nums">
                    {d[g.id]}
                  </td>
                ))}
              </tr>
            ))
          )}
        </tbody>
      </table>
    </div>
  );
}

/**
 * Moods of the last 30 days, stacked by group: a month of green reads light, a month of red heavy. The
 * caption says it in a sentence, and "Show as table" gives the numbers day by day.
 */
export function MoodTrendChart({ trend }: { trend: TMoodTrend }) {
  const data = useMemo(() => moodTrend(trend), [trend]);
  const summary = trendSummary(data);
  const [asTable, setAsTable] = useState(false);
  const tableId = useId();
  return (
    <figure className="space-y-2">
      <div className="flex justify-end">
        <Button
          variant="ghost"
          size="sm"
          className="aria-pressed:bg-muted"
          aria-pressed={asTable}
          aria-controls={asTable ? tableId : undefined}
          onClick={() => setAsTable((t) => !t)}
        >
          <Table2 aria-hidden /> Show as table
        </Button>
      </div>
      {asTable ? (
        <MoodTrendTable id={tableId} data={data} />
      ) : (
        <div className="h-56 w-full" aria-hidden>
          <ResponsiveContainer width="100%" height="100%">
            {/* Hidden from screen readers (the caption says it in words), so nothing inside may take focus either. */}
            <BarChart data={data} margin={{ top: 8, right: 8, bottom: 0, left: -16 }} accessibilityLayer={false} tabIndex={-1}>
              <CartesianGrid strokeDasharray="3 3" vertical={false} stroke="var(--color-border)" />
              <XAxis dataKey="label" interval={6} tick={{ fontSize: 12, fill: 'var(--color-muted-foreground)' }} tickLine={false} />
              <YAxis
                allowDecimals={false}
                tick={{ fontSize: 12, fill: 'var(--color-muted-foreground)' }}
                tickLine={false}
                axisLine={false}
              />
              <Tooltip
                cursor={{ fill: 'var(--color-muted)' }}
                contentStyle={{ background: 'var(--color-card)', borderColor: 'var(--color-border)', color: 'var(--color-foreground)' }}
              />
              <Legend wrapperStyle={{ fontSize: 12 }} itemSorter={(item) => GROUP_ORDER.indexOf(item.dataKey as GroupId)} />
              {[...MOOD_GROUPS].reverse().map((g) => (
                <Bar key={g.id} dataKey={g.id} name={g.label} stackId="moods" fill={GROUP_COLOURS[g.id]} isAnimationActive={false} />
              ))}
            </BarChart>
          </ResponsiveContainer>
        </div>
      )}
      <figcaption className="text-sm text-muted-foreground">{summary}</figcaption>
    </figure>
  );
}
