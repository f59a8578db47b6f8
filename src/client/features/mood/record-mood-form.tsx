import { useState, type FormEvent } from 'react';
import { moodLabel } from '@contract/moods';
import { Button } from '@/components/ui/button';
import { Label, Textarea } from '@/components/ui/input';
import { toast } from '@/components/ui/toast';
import { useRecordMood } from './api';
import { MoodPicker } from './mood-picker';

export function RecordMoodForm({ onSaved }: { onSaved?: () => void }) {
  const [mood, setMood] = useState('');
  const [reflection, setReflection] = useState('');
  const record = useRecordMood();

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!mood) {
      toast({ title: 'Please select a mood', description: "Select how you're feeling today before saving", variant: 'destructive' });
      return;
    }
    const input = { mood, reflection };
    // The form clears at once (the mood shows in History straight away); a failure gives it back.
    setMood('');
    setReflection('');
    record.mutate(input, {
      onSuccess: () => {
        toast({ title: 'Mood recorded', description: `You're feeling ${moodLabel(input.mood).toLowerCase()} today.`, variant: 'success', duration: 3000 });
        onSaved?.();
      },
      onError: () => {
        setMood(input.mood);
        setReflection(input.reflection);
        toast({ title: 'Failed to save mood', description: 'There was an error saving your mood. Please try again.', variant: 'destructive' });
      },
    });
  };

  return (
    <form onSubmit={submit} noValidate className="grid gap-5" aria-label="Record your mood">
      <fieldset className="grid gap-2">
        <legend className="mb-2 text-sm font-medium">How are you feeling today?</legend>
        <MoodPicker value={mood} onChange={setMood} />
      </fieldset>
      <div className="grid gap-1.5">
        <Label htmlFor="mood-reflection">Reflection (optional)</Label>
        <Textarea id="mood-reflection" rows={4} value={reflection} onChange={(e) => setReflection(e.target.value)} placeholder="What's behind this feeling? Where do you sense God in it?" />
      </div>
      <div className="flex justify-end">
        <Button type="submit" variant="accent" disabled={record.isPending}>
          {record.isPending ? 'Saving...' : 'Save Mood'}
        </Button>
      </div>
    </form>
  );
}
