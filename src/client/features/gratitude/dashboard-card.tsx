import { Heart, Sparkles } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import prompts from '@content/gratitude-prompts.json';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { LoadError } from '@/components/ui/load-error';
import { Skeleton } from '@/components/ui/misc';
import { longDate } from '@/lib/dates';
import { useLatestGratitudes } from './api';

const SHOWN = 3;

/** Three different prompts from the pool of 50, drawn once per visit. */
function samplePrompts(pool: readonly string[], n: number): string[] {
  const copy = [...pool];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = Math.floor(Math.random() * (i + 1));
    [copy[i], copy[j]] = [copy[j]!, copy[i]!];
  }
  return copy.slice(0, n);
}

/** The Dashboard's Daily Gratitude: the three latest, or three prompts to begin with. */
export function GratitudeCard() {
  const gratitudes = useLatestGratitudes(SHOWN);
  const [suggestions] = useState(() => samplePrompts(prompts, SHOWN));
  return (
    <Card aria-labelledby="gratitude-card-title">
      <CardHeader className="flex-row items-center justify-between gap-2">
        <CardTitle id="gratitude-card-title" className="flex items-center gap-2">
          <Heart className="size-5 text-accent" aria-hidden /> Daily Gratitude
        </CardTitle>
        <Button asChild variant="link" size="touch" className="-mr-2">
          <Link to="/gratitude">Add Gratitude</Link>
        </Button>
      </CardHeader>
      <CardContent>
        {gratitudes.isPending && <Skeleton className="h-20 w-full" />}
        {gratitudes.isError && <LoadError message="Your gratitudes couldn't be loaded." onRetry={gratitudes.refetch} className="text-sm" />}
        {gratitudes.data?.length === 0 && (
          <div className="space-y-2">
            <p className="text-sm text-muted-foreground">Not sure where to start? Try one of these:</p>
            <ul className="space-y-2" aria-label="Gratitude prompts">
              {suggestions.map((p) => (
                <li key={p} className="flex items-start gap-2 rounded-md bg-muted p-3 text-sm">
                  <Sparkles className="mt-0.5 size-4 shrink-0 text-accent" aria-hidden /> {p}
                </li>
              ))}
            </ul>
          </div>
        )}
        {gratitudes.data && gratitudes.data.length > 0 && (
          <ul className="space-y-2" aria-label="Latest gratitudes">
            {gratitudes.data.slice(0, SHOWN).map((g) => (
              <li key={g.id} className="rounded-md bg-muted p-3">
                <p className="whitespace-pre-wrap text-sm">{g.text}</p>
                <p className="mt-1 text-xs text-muted-foreground">{longDate(g.date)}</p>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
