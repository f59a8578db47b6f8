import { Compass } from 'lucide-react';
import { useCurrentUser, useUserRecord } from '@/app/auth';
import { Button } from '@/components/ui/button';
import { CommunityTopPostCard } from '@/features/community/dashboard-card';
import { GratitudeCard } from '@/features/gratitude/dashboard-card';
import { GrowthCard } from '@/features/growth/dashboard-card';
import { RecentJournalCard } from '@/features/journal/dashboard-card';
import { TodaysMeditationCard } from '@/features/meditation/dashboard-card';
import { MoodCard } from '@/features/mood/dashboard-card';
import { OnboardingTour, useOnboardingTour } from '@/features/onboarding/tour';
import { DailyScriptureCard } from '@/features/scripture/dashboard-card';
import { Greeting } from './greeting';

/** Home: each capability's card in the spec's order (a feature's dashboard-card.tsx is its face here). */
export function DashboardPage() {
  const stored = useCurrentUser();
  const { data: user } = useUserRecord();
  const name = (user ?? stored).name.trim();
  const tour = useOnboardingTour(stored.id, name !== '');

  return (
    <div className="space-y-6">
      <OnboardingTour open={tour.open} firstName={name.split(/\s+/)[0] ?? ''} onFinish={tour.finish} />
      {/* The subscription status banner goes here. */}
      <div className="flex justify-end">
        <Button variant="outline" size="sm" onClick={tour.restart}>
          <Compass aria-hidden /> View App Tour
        </Button>
      </div>
      <Greeting />
      <DailyScriptureCard />
      <TodaysMeditationCard />
      <RecentJournalCard />
      <GratitudeCard />
      <MoodCard />
      <div className="grid gap-6 lg:grid-cols-2">
        <GrowthCard />
        <CommunityTopPostCard />
      </div>
    </div>
  );
}
