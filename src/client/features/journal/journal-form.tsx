import { useEffect } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { JOURNAL_CONTENT_MAX, JOURNAL_TITLE_MAX, type TJournalEntry } from '@contract/journal';
import { MOOD_GROUPS } from '@contract/moods';
import { Button } from '@/components/ui/button';
import { Input, Label, Textarea } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { toast } from '@/components/ui/toast';
import { useSaveJournalEntry, type JournalDraft } from './api';

const NO_MOOD = 'none';
const MOOD_GROUP_OPTIONS = [
  { label: 'No mood', options: [{ value: NO_MOOD, label: 'No mood' }] },
  ...MOOD_GROUPS.map((g) => ({ label: g.label, options: g.moods.map((m) => ({ value: m.value, label: `${m.emoji} ${m.label}` })) })),
];
const EMPTY: JournalDraft = { title: '', content: '', scripture: '', mood: '' };

/** An unsaved new entry survives a reload of the tab (never written to disk beyond the tab's session). */
const draftKey = (userId: number) => `journal_draft_${userId}`;
function readDraft(userId: number): JournalDraft {
  try {
    const raw = sessionStorage.getItem(draftKey(userId));
    return raw ? { ...EMPTY, ...(JSON.parse(raw) as Partial<JournalDraft>) } : EMPTY;
  } catch {
    return EMPTY;
  }
}

export function JournalForm({ userId, entry, onDone }: { userId: number; entry: TJournalEntry | null; onDone: () => void }) {
  const save = useSaveJournalEntry();
  const form = useForm<JournalDraft>({
    defaultValues: entry ? { title: entry.title, content: entry.content, scripture: entry.scripture ?? '', mood: entry.mood ?? '' } : readDraft(userId),
  });
  const values = useWatch({ control: form.control });

  useEffect(() => {
    if (entry) return;
    const empty = !values.title && !values.content && !values.scripture && !values.mood;
    if (empty) sessionStorage.removeItem(draftKey(userId));
    else sessionStorage.setItem(draftKey(userId), JSON.stringify(values));
  }, [entry, userId, values]);

  const submit = form.handleSubmit((draft) => {
    if (!draft.title.trim() || !draft.content.trim()) {
      toast({ title: 'Missing fields', description: 'Please enter a title and content for your journal entry', variant: 'destructive' });
      return;
    }
    save.mutate(
      { entryId: entry?.id ?? null, draft },
      {
        onSuccess: () => {
          toast({ title: entry ? 'Entry updated' : 'Entry saved', description: entry ? 'Your journal entry has been updated.' : 'Your journal entry has been saved.', variant: 'success', duration: 3000 });
          if (!entry) {
            sessionStorage.removeItem(draftKey(userId));
            form.reset(EMPTY);
          }
          onDone();
        },
        // What was written stays in the form.
        onError: () => toast({ title: 'Failed to save entry', description: 'There was an error saving your journal entry. Please try again.', variant: 'destructive' }),
      },
    );
  });

  return (
    <form onSubmit={submit} noValidate className="grid gap-4" aria-label={entry ? 'Edit journal entry' : 'New journal entry'}>
      <div className="grid gap-1.5">
        <Label htmlFor="journal-title">Title</Label>
        <Input id="journal-title" maxLength={JOURNAL_TITLE_MAX} placeholder="Give your entry a title" {...form.register('title')} />
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor="journal-content">Your thoughts</Label>
        <Textarea id="journal-content" rows={8} maxLength={JOURNAL_CONTENT_MAX} placeholder="What is on your heart today?" {...form.register('content')} />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="grid gap-1.5">
          <Label htmlFor="journal-scripture">Scripture (optional)</Label>
          <Input id="journal-scripture" maxLength={200} placeholder="e.g., Psalm 23:1" {...form.register('scripture')} />
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor="journal-mood">Mood (optional)</Label>
          <Controller
            control={form.control}
            name="mood"
            render={({ field }) => (
              <Select id="journal-mood" value={field.value || NO_MOOD} onValueChange={(v) => field.onChange(v === NO_MOOD ? '' : v)} groups={MOOD_GROUP_OPTIONS} placeholder="How are you feeling?" />
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
