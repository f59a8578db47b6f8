import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { z } from 'zod/mini';
import { MOOD_REFLECTION_MAX, ZCreateMood } from '@contract/mood-entries';
import { moodLabel } from '@contract/moods';
import { Button } from '@/components/ui/button';
import { FieldError, LimitedField, Textarea } from '@/components/ui/input';
import { toast } from '@/components/ui/toast';
import { errorMessage } from '@/lib/api';
import { useRecordMood } from './api';
import { MoodPicker } from './mood-picker';
import { isWaitingId, KEPT_OFFLINE_TOAST } from '@/lib/offline-writes';

/** The mood form's rules: the server's own. */
export const ZMoodForm = z.omit(ZCreateMood, { userId: true });
export type MoodForm = z.input<typeof ZMoodForm>;
const EMPTY: MoodForm = { mood: '', reflection: '' };

/** What a missing mood says, at the picker: the spec's two sentences. */
export const moodErrorText = (message: string | undefined) =>
  message === 'Please select a mood' ? "Please select a mood. Select how you're feeling today before saving." : message;

export function RecordMoodForm({ onSaved }: { onSaved?: () => void }) {
  const record = useRecordMood();
  const form = useForm<MoodForm, unknown, z.output<typeof ZMoodForm>>({ resolver: zodResolver(ZMoodForm), defaultValues: EMPTY });
  const { errors } = form.formState;
  const reflectionLength = useWatch({ control: form.control, name: 'reflection' })?.length ?? 0;

  const submit = form.handleSubmit((input) => {
    const typed = form.getValues();
    // The form clears at once (the mood shows in History straight away); a failure gives it back.
    form.reset(EMPTY);
    record.mutate(input, {
      onSuccess: (saved) => {
        toast(
          isWaitingId(saved.id)
            ? KEPT_OFFLINE_TOAST
            : {
                title: 'Mood recorded',
                description: `You're feeling ${moodLabel(input.mood).toLowerCase()} today.`,
                variant: 'success',
                duration: 3000,
              },
        );
        onSaved?.();
      },
      onError: (err) => {
        form.reset(typed);
        toast({
          title: 'Failed to save mood',
          description: errorMessage(err, 'There was an error saving your mood. Please try again.'),
          variant: 'destructive',
        });
      },
    });
  });

  return (
    <form onSubmit={submit} noValidate className="grid gap-5" aria-label="Record your mood">
      <fieldset className="grid gap-2" aria-describedby="mood-error" aria-invalid={!!errors.mood}>
        <legend className="mb-2 text-sm font-medium">How are you feeling today?</legend>
        <Controller
          control={form.control}
          name="mood"
          render={({ field }) => <MoodPicker value={field.value} onChange={field.onChange} />}
        />
        <FieldError id="mood-error" message={moodErrorText(errors.mood?.message)} />
      </fieldset>
      <LimitedField
        id="mood-reflection"
        label="Reflection (optional)"
        error={errors.reflection?.message}
        length={reflectionLength}
        max={MOOD_REFLECTION_MAX}
      >
        {(control) => (
          <Textarea
            {...control}
            rows={4}
            placeholder="What's behind this feeling? Where do you sense God in it?"
            {...form.register('reflection')}
          />
        )}
      </LimitedField>
      <div className="flex justify-end">
        <Button type="submit" variant="accent" disabled={record.isPending}>
          {record.isPending ? 'Saving...' : 'Save Mood'}
        </Button>
      </div>
    </form>
  );
}
