import { ArrowLeft, BookOpen, Check, RotateCcw, Undo2 } from 'lucide-react';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import type { TPlanDetail } from '@contract/plans';
import { ChapterReaderDialog } from '@/components/chapter-reader-dialog';
import { PageFallback } from '@/components/page-fallback';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/dialog';
import { LoadError } from '@/components/ui/load-error';
import { Badge, Progress } from '@/components/ui/misc';
import { toast } from '@/components/ui/toast';
import { usePageTitle } from '@/lib/page-title';
import { cn } from '@/lib/utils';
import { useMarkDay, usePlan, useQuitPlan, useShiftPlan, useStartPlan, useUnmarkDay } from './api';

/**
 * Marks the day read, or takes back a day marked by mistake. One button in the same place in both states, so
 * focus stays on it and taking a mark back is undone by pressing it again.
 */
function DayMark({ plan, day }: { plan: TPlanDetail; day: number }) {
  const markDay = useMarkDay();
  const unmarkDay = useUnmarkDay();
  const progress = plan.progress;
  const done = progress?.doneDays.includes(day) ?? false;
  if (progress?.status !== 'active' && !(progress?.status === 'finished' && done)) return null;
  const busy = markDay.isPending || unmarkDay.isPending;
  const mark = () =>
    markDay.mutate(
      { planId: plan.id, day },
      {
        onSuccess: (r) =>
          toast({
            title: r.finishedPlan ? 'Plan finished!' : `Day ${day} done`,
            description: r.finishedPlan ? `You read every day of ${plan.title}. Well done.` : 'Your scripture reading counts for today.',
            variant: 'success',
            duration: 3000,
          }),
      },
    );
  const unmark = () =>
    unmarkDay.mutate(
      { planId: plan.id, day },
      {
        onSuccess: (r) =>
          toast({
            title: `Day ${day} unmarked`,
            description: r.withdrewPractice
              ? 'The scripture practice it completed is taken back. Mark it again any time.'
              : 'Mark it again any time.',
            variant: 'success',
            duration: 5000,
          }),
      },
    );
  return (
    <div className="flex flex-wrap items-center gap-3">
      <Button
        variant={done ? 'outline' : 'accent'}
        className="w-fit"
        // Not `disabled` while saving: a disabled button drops focus, and focus stays here for the next press.
        aria-disabled={busy}
        onClick={() => !busy && (done ? unmark() : mark())}
        aria-describedby={done ? `day-${day}-read` : undefined}
      >
        {done ? <Undo2 aria-hidden /> : <Check aria-hidden />}
        {busy ? 'Saving...' : done ? `Unmark Day ${day}` : `Mark Day ${day} as Read`}
      </Button>
      {done && (
        <p id={`day-${day}-read`} className="flex items-center gap-1.5 text-sm font-medium text-success">
          <Check className="size-4" aria-hidden /> Day {day} read
        </p>
      )}
    </div>
  );
}

/** What a plan's day adds to the chapter reader: which day it is, its other passages, and marking it read. */
function ReaderDayPanel({
  plan,
  day,
  reference,
  onRead,
}: {
  plan: TPlanDetail;
  day: number;
  reference: string;
  onRead: (reference: string) => void;
}) {
  const passages = plan.days[day - 1]!.passages;
  return (
    <section aria-label={`Day ${day} of ${plan.title}`} className="grid gap-3 border-t border-border pt-3">
      <p className="text-sm text-muted-foreground">
        Day {day} of {plan.title}: {passages.join('; ')}
      </p>
      {passages.length > 1 && (
        <div className="flex flex-wrap gap-2" role="group" aria-label={`Passages of day ${day}`}>
          {passages.map((p) => (
            <Button
              key={p}
              size="sm"
              variant={p === reference ? 'accent' : 'outline'}
              aria-pressed={p === reference}
              onClick={() => onRead(p)}
            >
              {p}
            </Button>
          ))}
        </div>
      )}
      <DayMark plan={plan} day={day} />
    </section>
  );
}

function DayReading({ plan, day, onRead }: { plan: TPlanDetail; day: number; onRead: (reference: string) => void }) {
  const entry = plan.days[day - 1]!;
  return (
    <Card aria-labelledby="day-reading-title">
      <CardHeader>
        <CardTitle id="day-reading-title">
          Day {day}: {entry.passages.join('; ')}
        </CardTitle>
        <CardDescription>{entry.prompt}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <ul className="grid gap-2" aria-label={`Passages of day ${day}`}>
          {entry.passages.map((ref) => (
            <li key={ref} className="flex flex-wrap items-center justify-between gap-2 rounded-md bg-muted p-3">
              <span className="font-serif font-semibold">{ref}</span>
              <Button size="sm" variant="outline" aria-label={`Read ${ref}`} onClick={() => onRead(ref)}>
                <BookOpen aria-hidden /> Read
              </Button>
            </li>
          ))}
        </ul>
        <p className="text-sm text-muted-foreground">Read opens the chapter in your Bible translation, the day&apos;s verses marked.</p>
        <DayMark plan={plan} day={day} />
      </CardContent>
    </Card>
  );
}

