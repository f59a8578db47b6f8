import { zodResolver } from '@hookform/resolvers/zod';
import { CalendarHeart, Heart, Sparkles, Trash2 } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { z } from 'zod/mini';
import { GRATITUDE_MAX, ZCreateGratitude, type TGratitude } from '@contract/gratitudes';
import { LoadMore } from '@/components/load-more';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { DayFilterCard, useDayFilter } from '@/components/ui/day-filter';
import { EmptyState } from '@/components/ui/empty-state';
import { ListSkeleton } from '@/components/ui/list-skeleton';
import { ConfirmDialog } from '@/components/ui/dialog';
import { LimitedField, Textarea } from '@/components/ui/input';
import { LoadError } from '@/components/ui/load-error';
import { toast } from '@/components/ui/toast';
import { errorMessage } from '@/lib/api';
import { useCurrentUser } from '@/lib/auth-state';
import { longDate, longDay } from '@/lib/dates';
import { usePageTitle } from '@/lib/page-title';
import { useAddGratitude, useDeleteGratitude, useGratitudeList, useGratitudesWithWaiting } from './api';
import { WaitingToSync } from '@/components/waiting-to-sync';
import { isWaitingId, KEPT_OFFLINE_TOAST } from '@/lib/offline-writes';

const ZGratitudeForm = z.omit(ZCreateGratitude, { userId: true });

/** What an empty gratitude says, at the field: the spec's two sentences. */
const gratitudeErrorText = (message: string | undefined) =>
  message === "Please enter something you're grateful for" ? `Empty gratitude. ${message}.` : message;

function AddGratitudeForm() {
  const add = useAddGratitude();
  const form = useForm<{ text: string }, unknown, z.output<typeof ZGratitudeForm>>({
    resolver: zodResolver(ZGratitudeForm),
    defaultValues: { text: '' },
  });
  const length = useWatch({ control: form.control, name: 'text' }).length;
  const error = gratitudeErrorText(form.formState.errors.text?.message);

  const submit = form.handleSubmit(({ text }) => {
    form.reset({ text: '' });
    add.mutate(text, {
      onSuccess: (saved) =>
        toast(
          isWaitingId(saved.id)
            ? KEPT_OFFLINE_TOAST
            : { title: 'Gratitude added', description: 'Thank you for counting your blessings.', variant: 'success', duration: 3000 },
        ),
      // What was written comes back to the box.
      onError: (err) => {
        if (!form.getValues('text')) form.setValue('text', text);
        toast({ title: 'Failed to add gratitude', description: errorMessage(err, 'Please try again.'), variant: 'destructive' });
      },
    });
  });
  return (
    <form onSubmit={submit} noValidate className="grid gap-3" aria-label="Add a gratitude">
      <LimitedField id="gratitude-text" label="What are you grateful for today?" error={error} length={length} max={GRATITUDE_MAX}>
        {(control) => <Textarea {...control} rows={3} placeholder="A person, a moment, an answered prayer…" {...form.register('text')} />}
      </LimitedField>
      <div className="flex justify-end">
        <Button type="submit" variant="accent">
          <Heart aria-hidden /> Add Gratitude
        </Button>
      </div>
    </form>
  );
}

function GratitudeItem({ gratitude, onDelete }: { gratitude: TGratitude; onDelete: (g: TGratitude) => void }) {
  const pending = gratitude.id < 0;
  return (
    <li className="flex items-start gap-3 border-b border-border py-3 last:border-0">
      <Heart className="mt-0.5 size-5 shrink-0 text-accent" aria-hidden />
      <div className="min-w-0 flex-1">
        <p className="whitespace-pre-wrap">{gratitude.text}</p>
        <p className="text-xs text-muted-foreground">
          {longDate(gratitude.date)}
          {pending && (isWaitingId(gratitude.id) ? <WaitingToSync /> : ' · saving…')}
        </p>
      </div>
      <Button
        variant="ghost"
        size="icon"
        aria-label={`Delete gratitude "${gratitude.text.slice(0, 40)}"`}
        disabled={pending}
        onClick={() => onDelete(gratitude)}
      >
        <Trash2 aria-hidden />
      </Button>
    </li>
  );
}

export function GratitudePage() {
  usePageTitle('Gratitude');
  const { id: userId } = useCurrentUser();
  const filter = useDayFilter('/api/gratitudes', userId);
  const list = useGratitudeList(filter.listUrl);
  const saved = useMemo(() => list.data?.pages.flat() ?? [], [list.data]);
  const shown = useGratitudesWithWaiting(saved, { show: !filter.day });
  const remove = useDeleteGratitude();
  const [deleting, setDeleting] = useState<TGratitude | null>(null);

  return (
    <div className="mx-auto max-w-4xl space-y-6">
      <div>
        <h1 className="flex items-center gap-2 text-2xl font-semibold">
          <Heart className="size-6 text-accent" aria-hidden /> Gratitude Journal
        </h1>
        <p className="text-muted-foreground">Give thanks in all circumstances. Small blessings noticed add up to a grateful life.</p>
      </div>
      <Card>
        <CardContent className="pt-5">
          <AddGratitudeForm />
        </CardContent>
      </Card>
      <div className="grid gap-6 lg:grid-cols-[auto_1fr]">
        <DayFilterCard filter={filter} markedLabel="has gratitudes" />
        <Card>
          <CardHeader>
            <CardTitle>{filter.day ? longDay(filter.day) : 'All gratitudes'}</CardTitle>
            {list.data && (
              <CardDescription>
                {shown.length}
                {list.hasNextPage && '+'} {shown.length === 1 ? 'gratitude' : 'gratitudes'}
              </CardDescription>
            )}
          </CardHeader>
          <CardContent>
            {list.isPending && <ListSkeleton label="Loading your gratitudes" />}
            {list.isError && !list.data && <LoadError message="Your gratitudes couldn't be loaded." onRetry={list.refetch} />}
            {list.data &&
              (shown.length === 0 ? (
                <EmptyState icon={filter.day ? CalendarHeart : Sparkles}>
                  <p>{filter.day ? 'No gratitudes on this day.' : 'Nothing here yet. What is one thing you are thankful for today?'}</p>
                </EmptyState>
              ) : (
                <div className="max-h-[500px] overflow-y-auto pr-1" tabIndex={0} role="region" aria-label="Gratitudes, scrollable">
                  <ul aria-label="Gratitudes">
                    {shown.map((g) => (
                      <GratitudeItem key={g.id} gratitude={g} onDelete={setDeleting} />
                    ))}
                  </ul>
                  <LoadMore query={list} noun="gratitudes" />
                </div>
              ))}
          </CardContent>
        </Card>
      </div>
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title="Delete this gratitude?"
        description={
          deleting
            ? `"${deleting.text.length > 120 ? `${deleting.text.slice(0, 120)}…` : deleting.text}" will be removed. This can't be undone.`
            : ''
        }
        confirmLabel="Delete Gratitude"
        destructive
        onConfirm={() => {
          if (deleting) remove.mutate(deleting.id);
          setDeleting(null);
        }}
      />
    </div>
  );
}
