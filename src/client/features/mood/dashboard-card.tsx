import { zodResolver } from '@hookform/resolvers/zod';
import { Smile } from 'lucide-react';
import { Controller, useForm } from 'react-hook-form';
import { Link } from 'react-router';
import type { z } from 'zod/mini';
import { moodEmoji, moodLabel } from '@contract/moods';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { FieldError } from '@/components/ui/input';
import { LoadError } from '@/components/ui/load-error';
import { Skeleton } from '@/components/ui/misc';
import { toast } from '@/components/ui/toast';
import { errorMessage } from '@/lib/api';
import { dayKey, timeOfDay } from '@/lib/dates';
import { useLatestMoods, useRecordMood } from './api';
import { MoodButton, QUICK_MOOD_OPTIONS } from './mood-picker';
import { moodErrorText, ZMoodForm, type MoodForm } from './record-mood-form';
import { isWaitingId, KEPT_OFFLINE_TOAST } from '@/lib/offline-writes';

/** The Dashboard's Mood Tracker: the latest mood, and the quick six to record one without leaving. */
export function MoodCard() {
  const latest = useLatestMoods(1);
  const record = useRecordMood();
  const form = useForm<MoodForm, unknown, z.output<typeof ZMoodForm>>({
    resolver: zodResolver(ZMoodForm),
    defaultValues: { mood: '', reflection: '' },
  });
  const last = latest.data?.[0];
  // "Today" is the account's day, as the server counts it.
  const today = last && dayKey(last.date) === dayKey(new Date());

  const save = form.handleSubmit((input) => {
    form.reset();
    record.mutate(input, {
      onSuccess: (saved) =>
        toast(
          isWaitingId(saved.id)
            ? KEPT_OFFLINE_TOAST
            : {
                title: 'Mood recorded',
                description: `You're feeling ${moodLabel(input.mood).toLowerCase()} today.`,
                variant: 'success',
                duration: 3000,
              },
        ),
      onError: (err) => {
        form.setValue('mood', input.mood);
        toast({
          title: 'Failed to save mood',
          description: errorMessage(err, 'There was an error saving your mood. Please try again.'),
          variant: 'destructive',
        });
      },
    });
  });

  return (
    <Card aria-labelledby="mood-card-title">
      <CardHeader>
        <CardTitle id="mood-card-title" className="flex items-center gap-2">
          <Smile className="size-5 text-accent" aria-hidden /> Mood Tracker
        </CardTitle>
        <div className="text-sm text-muted-foreground">
          {latest.isPending ? (
            <Skeleton className="h-4 w-48" />
          ) : latest.isError ? (
            <LoadError message="Your latest mood couldn't be loaded." onRetry={latest.refetch} />
          ) : last && today ? (
            <>
              Today you felt{' '}
              <span className="font-medium text-foreground">
                <span aria-hidden>{moodEmoji(last.mood)}</span> {moodLabel(last.mood).toLowerCase()}
              </span>{' '}
              at {timeOfDay(last.date)}.
            </>
          ) : (
            'How are you feeling today?'
          )}
        </div>
      </CardHeader>
      <CardContent>
        <form onSubmit={save} noValidate className="space-y-3" aria-label="Record a mood">
          <Controller
            control={form.control}
            name="mood"
            render={({ field }) => (
              <div role="group" aria-label="Quick moods" className="grid grid-cols-3 gap-2 sm:grid-cols-6">
                {QUICK_MOOD_OPTIONS.map((m) => (
                  <MoodButton key={m.value} mood={m} size="small" selected={field.value === m.value} onSelect={field.onChange} />
                ))}
              </div>
            )}
          />
          <FieldError id="mood-card-error" message={moodErrorText(form.formState.errors.mood?.message)} />
          <div className="flex flex-wrap items-center justify-between gap-2">
            <Button type="submit" variant="accent" size="sm" disabled={record.isPending}>
              {record.isPending ? 'Saving...' : 'Save Mood'}
            </Button>
            <Button asChild variant="link" size="touch">
              <Link to="/mood">Open Mood Tracker</Link>
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
