import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod/mini';
import { JOURNAL_CONTENT_MAX, JOURNAL_SCRIPTURE_MAX, JOURNAL_TITLE_MAX, ZJournalForm, type TJournalEntry } from '@contract/journal';
import { MOOD_GROUPS } from '@contract/moods';
import { Button } from '@/components/ui/button';
import { Input, Label, LimitedField, Textarea } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { toast } from '@/components/ui/toast';
import { errorMessage } from '@/lib/api';
import { useSaveJournalEntry } from './api';
import { isWaitingId, KEPT_OFFLINE_TOAST } from '@/lib/offline-writes';

const NO_MOOD = 'none';
const MOOD_GROUP_OPTIONS = [
  { label: 'No mood', options: [{ value: NO_MOOD, label: 'No mood' }] },
  ...MOOD_GROUPS.map((g) => ({ label: g.label, options: g.moods.map((m) => ({ value: m.value, label: `${m.emoji} ${m.label}` })) })),
];

type Draft = z.input<typeof ZJournalForm>;
const EMPTY: Draft = { title: '', content: '', scripture: '', mood: '' };

/** An unsaved new entry survives a reload of the tab (never written to disk beyond the tab's session). */
const draftKey = (userId: number) => `journal_draft_${userId}`;
function readDraft(userId: number): Draft {
  try {
    const raw = sessionStorage.getItem(draftKey(userId));
    return raw ? { ...EMPTY, ...(JSON.parse(raw) as Partial<Draft>) } : EMPTY;
  } catch {
    return EMPTY;
  }
}

export function JournalForm({ userId, entry, onDone }: { userId: number; entry: TJournalEntry | null; onDone: () => void }) {
  const save = useSaveJournalEntry();
  const form = useForm<Draft, unknown, z.output<typeof ZJournalForm>>({
    resolver: zodResolver(ZJournalForm),
    defaultValues: entry
      ? { title: entry.title, content: entry.content, scripture: entry.scripture ?? '', mood: entry.mood ?? '' }
      : readDraft(userId),
  });
  const { errors } = form.formState;
  const values = useWatch({ control: form.control });

  useEffect(() => {
    if (entry) return;
    const empty = !values.title && !values.content && !values.scripture && !values.mood;
    if (empty) sessionStorage.removeItem(draftKey(userId));
    else sessionStorage.setItem(draftKey(userId), JSON.stringify(values));
  }, [entry, userId, values]);

  const submit = form.handleSubmit((draft) =>
    save.mutate(
      { entryId: entry?.id ?? null, draft },
      {
        onSuccess: (saved) => {
          toast(
            isWaitingId(saved.id)
              ? KEPT_OFFLINE_TOAST
              : {
                  title: entry ? 'Entry updated' : 'Entry saved',
                  description: entry ? 'Your journal entry has been updated.' : 'Your journal entry has been saved.',
                  variant: 'success',
                  duration: 3000,
                },
          );
          if (!entry) {
            sessionStorage.removeItem(draftKey(userId));
            form.reset(EMPTY);
          }
          onDone();
        },
        // What was written stays in the form.
        onError: (err) =>
          toast({
            title: 'Failed to save entry',
            description: errorMessage(err, 'There was an error saving your journal entry. Please try again.'),
            variant: 'destructive',
          }),
      },
    ),
  );

  // A blank title and a blank entry have one message: it is said once.
  const contentError = errors.content?.message !== errors.title?.message ? errors.content?.message : undefined;

  return (
    <form onSubmit={submit} noValidate className="grid gap-4" aria-label={entry ? 'Edit journal entry' : 'New journal entry'}>
      <LimitedField
        id="journal-title"
        label="Title"
        error={errors.title?.message}
        length={values.title?.length ?? 0}
        max={JOURNAL_TITLE_MAX}
      >
        {(control) => <Input {...control} placeholder="Give your entry a title" {...form.register('title')} />}
      </LimitedField>
      <LimitedField
        id="journal-content"
        label="Your thoughts"
        error={contentError}
        length={values.content?.length ?? 0}
        max={JOURNAL_CONTENT_MAX}
      >
        {(control) => <Textarea {...control} rows={8} placeholder="What is on your heart today?" {...form.register('content')} />}
      </LimitedField>
      <div className="grid gap-4 sm:grid-cols-2">
        <LimitedField
          id="journal-scripture"
          label="Scripture (optional)"
          className="content-start"
          error={errors.scripture?.message}
          length={values.scripture?.length ?? 0}
          max={JOURNAL_SCRIPTURE_MAX}
        >
          {(control) => <Input {...control} placeholder="e.g., Psalm 23:1" {...form.register('scripture')} />}
        </LimitedField>
        <div className="grid content-start gap-1.5">
          <Label htmlFor="journal-mood">Mood (optional)</Label>
          <Controller
            control={form.control}
            name="mood"
            render={({ field }) => (
              <Select
                id="journal-mood"
                value={field.value || NO_MOOD}
                onValueChange={(v) => field.onChange(v === NO_MOOD ? '' : v)}
                groups={MOOD_GROUP_OPTIONS}
                placeholder="How are you feeling?"
              />
            )}
          />
        </div>
      </div>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onDone} disabled={save.isPending}>
          Cancel
        </Button>
        <Button type="submit" variant="accent" disabled={save.isPending}>
          {save.isPending ? 'Saving...' : entry ? 'Update Entry' : 'Save Entry'}
        </Button>
      </div>
    </form>
  );
}
