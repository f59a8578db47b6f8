import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod/mini';
import { PRAYER_ANSWER_MAX, ZAnswerPrayerRequest, type TAnswerPrayerRequest, type TPrayerRequest } from '@contract/prayer-list';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { FieldError, Input, Label, LimitedField, Textarea } from '@/components/ui/input';
import { toast } from '@/components/ui/toast';
import { dayKey } from '@/lib/dates';
import { useAnswerPrayerRequest } from './api';

/** Mark a request answered: how it was answered (optional) and when (today unless changed). */
export function AnswerDialog({ request, onClose }: { request: TPrayerRequest | null; onClose: () => void }) {
  return (
    <Dialog open={request !== null} onOpenChange={(o) => !o && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Prayer answered</DialogTitle>
          <DialogDescription>{request ? `How was "${request.title}" answered? A note helps you remember.` : ''}</DialogDescription>
        </DialogHeader>
        {request && <AnswerForm request={request} onDone={onClose} />}
      </DialogContent>
    </Dialog>
  );
}

function AnswerForm({ request, onDone }: { request: TPrayerRequest; onDone: () => void }) {
  const answer = useAnswerPrayerRequest();
  const today = dayKey(new Date());
  const form = useForm<TAnswerPrayerRequest, unknown, z.output<typeof ZAnswerPrayerRequest>>({
    resolver: zodResolver(ZAnswerPrayerRequest),
    defaultValues: { note: '', answeredOn: today },
  });
  const note = useWatch({ control: form.control, name: 'note' }) ?? '';
  const { errors } = form.formState;
  const submit = form.handleSubmit((input) =>
    answer.mutate(
      { id: request.id, note: input.note, answeredOn: input.answeredOn ?? null },
      {
        onSuccess: () => {
          toast({ title: 'Prayer answered', description: 'Praise God! It is kept under Answered.', variant: 'success', duration: 3000 });
          onDone();
        },
      },
    ),
  );
  return (
    <form onSubmit={submit} noValidate className="grid gap-4" aria-label="Mark answered">
      <LimitedField
        id="answer-note"
        label="How was it answered? (optional)"
        error={errors.note?.message}
        length={note.length}
        max={PRAYER_ANSWER_MAX}
      >
        {(control) => <Textarea {...control} rows={3} {...form.register('note')} />}
      </LimitedField>
      <div className="grid gap-1.5">
        <Label htmlFor="answer-day">Answered on</Label>
        <Input id="answer-day" type="date" max={today} aria-describedby="answer-day-error" {...form.register('answeredOn')} />
        <FieldError id="answer-day-error" message={errors.answeredOn?.message} />
      </div>
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" variant="accent" disabled={answer.isPending}>
          {answer.isPending ? 'Saving...' : 'Mark Answered'}
        </Button>
      </DialogFooter>
    </form>
  );
}
