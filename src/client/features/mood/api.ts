import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TMoodEntry, TMoodTrend } from '@contract/mood-entries';
import { useCurrentUser } from '@/lib/auth-state';
import { toast } from '@/components/ui/toast';
import { apiRequest, errorMessage } from '@/lib/api';
import { createKeptSafe, keptOrSaved, useWithWaiting, waitingId } from '@/lib/offline-writes';
import { removeFromLists, useOptimisticAdd, userLists } from '@/lib/optimistic-lists';
import { usePagedList } from '@/lib/paged-list';
import { invalidateTopics } from '@/lib/server-events';
import { takeCare } from '@/lib/care';

/** The Dashboard's latest mood(s). */
export function useLatestMoods(limit: number) {
  const { id } = useCurrentUser();
  return useQuery<TMoodEntry[]>({ queryKey: [`/api/moods?userId=${id}&limit=${limit}`] });
}

/** The history (all of it, or one day's, by `url`), a page at a time. */
export function useMoodHistory(url: string) {
  return usePagedList<TMoodEntry>(url, { errorToast: { title: 'Failed to fetch moods' } });
}

/** The last 30 days at a glance, counted by the server in the account's days. */
export function useMoodTrend() {
  const { id } = useCurrentUser();
  return useQuery<TMoodTrend>({ queryKey: [`/api/moods/trend?userId=${id}`] });
}

export function useRecordMood() {
  const { id: userId } = useCurrentUser();
  return useOptimisticAdd({
    keptOffline: true,
    lists: userLists('/api/moods', userId),
    topic: 'moods',
    mutationFn: async (input: { mood: string; reflection: string | null }) =>
      takeCare(
        await keptOrSaved(
          createKeptSafe<TMoodEntry>('/api/moods', { userId, ...input }, (date) => ({ id: waitingId(), userId, ...input, date })),
        ),
      ),
    temporary: (input, id): TMoodEntry => ({ id, userId, mood: input.mood, reflection: input.reflection, date: new Date().toISOString() }),
  });
}

/** The moods with those recorded offline and not yet synced on top (from IndexedDB); not in one day's list. */
export function useMoodsWithWaiting(moods: TMoodEntry[], { show }: { show: boolean }) {
  const { id } = useCurrentUser();
  return useWithWaiting(
    moods,
    '/api/moods',
    id,
    (w, waitingId) => ({
      id: waitingId,
      userId: w.userId,
      mood: String(w.body.mood),
      reflection: typeof w.body.reflection === 'string' ? w.body.reflection : null,
      date: w.writtenAt,
    }),
    { show },
  );
}

export function useDeleteMood() {
  const { id: userId } = useCurrentUser();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (moodId: number) => apiRequest('DELETE', `/api/moods/${moodId}`),
    onMutate: (moodId) => removeFromLists<TMoodEntry>(queryClient, userLists('/api/moods', userId), moodId),
    // Told here, not by the caller: the item that asked is already gone from the list.
    onSuccess: () =>
      toast({ title: 'Mood deleted', description: 'The mood has been removed from your history.', variant: 'success', duration: 3000 }),
    onError: (err) =>
      toast({
        title: 'Error',
        description: errorMessage(err, 'Failed to delete the mood entry. Please try again.'),
        variant: 'destructive',
      }),
    onSettled: () => invalidateTopics(queryClient, ['moods']),
  });
}
