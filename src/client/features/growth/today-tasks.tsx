import { BookOpen, Check, Flower2, Heart, PenLine, Smile, Sparkles } from 'lucide-react';
import type { TActivity, TCompletionsToday } from '@contract/progress';
import { Progress } from '@/components/ui/misc';
import { cn } from '@/lib/utils';

export const TASKS: { activity: TActivity; label: string; icon: typeof Check }[] = [
  { activity: 'journal', label: 'Journal', icon: PenLine },
  { activity: 'gratitude', label: 'Gratitude', icon: Heart },
  { activity: 'mood', label: 'Mood', icon: Smile },
  { activity: 'scripture', label: 'Scripture', icon: BookOpen },
  { activity: 'meditation', label: 'Meditation', icon: Flower2 },
  { activity: 'prayer', label: 'Prayer', icon: Sparkles },
];

export const doneCount = (today: TCompletionsToday) => TASKS.filter((t) => today[t.activity]).length;

/** Six dots, one per practice, filled when done today, and a bar of how far the day has come. */
export function TodayTasks({ today, compact = false }: { today: TCompletionsToday; compact?: boolean }) {
  const done = doneCount(today);
  return (
    <div className="space-y-3">
      <div className="flex items-center justify-between text-sm">
        <span className="font-medium">
          {done} of {TASKS.length} completed
        </span>
        {done === TASKS.length && <span className="font-medium text-success">A perfect day!</span>}
      </div>
      <Progress value={(done / TASKS.length) * 100} label={`Today's progress: ${done} of ${TASKS.length} practices`} />
      <ul className={cn('grid gap-2', compact ? 'grid-cols-6' : 'grid-cols-3 sm:grid-cols-6')} aria-label="Today's practices">
        {TASKS.map(({ activity, label, icon: Icon }) => {
          const complete = today[activity];
          return (
            <li key={activity} className="flex flex-col items-center gap-1 text-center text-xs">
              <span
                className={cn(
                  'grid size-9 place-items-center rounded-full border-2',
                  complete ? 'border-success bg-success text-white' : 'border-input bg-card text-muted-foreground',
                )}
                aria-hidden
              >
                {complete ? <Check className="size-4" /> : <Icon className="size-4" />}
              </span>
              <span aria-hidden className={compact ? 'hidden sm:inline' : undefined}>
                {label}
              </span>
              <span className="sr-only">
                {label}: {complete ? 'done' : 'not done yet'}
              </span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
