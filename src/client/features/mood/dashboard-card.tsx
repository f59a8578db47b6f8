import { Smile } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { moodEmoji, moodLabel } from '@contract/moods';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/misc';
import { toast } from '@/components/ui/toast';
import { dayKey, timeOfDay } from '@/lib/dates';
import { useMoods, useRecordMood } from './api';
import { MoodButton, QUICK_MOOD_OPTIONS } from './mood-picker';

/** The Dashboard's Mood Tracker: the latest mood, and the quick six to record one without leaving. */
export function MoodCard() {
  const latest = useMoods(1);
  const record = useRecordMood();
  const [mood, setMood] = useState('');
  const last = latest.data?.[0];
  const today = last && dayKey(last.date) === dayKey(new Date());

  const save = () => {
    if (!mood) {
      toast({ title: 'Please select a mood', description: "Select how you're feeling today before saving", variant: 'destructive' });
      return;
    }
    const chosen = mood;
    setMood('');
    record.mutate(
      { mood: chosen, reflection: '' },
      {
        onSuccess: () => toast({ title: 'Mood recorded', description: `You're feeling ${moodLabel(chosen).toLowerCase()} today.`, variant: 'success', duration: 3000 }),
        onError: () => {
          setMood(chosen);
          toast({ title: 'Failed to save mood', description: 'There was an error saving your mood. Please try again.', variant: 'destructive' });
        },
      },
    );
  };

  return (
    <Card aria-labelledby="mood-card-title">
      <CardHeader>
        <CardTitle id="mood-card-title" className="flex items-center gap-2">
          <Smile className="size-5 text-accent" aria-hidden /> Mood Tracker
        </CardTitle>
        <div className="text-sm text-muted-foreground">
          {latest.isPending ? (
            <Skeleton className="h-4 w-48" />
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
      <CardContent className="space-y-3">
        <div role="group" aria-label="Quick moods" className="grid grid-cols-3 gap-2 sm:grid-cols-6">
          {QUICK_MOOD_OPTIONS.map((m) => (
            <MoodButton key={m.value} mood={m} size="small" selected={mood === m.value} onSelect={setMood} />
          ))}
        </div>
        <div className="flex flex-wrap items-center justify-between gap-2">
          <Button variant="accent" size="sm" onClick={save} disabled={record.isPending}>
            {record.isPending ? 'Saving...' : 'Save Mood'}
          </Button>
          <Button asChild variant="link" className="h-auto p-0">
            <Link to="/mood">Open Mood Tracker</Link>
          </Button>
        </div>
      </CardContent>
    </Card>
  );
}
