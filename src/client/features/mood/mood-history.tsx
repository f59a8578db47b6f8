import { Trash2 } from 'lucide-react';
import { lazy, Suspense } from 'react';
import type { TMoodEntry } from '@contract/mood-entries';
import { moodEmoji, moodLabel } from '@contract/moods';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { DayFilterCard, useDayFilter } from '@/components/ui/day-filter';
import { Skeleton } from '@/components/ui/misc';
import { longDate, timeOfDay } from '@/lib/dates';
import { useDeleteMood } from './api';

const MoodTrendChart = lazy(() => import('./mood-trend-chart').then((m) => ({ default: m.MoodTrendChart })));

function MoodItem({ entry }: { entry: TMoodEntry }) {
  const remove = useDeleteMood();
  const pending = entry.id < 0;
  return (
    <li className="flex items-start gap-3 border-b border-border py-3 last:border-0">
      <span aria-hidden className="text-3xl leading-none">
        {moodEmoji(entry.mood)}
      </span>
      <div className="min-w-0 flex-1">
        <p className="font-medium">{moodLabel(entry.mood)}</p>
        <p className="text-xs text-muted-foreground">
          {longDate(entry.date)} at {timeOfDay(entry.date)}
          {pending && ' · saving…'}
        </p>
        {entry.reflection && <p className="mt-1 whitespace-pre-wrap break-words text-sm">{entry.reflection}</p>}
      </div>
      <Button
        variant="ghost"
        size="icon"
        aria-label={`Delete ${moodLabel(entry.mood)} from ${longDate(entry.date)}`}
        disabled={pending}
        onClick={() => remove.mutate(entry.id)}
      >
        <Trash2 aria-hidden />
      </Button>
    </li>
  );
}

export function MoodHistory({ entries }: { entries: TMoodEntry[] }) {
  const filter = useDayFilter(entries);
  const { day, shown } = filter;

  return (
    <div className="grid gap-6">
      <Card>
        <CardHeader>
          <CardTitle>Your month at a glance</CardTitle>
          <CardDescription>Each day's moods, from light (green) to heavy (red).</CardDescription>
        </CardHeader>
        <CardContent>
          <Suspense fallback={<Skeleton className="h-56 w-full" />}>
            <MoodTrendChart entries={entries} />
          </Suspense>
        </CardContent>
      </Card>
      <div className="grid gap-6 lg:grid-cols-[auto_1fr]">
        <DayFilterCard filter={filter} markedLabel="has moods" />
        <Card>
          <CardHeader>
            <CardTitle>{day ? longDate(day) : 'All moods'}</CardTitle>
            <CardDescription>
              {shown.length} {shown.length === 1 ? 'entry' : 'entries'}
            </CardDescription>
          </CardHeader>
          <CardContent>
            {shown.length === 0 ? (
              <p className="text-muted-foreground">{day ? 'No moods recorded on this day.' : 'No moods recorded yet. How are you feeling today?'}</p>
            ) : (
              <ul className="max-h-[500px] overflow-y-auto pr-1" aria-label="Mood history" tabIndex={0}>
                {shown.map((e) => (
                  <MoodItem key={e.id} entry={e} />
                ))}
              </ul>
            )}
          </CardContent>
        </Card>
      </div>
    </div>
  );
}
