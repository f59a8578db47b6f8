import { Compass } from 'lucide-react';
import { useUserRecord } from '@/app/auth';
import { useCurrentUser } from '@/lib/auth-state';
import { usePageTitle } from '@/lib/page-title';
import { Button } from '@/components/ui/button';
import { CommunityTopPostCard } from '@/features/community/dashboard-card';
import { GratitudeCard } from '@/features/gratitude/dashboard-card';
import { GrowthCard } from '@/features/growth/dashboard-card';
import { RecentJournalCard } from '@/features/journal/dashboard-card';
import { TodaysMeditationCard } from '@/features/meditation/dashboard-card';
import { MoodCard } from '@/features/mood/dashboard-card';
import { TodaysPlanReadingCard } from '@/features/plans/dashboard-card';
import { OnboardingTour, useOnboardingTour } from '@/features/onboarding/tour';
import { DailyScriptureCard } from '@/features/scripture/dashboard-card';
import { SubscriptionBanner } from '@/features/subscription/dashboard-card';
import { firstName } from '@contract/names';
import { Greeting } from './greeting';

/** Home: each capability's card in the spec's order (a feature's dashboard-card.tsx is its face here). */
export function DashboardPage() {
  const stored = useCurrentUser();
  const { data: record } = useUserRecord();
  const user = record ?? stored;
  const tour = useOnboardingTour(user, user.name.trim() !== '');
  usePageTitle('Dashboard');

  return (
    <div className="space-y-6">
      <OnboardingTour open={tour.open} firstName={firstName(user.name)} onFinish={tour.finish} />
      <SubscriptionBanner />
      <div className="flex justify-end">
        <Button variant="outline" size="sm" onClick={tour.restart}>
          <Compass aria-hidden /> View App Tour
        </Button>
      </div>
      <Greeting />
      {/*
        The spec's order, top to bottom on a phone; from 1024 px two columns use the width, read row by row:
        today's scripture and meditation, the journal and gratitude, the mood across, growth and community.
      */}
      <div className="grid gap-6 lg:grid-cols-2">
        <DailyScriptureCard />
        <TodaysMeditationCard />
        <div className="lg:col-span-2">
          <TodaysPlanReadingCard />
        </div>
        <RecentJournalCard />
        <GratitudeCard />
        <div className="lg:col-span-2">
          <MoodCard />
        </div>
        <GrowthCard />
        <CommunityTopPostCard />
      </div>
    </div>
  );
}
