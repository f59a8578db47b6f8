import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { z } from 'zod/mini';
import {
  PRAYER_CATEGORIES,
  PRAYER_CATEGORY_LABELS,
  PRAYER_NOTES_MAX,
  PRAYER_TITLE_MAX,
  WEEKDAY_NAMES,
  ZSavePrayerRequest,
  type TPrayerRequest,
  type TSavePrayerRequest,
} from '@contract/prayer-list';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { FieldError, Input, Label, LimitedField, Textarea } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { toast } from '@/components/ui/toast';
import { errorMessage } from '@/lib/api';
import { useSavePrayerRequest, type TPrayerForm } from './api';

const ZForm = z.omit(ZSavePrayerRequest, { userId: true });
type FormInput = Omit<TSavePrayerRequest, 'userId'>;
const NO_CATEGORY = 'none';

const defaultsOf = (r: TPrayerRequest | null): FormInput => ({
  title: r?.title ?? '',
  notes: r?.notes ?? '',
  category: r?.category ?? null,
  scripture: r?.verse?.reference ?? '',
  rhythm: r?.rhythm ?? { type: 'daily' },
});

/** Add a request, or change one: a person or need, notes, a category, a verse to pray with and a rhythm. */
export function RequestFormDialog({ open, editing, onClose }: { open: boolean; editing: TPrayerRequest | null; onClose: () => void }) {
  return (
    <Dialog open={open} onOpenChange={(o) => !o && onClose()}>
      <DialogContent className="max-h-[90vh] overflow-y-auto">
        <DialogHeader>
          <DialogTitle>{editing ? 'Edit prayer request' : 'Add a prayer request'}</DialogTitle>
          <DialogDescription>Private to you. Only you ever see your prayer list.</DialogDescription>
        </DialogHeader>
        {open && <RequestForm key={editing?.id ?? 'new'} editing={editing} onDone={onClose} />}
      </DialogContent>
    </Dialog>
  );
}

function RequestForm({ editing, onDone }: { editing: TPrayerRequest | null; onDone: () => void }) {
  const save = useSavePrayerRequest();
  const form = useForm<FormInput, unknown, TPrayerForm>({ resolver: zodResolver(ZForm), defaultValues: defaultsOf(editing) });
  const { errors } = form.formState;
  const title = useWatch({ control: form.control, name: 'title' }) ?? '';
  const notes = useWatch({ control: form.control, name: 'notes' }) ?? '';

  const submit = form.handleSubmit((input) =>
    save.mutate(
      { id: editing?.id, input },
      {
        onSuccess: () => {
          toast({ title: editing ? 'Prayer request updated' : 'Prayer request added', variant: 'success', duration: 3000 });
          onDone();
        },
        // Nothing written is lost: the form stays open with what was typed, and says why.
        onError: (err) => {
          const message = errorMessage(err, 'Please try again.');
          if (/reference|book|verses|chapter/i.test(message)) form.setError('scripture', { message });
          else toast({ title: 'Failed to save the prayer request', description: message, variant: 'destructive' });
        },
      },
    ),
  );

  return (
    <form onSubmit={submit} noValidate className="grid gap-4" aria-label={editing ? 'Edit prayer request' : 'Add a prayer request'}>
      <LimitedField
        id="prayer-title"
        label="Who or what are you praying for?"
        error={errors.title?.message}
        length={title.length}
        max={PRAYER_TITLE_MAX}
      >
        {(control) => <Input {...control} placeholder="My sister's new job, our pastor, peace in Sudan…" {...form.register('title')} />}
      </LimitedField>
      <LimitedField id="prayer-notes" label="Notes (optional)" error={errors.notes?.message} length={notes.length} max={PRAYER_NOTES_MAX}>
        {(control) => <Textarea {...control} rows={3} {...form.register('notes')} />}
      </LimitedField>
      <div className="grid gap-1.5">
        <Label htmlFor="prayer-category">Category (optional)</Label>
        <Controller
          control={form.control}
          name="category"
          render={({ field }) => (
            <Select
              id="prayer-category"
              value={field.value ?? NO_CATEGORY}
              onValueChange={(v) => field.onChange(v === NO_CATEGORY ? null : v)}
              options={[
                { value: NO_CATEGORY, label: 'No category' },
                ...PRAYER_CATEGORIES.map((c) => ({ value: c, label: PRAYER_CATEGORY_LABELS[c] })),
              ]}
            />
          )}
        />
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor="prayer-scripture">A verse to pray with (optional)</Label>
        <Input
          id="prayer-scripture"
          placeholder="Philippians 4:6-7"
          aria-invalid={!!errors.scripture}
          aria-describedby="prayer-scripture-error"
          {...form.register('scripture')}
        />
        <FieldError id="prayer-scripture-error" message={errors.scripture?.message} />
      </div>
      <Controller
        control={form.control}
        name="rhythm"
        render={({ field, fieldState }) => {
          const rhythm = field.value ?? { type: 'daily' };
          const days = rhythm.type === 'weekdays' ? rhythm.days : [];
          return (
            <fieldset className="grid gap-2">
              <legend className="mb-1 text-sm font-medium">How often</legend>
              <label className="flex items-center gap-2 text-sm">
                <input type="radio" name="rhythm" checked={rhythm.type === 'daily'} onChange={() => field.onChange({ type: 'daily' })} />{' '}
                Every day
              </label>
              <label className="flex items-center gap-2 text-sm">
                <input
                  type="radio"
                  name="rhythm"
                  checked={rhythm.type === 'weekdays'}
                  onChange={() => field.onChange({ type: 'weekdays', days: [] })}
                />{' '}
                On chosen days
              </label>
              {rhythm.type === 'weekdays' && (
                <div className="flex flex-wrap gap-3 pl-6" role="group" aria-label="Days of the week">
                  {WEEKDAY_NAMES.map((name, day) => (
                    <label key={name} className="flex items-center gap-1.5 text-sm">
                      <input
                        type="checkbox"
                        checked={days.includes(day)}
                        onChange={(e) =>
                          field.onChange({ type: 'weekdays', days: e.target.checked ? [...days, day] : days.filter((d) => d !== day) })
                        }
                      />
                      {name}
                    </label>
                  ))}
                </div>
              )}
              <FieldError
                id="prayer-rhythm-error"
                message={fieldState.error?.message ?? (fieldState.error as { days?: { message?: string } } | undefined)?.days?.message}
              />
            </fieldset>
          );
        }}
      />
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" variant="accent" disabled={save.isPending}>
          {save.isPending ? 'Saving...' : editing ? 'Save Changes' : 'Add Request'}
        </Button>
      </DialogFooter>
    </form>
  );
}