function DayCalendar({ plan, selected, onSelect }: { plan: TPlanDetail; selected: number; onSelect: (day: number) => void }) {
  const done = new Set(plan.progress?.doneDays ?? []);
  const scheduled = plan.progress?.status === 'active' ? plan.progress.scheduledDay : 0;
  return (
    <ol className="grid grid-cols-7 gap-1.5" aria-label="Days of the plan">
      {plan.days.map(({ day }) => {
        const state = done.has(day) ? 'read' : day < scheduled ? 'to catch up' : day === scheduled ? 'today' : 'ahead';
        return (
          <li key={day}>
            <button
              type="button"
              onClick={() => onSelect(day)}
              aria-label={`Day ${day}, ${state}`}
              aria-current={day === selected ? 'step' : undefined}
              className={cn(
                'grid size-9 w-full place-items-center rounded-md border text-xs font-medium',
                done.has(day) ? 'border-success bg-success text-white' : 'border-input bg-card',
                state === 'to catch up' && 'border-accent',
                day === selected && 'outline-2 outline-offset-1 outline-ring',
              )}
            >
              {day}
            </button>
          </li>
        );
      })}
    </ol>
  );
}

/** One plan: today's reading, a calendar of its days, progress, and start, shift, quit or restart. */
export function PlanPage() {
  const { planId = '' } = useParams();
  const plan = usePlan(planId);
  usePageTitle(plan.data?.title ?? 'Reading Plan');
  const [chosen, setChosen] = useState<number | null>(null);
  const [quitting, setQuitting] = useState(false);
  // The passage open in the chapter reader, and the day it belongs to.
  const [reading, setReading] = useState<{ day: number; reference: string } | null>(null);
  const start = useStartPlan();
  const shift = useShiftPlan();
  const quit = useQuitPlan();

  if (plan.isPending) return <PageFallback />;
  if (plan.isError) return <LoadError message="This reading plan couldn't be loaded." onRetry={plan.refetch} />;
  const p = plan.data;
  const progress = p.progress;
  const active = progress?.status === 'active';
  const day = chosen ?? (active ? (progress.nextDay ?? p.length) : 1);
  const read = progress?.doneDays.length ?? 0;

  return (
    <div className="mx-auto max-w-4xl space-y-6">
      <Button asChild variant="link" className="px-0">
        <Link to="/plans">
          <ArrowLeft aria-hidden /> All reading plans
        </Link>
      </Button>
      <div className="space-y-2">
        <h1 className="text-2xl font-semibold">{p.title}</h1>
        <div className="flex flex-wrap gap-2">
          <Badge>{p.length} days</Badge>
          <Badge>{p.themeLabel}</Badge>
        </div>
        <p className="text-muted-foreground">{p.description}</p>
      </div>
      <Card>
        <CardContent className="grid gap-3 pt-5">
          {progress && (
            <>
              <Progress value={(read / p.length) * 100} label={`${read} of ${p.length} days read`} />
              <p className="text-sm">
                {read} of {p.length} days read
                {progress.status === 'finished' && ' · finished'}
                {progress.status === 'quit' && ' · left'}
              </p>
            </>
          )}
          {active && progress.behind > 0 && (
            <div className="flex flex-wrap items-center gap-3 rounded-md bg-muted p-3 text-sm" role="status">
              <span className="flex-1">
                {progress.behind} {progress.behind === 1 ? 'day' : 'days'} to catch up. Read at your own pace, or shift the schedule so your
                next day is today&apos;s.
              </span>
              <Button
                size="sm"
                variant="outline"
                disabled={shift.isPending}
                onClick={() =>
                  shift.mutate(p.id, { onSuccess: () => toast({ title: 'Schedule shifted', variant: 'success', duration: 3000 }) })
                }
              >
                Shift Schedule
              </Button>
            </div>
          )}
          <div className="flex flex-wrap gap-2">
            {!active && (
              <Button
                variant="accent"
                disabled={start.isPending}
                onClick={() => {
                  setChosen(null);
                  start.mutate(p.id, { onSuccess: () => toast({ title: 'Plan started', variant: 'success', duration: 3000 }) });
                }}
              >
                {progress ? <RotateCcw aria-hidden /> : <BookOpen aria-hidden />} {progress ? 'Start Again' : 'Start Plan'}
              </Button>
            )}
            {active && (
              <Button variant="ghost" onClick={() => setQuitting(true)}>
                Leave Plan
              </Button>
            )}
          </div>
        </CardContent>
      </Card>
      <div className="grid gap-6 lg:grid-cols-[18rem_1fr]">
        <Card>
          <CardHeader>
            <CardTitle>Days</CardTitle>
          </CardHeader>
          <CardContent>
            <DayCalendar plan={p} selected={day} onSelect={setChosen} />
          </CardContent>
        </Card>
        <DayReading plan={p} day={day} onRead={(reference) => setReading({ day, reference })} />
      </div>
      <ChapterReaderDialog reference={reading?.reference ?? null} onOpenChange={(open) => !open && setReading(null)}>
        {reading && (
          <ReaderDayPanel
            plan={p}
            day={reading.day}
            reference={reading.reference}
            onRead={(reference) => setReading({ day: reading.day, reference })}
          />
        )}
      </ChapterReaderDialog>
      <ConfirmDialog
        open={quitting}
        onOpenChange={setQuitting}
        title="Leave this plan?"
        description="It leaves your plans. You can start it again any time, from day 1."
        confirmLabel="Leave Plan"
        onConfirm={() => {
          quit.mutate(p.id);
          setQuitting(false);
        }}
      />
    </div>
  );
}
