import { CommunityTopPostCard } from '@/features/community/top-post-card';
import { TodaysMeditationCard } from '@/features/meditation/todays-meditation-card';
import { DailyScriptureCard } from '@/features/scripture/daily-scripture-card';
import { Greeting } from './greeting';

/** Home: the greeting, then each capability's card in the spec's order. */
export function DashboardPage() {
  return (
    <div className="space-y-6">
      <Greeting />
      <DailyScriptureCard />
      <TodaysMeditationCard />
      {/* Community top post: second column of the bottom row, beside Spiritual Growth. */}
      <CommunityTopPostCard />
    </div>
  );
}
