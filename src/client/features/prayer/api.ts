import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TCare } from '@contract/care';
import { takeCare } from '@/lib/care';
import type { TPrayer, TPrayerReadiness } from '@contract/prayer';
import { toast } from '@/components/ui/toast';
import { apiRequest, errorMessage } from '@/lib/api';
import { useCurrentUser } from '@/lib/auth-state';
import { invalidateTopics } from '@/lib/server-events';

export const readinessUrl = (userId: number) => `/api/prayer-assistant/readiness?userId=${userId}`;
export const prayersUrl = (userId: number) => `/api/prayer-assistant/prayers?userId=${userId}&limit=20`;

/** Access (premium), the checklist, today's count and the saved name: what the screen opens with. */
export function usePrayerReadiness() {
  const { id } = useCurrentUser();
  return useQuery<TPrayerReadiness>({ queryKey: [readinessUrl(id)] });
}

/** The person's prayers, newest first. */
export function usePrayerHistory(enabled: boolean) {
  const { id } = useCurrentUser();
  return useQuery<TPrayer[]>({ queryKey: [prayersUrl(id)], enabled });
}

export function useGeneratePrayer() {
  const user = useCurrentUser();
  const queryClient = useQueryClient();
  return useMutation({
    // When what the person wrote sounds like a crisis, the answer carries the care card: it shows with the prayer.
    mutationFn: async (detectedName: string | null) =>
      takeCare(
        await apiRequest<TPrayer & { care?: TCare }>('POST', '/api/prayer-assistant', {
          userId: user.id,
          userName: user.name,
          detectedName,
        }),
      ),
    onSettled: () => invalidateTopics(queryClient, ['prayers', 'progress']),
  });
}

export function useDeletePrayer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (prayerId: number) => apiRequest('DELETE', `/api/prayer-assistant/prayers/${prayerId}`),
    onSuccess: () => toast({ title: 'Prayer deleted', variant: 'success', duration: 3000 }),
    onError: (err) =>
      toast({ title: 'Error', description: errorMessage(err, 'Failed to delete the prayer. Please try again.'), variant: 'destructive' }),
    onSettled: () => invalidateTopics(queryClient, ['prayers']),
  });
}

/** Saves (or, with null, forgets) the name prayers speak to, on the server so it follows the person. */
export function useSavePrayerName() {
  const { id } = useCurrentUser();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (name: string | null) =>
      name === null
        ? apiRequest<{ prayerName: string | null }>('DELETE', `/api/prayer-assistant/name?userId=${id}`)
        : apiRequest<{ prayerName: string | null }>('PUT', '/api/prayer-assistant/name', { userId: id, name }),
    onSettled: () => invalidateTopics(queryClient, ['prayers']),
  });
}
