import { CalendarHeart, Smile, Trash2 } from 'lucide-react';
import { lazy, Suspense, useMemo, useState } from 'react';
import type { TMoodEntry } from '@contract/mood-entries';
import { moodEmoji, moodLabel } from '@contract/moods';
import { LoadMore } from '@/components/load-more';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { DayFilterCard, useDayFilter } from '@/components/ui/day-filter';
import { EmptyState } from '@/components/ui/empty-state';
import { ListSkeleton } from '@/components/ui/list-skeleton';
import { ConfirmDialog } from '@/components/ui/dialog';
import { LoadError } from '@/components/ui/load-error';
import { Skeleton } from '@/components/ui/misc';
import { useCurrentUser } from '@/lib/auth-state';
import { longDate, longDay, timeOfDay } from '@/lib/dates';
import { useDeleteMood, useMoodHistory, useMoodsWithWaiting, useMoodTrend } from './api';
import { WaitingToSync } from '@/components/waiting-to-sync';
import { isWaitingId } from '@/lib/offline-writes';

const MoodTrendChart = lazy(() => import('./mood-trend-chart').then((m) => ({ default: m.MoodTrendChart })));

function MoodItem({ entry, onDelete }: { entry: TMoodEntry; onDelete: (entry: TMoodEntry) => void }) {
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
          {pending && (isWaitingId(entry.id) ? <WaitingToSync /> : ' · saving…')}
        </p>
        {entry.reflection && <p className="mt-1 whitespace-pre-wrap text-sm">{entry.reflection}</p>}
      </div>
      <Button
        variant="ghost"
        size="icon"
        aria-label={`Delete ${moodLabel(entry.mood)} from ${longDate(entry.date)}`}
        disabled={pending}
        onClick={() => onDelete(entry)}
      >
        <Trash2 aria-hidden />
      </Button>
    </li>
  );
}

function MonthAtAGlance() {
  const trend = useMoodTrend();
  return (
    <Card>
      <CardHeader>
        <CardTitle>Your month at a glance</CardTitle>
        <CardDescription>Each day's moods, from light (green) to heavy (red).</CardDescription>
      </CardHeader>
      <CardContent>
        {trend.isError ? (
          <LoadError message="Your month at a glance couldn't be loaded." onRetry={trend.refetch} />
        ) : (
          <Suspense fallback={<Skeleton className="h-56 w-full" />}>
            {trend.data ? <MoodTrendChart trend={trend.data} /> : <Skeleton className="h-56 w-full" />}
          </Suspense>
        )}
      </CardContent>
    </Card>
  );
}

/** The month at a glance, a calendar to pick a day, and the moods themselves, a page at a time. */
export function MoodHistory() {
  const { id: userId } = useCurrentUser();
  const filter = useDayFilter('/api/moods', userId);
  const history = useMoodHistory(filter.listUrl);
  const saved = useMemo(() => history.data?.pages.flat() ?? [], [history.data]);
  const shown = useMoodsWithWaiting(saved, { show: !filter.day });
  const remove = useDeleteMood();
  const [deleting, setDeleting] = useState<TMoodEntry | null>(null);

  return (
    <div className="grid gap-6">
      <MonthAtAGlance />
      <div className="grid gap-6 lg:grid-cols-[auto_1fr]">
        <DayFilterCard filter={filter} markedLabel="has moods" />
        <Card>
          <CardHeader>
            <CardTitle>{filter.day ? longDay(filter.day) : 'All moods'}</CardTitle>
            {history.data && (
              <CardDescription>
                {shown.length}
                {history.hasNextPage && '+'} {shown.length === 1 ? 'entry' : 'entries'}
              </CardDescription>
            )}
          </CardHeader>
          <CardContent>
            {history.isPending && <ListSkeleton label="Loading your moods" />}
            {history.isError && !history.data && <LoadError message="Your moods couldn't be loaded." onRetry={history.refetch} />}
            {history.data &&
              (shown.length === 0 ? (
                <EmptyState icon={filter.day ? CalendarHeart : Smile}>
                  <p>{filter.day ? 'No moods recorded on this day.' : 'No moods recorded yet. How are you feeling today?'}</p>
                </EmptyState>
              ) : (
                <div className="max-h-[500px] overflow-y-auto pr-1" tabIndex={0} role="region" aria-label="Mood history, scrollable">
                  <ul aria-label="Mood history">
                    {shown.map((e) => (
                      <MoodItem key={e.id} entry={e} onDelete={setDeleting} />
                    ))}
                  </ul>
                  <LoadMore query={history} noun="moods" />
                </div>
              ))}
          </CardContent>
        </Card>
      </div>
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title="Delete this mood?"
        description={
          deleting
            ? `${moodLabel(deleting.mood)}, ${longDate(deleting.date)} at ${timeOfDay(deleting.date)}, will be removed from your history. This can't be undone.`
            : ''
        }
        confirmLabel="Delete Mood"
        destructive
        onConfirm={() => {
          if (deleting) remove.mutate(deleting.id);
          setDeleting(null);
        }}
      />
    </div>
  );
}
