import { Award } from 'lucide-react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { LoadError } from '@/components/ui/load-error';
import { Progress, Skeleton } from '@/components/ui/misc';
import { longDate } from '@/lib/dates';
import { cn } from '@/lib/utils';
import { useBadgeCatalogue, useUserBadges } from './api';

/** Every badge, earned or on its way, with how far along it is. */
export function BadgeCollection() {
  const catalogue = useBadgeCatalogue();
  const mine = useUserBadges();
  const progress = new Map(mine.data?.map((b) => [b.badgeId, b]));
  const earned = mine.data?.filter((b) => b.earned).length ?? 0;
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Award className="size-5 text-accent" aria-hidden /> Your Badges
        </CardTitle>
        {catalogue.data && (
          <CardDescription>
            {earned} of {catalogue.data.length} earned
          </CardDescription>
        )}
      </CardHeader>
      <CardContent>
        {(catalogue.isPending || mine.isPending) && <Skeleton className="h-32 w-full" />}
        {(catalogue.isError || mine.isError) && (
          <LoadError
            message="Your badges couldn't be loaded."
            onRetry={() => Promise.all([catalogue.isError && catalogue.refetch(), mine.isError && mine.refetch()])}
          />
        )}
        {catalogue.data && mine.data && (
          <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3" aria-label="Badges">
            {catalogue.data.map((badge) => {
              const p = progress.get(badge.id);
              const done = Boolean(p?.earned);
              const count = p?.progress ?? 0;
              return (
                <li
                  key={badge.id}
                  className={cn('flex gap-3 rounded-lg border p-3', done ? 'border-accent bg-accent-soft' : 'border-border')}
                >
                  <span aria-hidden className={cn('text-3xl leading-none', !done && 'opacity-50 grayscale')}>
                    {badge.icon}
                  </span>
                  <div className="min-w-0 flex-1 space-y-1">
                    <p className="font-medium">
                      {badge.name}
                      <span className="sr-only">{done ? ', earned' : ', not earned yet'}</span>
                    </p>
                    <p className="text-xs text-muted-foreground">{badge.description}</p>
                    {done && p?.earnedAt ? (
                      <p className="text-xs font-medium text-accent">Earned {longDate(p.earnedAt)}</p>
                    ) : (
                      <>
                        <Progress
                          value={(count / badge.target) * 100}
                          label={`${badge.name}: ${count} of ${badge.target}`}
                          className="h-1.5"
                        />
                        <p className="text-xs text-muted-foreground">
                          {count} / {badge.target}
                        </p>
                      </>
                    )}
                  </div>
                </li>
              );
            })}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
