import { CommunityTopPostCard } from '@/features/community/top-post-card';
import { Greeting } from './greeting';

/** Home: the greeting, then each capability's card in the spec's order. */
export function DashboardPage() {
  return (
    <div className="space-y-6">
      <Greeting />
      {/* Community top post: second column of the bottom row, beside Spiritual Growth. */}
      <CommunityTopPostCard />
    </div>
  );
}
