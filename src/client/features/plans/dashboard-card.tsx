import { BookMarked } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { LoadError } from '@/components/ui/load-error';
import { Skeleton } from '@/components/ui/misc';
import { useMyPlans } from './api';

/** The Dashboard's "Today's Plan Reading": the next day of each plan the person is on. */
export function TodaysPlanReadingCard() {
  const mine = useMyPlans();
  return (
    <Card aria-labelledby="plan-card-title">
      <CardHeader className="flex-row items-center justify-between gap-2">
        <CardTitle id="plan-card-title" className="flex items-center gap-2">
          <BookMarked className="size-5 text-accent" aria-hidden /> Today&apos;s Plan Reading
        </CardTitle>
        <Button asChild variant="link" size="touch" className="-mr-2">
          <Link to="/plans">All Plans</Link>
        </Button>
      </CardHeader>
      <CardContent>
        {mine.isPending && <Skeleton className="h-12 w-full" />}
        {mine.isError && <LoadError message="Your reading plans couldn't be loaded." onRetry={mine.refetch} className="text-sm" />}
        {mine.data?.length === 0 && (
          <p className="text-sm text-muted-foreground">
            A passage a day, at your pace.{' '}
            <Link to="/plans" className="font-medium text-foreground underline underline-offset-4">
              Choose a reading plan
            </Link>
          </p>
        )}
        <ul className="grid gap-3" aria-label="Today's plan readings">
          {mine.data?.map((p) => (
            <li key={p.id} className="text-sm">
              <Link to={`/plans/${p.id}`} className="font-medium underline-offset-4 hover:underline">
                {p.title}
              </Link>
              <p className="text-muted-foreground">
                {p.next ? `Day ${p.next.day}: ${p.next.passages.join('; ')}` : 'Every day read'}
                {p.progress.readToday && ' · read today'}
                {p.progress.behind > 0 && ` · ${p.progress.behind} to catch up`}
              </p>
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
