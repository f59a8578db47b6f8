import { useQuery } from '@tanstack/react-query';
import type { TBadge, TDailyEncouragement, TGrowthStats, TUserBadge } from '@contract/progress';
import { useCurrentUser } from '@/lib/auth-state';

export { useCompletionsToday } from '@/lib/completions';

export function useGrowthStats() {
  const { id } = useCurrentUser();
  return useQuery<TGrowthStats>({ queryKey: [`/api/users/${id}/growth-stats`] });
}

export function useBadgeCatalogue() {
  return useQuery<TBadge[]>({ queryKey: ['/api/badges'] });
}

export function useUserBadges() {
  const { id } = useCurrentUser();
  return useQuery<TUserBadge[]>({ queryKey: [`/api/users/${id}/badges`] });
}

export function useDailyEncouragement() {
  return useQuery<TDailyEncouragement>({ queryKey: ['/api/daily-encouragement'] });
}
