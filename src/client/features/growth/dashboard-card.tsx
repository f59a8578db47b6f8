import { Award, Flame, HandHeart, Sprout } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { LoadError } from '@/components/ui/load-error';
import { Skeleton } from '@/components/ui/misc';
import { useCompletionsToday, useGrowthStats } from './api';
import { TodayTasks } from './today-tasks';

/** The Dashboard's Spiritual Growth Dashboard: streak, badges and today's six at a glance. */
export function GrowthCard() {
  const stats = useGrowthStats();
  const today = useCompletionsToday();
  return (
    <Card aria-labelledby="growth-card-title">
      <CardHeader className="flex-row items-center justify-between gap-2">
        <CardTitle id="growth-card-title" className="flex items-center gap-2">
          <Sprout className="size-5 text-accent" aria-hidden /> Spiritual Growth Dashboard
        </CardTitle>
        <Button asChild variant="link" size="touch" className="-mr-2">
          <Link to="/growth">View Growth</Link>
        </Button>
      </CardHeader>
      <CardContent className="space-y-4">
        {stats.isPending ? (
          <Skeleton className="h-12 w-full" />
        ) : stats.data ? (
          <dl className="grid grid-cols-2 gap-3">
            {/* Each group of a list of terms holds a term and its value only: the icon belongs to the term. */}
            <div className="rounded-md bg-muted p-3">
              <dt className="flex items-center gap-1.5 text-xs text-muted-foreground">
                <Flame className="size-4 text-accent" aria-hidden /> Current Streak
              </dt>
              <dd className="text-lg font-semibold">
                {stats.data.currentStreak} {stats.data.currentStreak === 1 ? 'day' : 'days'}
              </dd>
            </div>
            <div className="rounded-md bg-muted p-3">
              <dt className="flex items-center gap-1.5 text-xs text-muted-foreground">
                <Award className="size-4 text-accent" aria-hidden /> Badges Earned
              </dt>
              <dd className="text-lg font-semibold">{stats.data.totalBadges}</dd>
            </div>
          </dl>
        ) : (
          <LoadError message="Your growth statistics couldn't be loaded." onRetry={stats.refetch} className="text-sm" />
        )}
        {today.isPending && <Skeleton className="h-16 w-full" />}
        {today.data && <TodayTasks today={today.data} compact />}
        {today.data && !today.data.prayer && (
          <Button asChild variant="link" size="touch" className="-ml-2">
            <Link to="/prayer">
              <HandHeart aria-hidden /> Pray with the Prayer Assistant
            </Link>
          </Button>
        )}
      </CardContent>
    </Card>
  );
}
