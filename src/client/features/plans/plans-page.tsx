import { BookMarked } from 'lucide-react';
import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { PLAN_THEMES, type TPlanTheme } from '@contract/plans';
import { PageFallback } from '@/components/page-fallback';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Label } from '@/components/ui/input';
import { LoadError } from '@/components/ui/load-error';
import { Badge, Progress } from '@/components/ui/misc';
import { Select } from '@/components/ui/select';
import { usePageTitle } from '@/lib/page-title';
import { useMyPlans, usePlanLibrary } from './api';

const LENGTHS = {
  all: { label: 'Any length', fits: () => true },
  week: { label: 'About a week', fits: (n: number) => n <= 10 },
  month: { label: 'About a month', fits: (n: number) => n > 10 && n <= 45 },
  long: { label: 'Longer', fits: (n: number) => n > 45 },
} as const;
type LengthKey = keyof typeof LENGTHS;

function MyPlans() {
  const mine = useMyPlans();
  if (!mine.data?.length) return null;
  return (
    <Card>
      <CardHeader>
        <CardTitle>My plans</CardTitle>
      </CardHeader>
      <CardContent>
        <ul className="grid gap-4" aria-label="My plans">
          {mine.data.map((p) => (
            <li key={p.id} className="grid gap-1.5">
              <Link to={`/plans/${p.id}`} className="font-medium underline-offset-4 hover:underline">
                {p.title}
              </Link>
              <Progress
                value={(p.progress.doneDays.length / p.length) * 100}
                label={`${p.title}: ${p.progress.doneDays.length} of ${p.length} days read`}
              />
              <p className="text-xs text-muted-foreground">
                {p.progress.doneDays.length} of {p.length} days read
                {p.progress.behind > 0 && ` · ${p.progress.behind} to catch up`}
              </p>
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}

/** The library of reading plans, filtered by length and theme, and the plans the person is on. */
export function PlansPage() {
  usePageTitle('Reading Plans');
  const library = usePlanLibrary();
  const [length, setLength] = useState<LengthKey>('all');
  const [theme, setTheme] = useState<TPlanTheme | 'all'>('all');
  const shown = useMemo(
    () => (library.data ?? []).filter((p) => LENGTHS[length].fits(p.length) && (theme === 'all' || p.theme === theme)),
    [library.data, length, theme],
  );
  return (
    <div className="mx-auto max-w-4xl space-y-6">
      <div>
        <h1 className="flex items-center gap-2 text-2xl font-semibold">
          <BookMarked className="size-6 text-accent" aria-hidden /> Reading Plans
        </h1>
        <p className="text-muted-foreground">
          A passage a day, at your pace. A missed day is never a failure: catch up, or shift the schedule.
        </p>
      </div>
      <MyPlans />
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="grid gap-1.5">
          <Label htmlFor="plan-length">Length</Label>
          <Select
            id="plan-length"
            value={length}
            onValueChange={(v) => setLength(v as LengthKey)}
            options={Object.entries(LENGTHS).map(([value, l]) => ({ value, label: l.label }))}
          />
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor="plan-theme">Theme</Label>
          <Select
            id="plan-theme"
            value={theme}
            onValueChange={(v) => setTheme(v as TPlanTheme | 'all')}
            options={[{ value: 'all', label: 'Every theme' }, ...Object.entries(PLAN_THEMES).map(([value, label]) => ({ value, label }))]}
          />
        </div>
      </div>
      {library.isPending && <PageFallback />}
      {library.isError && <LoadError message="The reading plans couldn't be loaded." onRetry={library.refetch} />}
      {library.data && shown.length === 0 && <p className="text-muted-foreground">No plan of that length and theme. Try another.</p>}
      <ul className="grid gap-4 sm:grid-cols-2" aria-label="Reading plans">
        {shown.map((p) => (
          <li key={p.id}>
            <Card className="h-full">
              <CardHeader>
                <CardTitle>
                  <Link to={`/plans/${p.id}`} className="underline-offset-4 hover:underline">
                    {p.title}
                  </Link>
                </CardTitle>
                <div className="flex flex-wrap gap-2">
                  <Badge>{p.length} days</Badge>
                  <Badge>{p.themeLabel}</Badge>
                </div>
              </CardHeader>
              <CardContent>
                <CardDescription>{p.description}</CardDescription>
              </CardContent>
            </Card>
          </li>
        ))}
      </ul>
    </div>
  );
}
