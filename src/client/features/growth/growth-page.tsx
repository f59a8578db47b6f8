import { Award, BookHeart, Flame, Heart, PenLine, Quote, Trophy, Users } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import type { TEncouragementVerse } from '@contract/progress';
import { usePageTitle } from '@/lib/page-title';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { LoadError } from '@/components/ui/load-error';
import { Skeleton } from '@/components/ui/misc';
import { useCompletionsToday, useDailyEncouragement, useGrowthStats } from './api';
import { BadgeCollection } from './badge-collection';
import { PrayerMark } from './prayer-mark';
import { TodayTasks } from './today-tasks';

/** When the ranking can't be had, the screen still encourages. */
const FALLBACK_RANKING = { position: 1, totalUsers: 6, message: 'Every step counts in your spiritual growth!' };

function VerseCard({ title, verse, icon }: { title: string; verse: TEncouragementVerse | undefined; icon: ReactNode }) {
  return (
    <Card className="bg-primary text-primary-foreground">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          {icon} {title}
        </CardTitle>
      </CardHeader>
      <CardContent className="space-y-3">
        {verse ? (
          <>
            <blockquote className="font-serif text-lg leading-relaxed">
              <p>{verse.text}</p>
              <footer className="mt-2 text-sm font-semibold">— {verse.reference}</footer>
            </blockquote>
            <p className="text-sm opacity-90">{verse.message}</p>
          </>
        ) : (
          <Skeleton className="h-16 w-full bg-white/20" />
        )}
      </CardContent>
    </Card>
  );
}

/** A named group: read as "Current Streak, 3", described by its hint ("consecutive days"). */
function StatCard({ label, value, hint, icon }: { label: string; value: number; hint: string; icon: ReactNode }) {
  const id = useId();
  return (
    <Card>
      <CardContent className="flex items-center gap-3 pt-5">
        <span className="grid size-11 shrink-0 place-items-center rounded-full bg-accent-soft text-accent" aria-hidden>
          {icon}
        </span>
        <div role="group" aria-labelledby={`${id}-label`} aria-describedby={`${id}-hint`}>
          <p id={`${id}-label`} className="text-sm text-muted-foreground">
            {label}
          </p>
          <p className="text-2xl font-semibold">{value}</p>
          <p id={`${id}-hint`} className="text-xs text-muted-foreground">
            {hint}
          </p>
        </div>
      </CardContent>
    </Card>
  );
}

export function GrowthPage() {
  const stats = useGrowthStats();
  const today = useCompletionsToday();
  const verses = useDailyEncouragement();
  usePageTitle('Growth');

  if (stats.isPending || today.isPending) {
    return (
      <p role="status" className="py-10 text-center text-muted-foreground">
        Loading your spiritual growth data...
      </p>
    );
  }
  const ranking = stats.data?.userRanking ?? FALLBACK_RANKING;

  return (
    <div className="mx-auto max-w-4xl space-y-6">
      <h1 className="text-2xl font-semibold">Spiritual Growth</h1>
      <VerseCard title="Today's Word Encouragement" verse={verses.data?.today} icon={<BookHeart className="size-5" aria-hidden />} />
      {verses.isError && <LoadError message="Today's verse couldn't be loaded." onRetry={verses.refetch} className="text-sm" />}

      {stats.isError && <LoadError message="Your growth statistics couldn't be loaded." onRetry={stats.refetch} />}
      {stats.data && (
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          <StatCard
            label="Current Streak"
            value={stats.data.currentStreak}
            hint={stats.data.currentStreak === 1 ? 'day in a row' : 'consecutive days'}
            icon={<Flame className="size-5" />}
          />
          <StatCard label="Badges Earned" value={stats.data.totalBadges} hint="milestones reached" icon={<Award className="size-5" />} />
          <StatCard label="Gratitudes" value={stats.data.totalGratitudes} hint="blessings counted" icon={<Heart className="size-5" />} />
          <StatCard
            label="Journal Entries"
            value={stats.data.totalJournalEntries}
            hint="reflections written"
            icon={<PenLine className="size-5" />}
          />
        </div>
      )}

      <Card>
        <CardHeader>
          <CardTitle>Today's Spiritual Growth Tasks</CardTitle>
          <CardDescription>Complete all six for a perfect day: it earns a badge and keeps your streak growing.</CardDescription>
        </CardHeader>
        <CardContent>
          {today.data ? (
            <div className="space-y-4">
              <TodayTasks today={today.data} />
              <PrayerMark done={today.data.prayer} />
            </div>
          ) : (
            <LoadError message="Today's tasks couldn't be loaded." onRetry={today.refetch} />
          )}
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <CardTitle className="flex items-center gap-2">
            <Users className="size-5 text-accent" aria-hidden /> Community Ranking
          </CardTitle>
        </CardHeader>
        <CardContent className="flex flex-wrap items-center gap-6">
          <div className="flex items-center gap-3">
            <Trophy className="size-10 text-accent" aria-hidden />
            <div>
              <p className="text-3xl font-semibold">#{ranking.position}</p>
              <p className="text-sm text-muted-foreground">
                {ranking.totalUsers === 1 ? 'the only member so far' : `of ${ranking.totalUsers.toLocaleString('en-US')} members`}
              </p>
            </div>
          </div>
          <div className="space-y-1">
            <p className="text-sm">
              <span className="font-semibold">{stats.data?.totalBadges ?? 0}</span> {stats.data?.totalBadges === 1 ? 'badge' : 'badges'}{' '}
              earned
            </p>
            <p className="font-medium">{ranking.message}</p>
          </div>
        </CardContent>
      </Card>

      <BadgeCollection />

      <VerseCard title="A Word for the Journey" verse={verses.data?.closing} icon={<Quote className="size-5" aria-hidden />} />
    </div>
  );
}
