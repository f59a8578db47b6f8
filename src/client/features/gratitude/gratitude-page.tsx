import { Heart, Trash2 } from 'lucide-react';
import { useEffect, useMemo, useState, type FormEvent } from 'react';
import { GRATITUDE_MAX, type TGratitude } from '@contract/gratitudes';
import { PageFallback } from '@/app/shell';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { DayFilterCard, useDayFilter } from '@/components/ui/day-filter';
import { Label, Textarea } from '@/components/ui/input';
import { LoadError } from '@/components/ui/load-error';
import { toast } from '@/components/ui/toast';
import { longDate } from '@/lib/dates';
import { useAddGratitude, useDeleteGratitude, useGratitudes } from './api';

function AddGratitudeForm() {
  const [text, setText] = useState('');
  const add = useAddGratitude();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const value = text.trim();
    if (!value) {
      toast({ title: 'Empty gratitude', description: "Please enter something you're grateful for", variant: 'destructive' });
      return;
    }
    setText('');
    add.mutate(value, {
      onSuccess: () => toast({ title: 'Gratitude added', description: 'Thank you for counting your blessings.', variant: 'success', duration: 3000 }),
      // What was written comes back to the box.
      onError: () => {
        setText((current) => current || value);
        toast({ title: 'Failed to add gratitude', description: 'Please try again.', variant: 'destructive' });
      },
    });
  };
  return (
    <form onSubmit={submit} noValidate className="grid gap-3" aria-label="Add a gratitude">
      <Label htmlFor="gratitude-text">What are you grateful for today?</Label>
      <Textarea id="gratitude-text" rows={3} maxLength={GRATITUDE_MAX} value={text} onChange={(e) => setText(e.target.value)} placeholder="A person, a moment, an answered prayer…" />
      <div className="flex justify-end">
        <Button type="submit" variant="accent">
          <Heart aria-hidden /> Add Gratitude
        </Button>
      </div>
    </form>
  );
}

function GratitudeItem({ gratitude }: { gratitude: TGratitude }) {
  const remove = useDeleteGratitude();
  const pending = gratitude.id < 0;
  return (
    <li className="flex items-start gap-3 border-b border-border py-3 last:border-0">
      <Heart className="mt-0.5 size-5 shrink-0 text-accent" aria-hidden />
      <div className="min-w-0 flex-1">
        <p className="whitespace-pre-wrap break-words">{gratitude.text}</p>
        <p className="text-xs text-muted-foreground">
          {longDate(gratitude.date)}
          {pending && ' · saving…'}
        </p>
      </div>
      <Button
        variant="ghost"
        size="icon"
        aria-label={`Delete gratitude "${gratitude.text.slice(0, 40)}"`}
        disabled={pending}
        onClick={() => remove.mutate(gratitude.id)}
      >
        <Trash2 aria-hidden />
      </Button>
    </li>
  );
}

export function GratitudePage() {
  const gratitudes = useGratitudes();
  const entries = useMemo(() => gratitudes.data ?? [], [gratitudes.data]);
  const filter = useDayFilter(entries);
  const { day, shown } = filter;

  useEffect(() => {
    if (gratitudes.isError) toast({ title: 'Failed to fetch gratitudes', variant: 'destructive' });
  }, [gratitudes.isError]);

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
            <CardTitle>{day ? longDate(day) : 'All gratitudes'}</CardTitle>
            {gratitudes.data && (
              <CardDescription>
                {shown.length} {shown.length === 1 ? 'gratitude' : 'gratitudes'}
              </CardDescription>
            )}
          </CardHeader>
          <CardContent>
            {gratitudes.isPending && <PageFallback />}
            {gratitudes.isError && <LoadError message="Your gratitudes couldn't be loaded." onRetry={gratitudes.refetch} />}
            {gratitudes.data &&
              (shown.length === 0 ? (
                <p className="text-muted-foreground">{day ? 'No gratitudes on this day.' : 'Nothing here yet. What is one thing you are thankful for today?'}</p>
              ) : (
                <ul className="max-h-[500px] overflow-y-auto pr-1" aria-label="Gratitudes" tabIndex={0}>
                  {shown.map((g) => (
                    <GratitudeItem key={g.id} gratitude={g} />
                  ))}
                </ul>
              ))}
          </CardContent>
        </Card>
      </div>
    </div>
  );
}
