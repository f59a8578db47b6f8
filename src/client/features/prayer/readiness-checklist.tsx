import { CheckCircle2, Circle } from 'lucide-react';
import { Link } from 'react-router';
import type { TPrayerReadiness } from '@contract/prayer';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Progress } from '@/components/ui/misc';

const ITEMS = [
  { key: 'journal', label: 'Write a journal entry', to: '/journal' },
  { key: 'mood', label: 'Record your mood', to: '/mood' },
  { key: 'gratitude', label: 'Add a gratitude', to: '/gratitude' },
] as const;

/** The readiness gate (§4.6): three entries, 0/3 to 3/3, each linking to where it is done. */
export function ReadinessChecklist({ readiness }: { readiness: TPrayerReadiness }) {
  const done = ITEMS.filter((i) => readiness[i.key]).length;
  return (
    <Card>
      <CardHeader>
        <CardTitle>Get ready for your prayer</CardTitle>
        <CardDescription>
          Your prayer is written from your latest journal entry, how you feel and what you're grateful for.{' '}
          <span className="font-medium text-foreground" data-testid="readiness-count">
            {done}/3
          </span>{' '}
          done.
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        <Progress value={(done / 3) * 100} label={`${done} of 3 ready`} />
        <ul className="space-y-2">
          {ITEMS.map((item) => {
            const ok = readiness[item.key];
            return (
              <li key={item.key} className="flex items-center gap-3">
                {ok ? (
                  <CheckCircle2 className="size-5 text-success" aria-hidden />
                ) : (
                  <Circle className="size-5 text-muted-foreground" aria-hidden />
                )}
                {ok ? (
                  <span>
                    {item.label} <span className="sr-only">(done)</span>
                  </span>
                ) : (
                  <Link to={item.to} className="text-accent underline-offset-4 hover:underline">
                    {item.label} <span className="sr-only">(still to do)</span>
                  </Link>
                )}
              </li>
            );
          })}
        </ul>
      </CardContent>
    </Card>
  );
}
