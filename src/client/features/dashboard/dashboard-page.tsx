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
    </div>
  );
}
