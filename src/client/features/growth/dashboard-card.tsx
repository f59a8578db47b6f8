import { Award, Flame, Sprout } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
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
        <Button asChild variant="link" className="h-auto p-0">
          <Link to="/growth">View Growth</Link>
        </Button>
      </CardHeader>
      <CardContent className="space-y-4">
        {stats.isPending ? (
          <Skeleton className="h-12 w-full" />
        ) : stats.data ? (
          <dl className="grid grid-cols-2 gap-3">
            <div className="flex items-center gap-2 rounded-md bg-muted p-3">
              <Flame className="size-5 text-accent" aria-hidden />
              <div>
                <dt className="text-xs text-muted-foreground">Current Streak</dt>
                <dd className="text-lg font-semibold">
                  {stats.data.currentStreak} {stats.data.currentStreak === 1 ? 'day' : 'days'}
                </dd>
              </div>
            </div>
            <div className="flex items-center gap-2 rounded-md bg-muted p-3">
              <Award className="size-5 text-accent" aria-hidden />
              <div>
                <dt className="text-xs text-muted-foreground">Badges Earned</dt>
                <dd className="text-lg font-semibold">{stats.data.totalBadges}</dd>
              </div>
            </div>
          </dl>
        ) : (
          <p className="text-sm text-destructive">Your growth statistics couldn't be loaded. Please refresh the page.</p>
        )}
        {today.isPending && <Skeleton className="h-16 w-full" />}
        {today.data && <TodayTasks today={today.data} compact />}
      </CardContent>
    </Card>
  );
}
