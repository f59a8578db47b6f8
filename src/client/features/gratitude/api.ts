import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TGratitude } from '@contract/gratitudes';
import { useCurrentUser } from '@/lib/auth-state';
import { toast } from '@/components/ui/toast';
import { apiRequest, errorMessage } from '@/lib/api';
import { createKeptSafe, keptOrSaved, useWithWaiting, waitingId } from '@/lib/offline-writes';
import { removeFromLists, useOptimisticAdd, userLists } from '@/lib/optimistic-lists';
import { usePagedList } from '@/lib/paged-list';
import { invalidateTopics } from '@/lib/server-events';
import { takeCare } from '@/lib/care';

/** The Dashboard's latest gratitudes. */
export function useLatestGratitudes(limit: number) {
  const { id } = useCurrentUser();
  return useQuery<TGratitude[]>({ queryKey: [`/api/gratitudes?userId=${id}&limit=${limit}`] });
}

/** The list (all of it, or one day's, by `url`), a page at a time. */
export function useGratitudeList(url: string) {
  return usePagedList<TGratitude>(url, { errorToast: { title: 'Failed to fetch gratitudes' } });
}

export function useAddGratitude() {
  const { id: userId } = useCurrentUser();
  return useOptimisticAdd({
    keptOffline: true,
    lists: userLists('/api/gratitudes', userId),
    topic: 'gratitudes',
    mutationFn: async (text: string) =>
      takeCare(
        await keptOrSaved(
          createKeptSafe<TGratitude>('/api/gratitudes', { userId, text }, (date) => ({ id: waitingId(), userId, text, date })),
        ),
      ),
    temporary: (text, id): TGratitude => ({ id, userId, text, date: new Date().toISOString() }),
  });
}

/** The gratitudes with those written offline and not yet synced on top (from IndexedDB); not in one day's list. */
export function useGratitudesWithWaiting(gratitudes: TGratitude[], { show }: { show: boolean }) {
  const { id } = useCurrentUser();
  return useWithWaiting(
    gratitudes,
    '/api/gratitudes',
    id,
    (w, waitingId) => ({ id: waitingId, userId: w.userId, text: String(w.body.text), date: w.writtenAt }),
    { show },
  );
}

export function useDeleteGratitude() {
  const { id: userId } = useCurrentUser();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (gratitudeId: number) => apiRequest('DELETE', `/api/gratitudes/${gratitudeId}`),
    onMutate: (gratitudeId) => removeFromLists<TGratitude>(queryClient, userLists('/api/gratitudes', userId), gratitudeId),
    // Told here, not by the caller: the item that asked is already gone from the list.
    onSuccess: () => toast({ title: 'Gratitude deleted', variant: 'success', duration: 3000 }),
    onError: (err) =>
      toast({
        title: 'Error',
        description: errorMessage(err, 'Failed to delete the gratitude entry. Please try again.'),
        variant: 'destructive',
      }),
    onSettled: () => invalidateTopics(queryClient, ['gratitudes', 'progress']),
  });
}
