import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod/mini';
import type { TCare } from '@contract/care';
import type { TPrayedResult, TPrayerRequest, TPrayerStatus, TPrayerToday, ZSavePrayerRequest } from '@contract/prayer-list';
import type { TCompletionsToday } from '@contract/progress';
import { toast } from '@/components/ui/toast';
import { apiRequest, errorMessage } from '@/lib/api';
import { takeCare } from '@/lib/care';
import { useCurrentUser } from '@/lib/auth-state';
import { completionsKey } from '@/lib/completions';
import { invalidateTopics } from '@/lib/server-events';

export type TPrayerForm = z.output<typeof ZSavePrayerRequest>;

export function usePrayerList(status: TPrayerStatus) {
  const { id } = useCurrentUser();
  return useQuery<TPrayerRequest[]>({ queryKey: [`/api/prayer-list?userId=${id}&status=${status}`] });
}

export function usePrayerToday() {
  const { id } = useCurrentUser();
  return useQuery<TPrayerToday>({ queryKey: [`/api/prayer-list/today?userId=${id}`] });
}

/** Every change refetches the lists (and other tabs hear it through the 'prayer-list' event). */
function usePrayerMutation<TVars, TResult>(mutationFn: (vars: TVars) => Promise<TResult>, failure: string, topics = ['prayer-list']) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onError: (err) => toast({ title: 'Error', description: errorMessage(err, failure), variant: 'destructive' }),
    onSettled: () => invalidateTopics(queryClient, topics),
  });
}

export function useSavePrayerRequest() {
  const { id: userId } = useCurrentUser();
  const queryClient = useQueryClient();
  return useMutation({
    // Saved first; a care card shows after, if the server answered with one.
    mutationFn: async ({ id, input }: { id?: number; input: TPrayerForm }) =>
      takeCare(
        id === undefined
          ? await apiRequest<TPrayerRequest & { care?: TCare }>('POST', '/api/prayer-list', { userId, ...input })
          : await apiRequest<TPrayerRequest & { care?: TCare }>('PUT', `/api/prayer-list/${id}`, { userId, ...input }),
      ),
    onSettled: () => invalidateTopics(queryClient, ['prayer-list']),
  });
}

/** Prayed through one request: the day's prayer practice shows done from the answer. */
export function useMarkPrayed() {
  const { id: userId } = useCurrentUser();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiRequest<TPrayedResult>('POST', `/api/prayer-list/${id}/prayed`),
    onSuccess: () => queryClient.setQueryData<TCompletionsToday>(completionsKey(userId), (old) => (old ? { ...old, prayer: true } : old)),
    onError: (err) =>
      toast({ title: 'Error', description: errorMessage(err, 'Failed to save your prayer. Please try again.'), variant: 'destructive' }),
    onSettled: () => invalidateTopics(queryClient, ['prayer-list', 'progress']),
  });
}

export function useAnswerPrayerRequest() {
  return usePrayerMutation(
    ({ id, note, answeredOn }: { id: number; note: string | null; answeredOn: string | null }) =>
      apiRequest<TPrayerRequest>('POST', `/api/prayer-list/${id}/answered`, { note, answeredOn }),
    'Failed to mark the request answered. Please try again.',
  );
}

/** "Include in my daily prayer": the Prayer Assistant may then name this request (off unless turned on). */
export function useIncludeInPrayer() {
  const { id: userId } = useCurrentUser();
  return usePrayerMutation(
    ({ id, include }: { id: number; include: boolean }) =>
      apiRequest<TPrayerRequest>('PUT', `/api/prayer-list/${id}/include`, { userId, include }),
    'Failed to change what your daily prayer includes. Please try again.',
  );
}

export function useArchivePrayerRequest() {
  return usePrayerMutation(
    (id: number) => apiRequest<TPrayerRequest>('POST', `/api/prayer-list/${id}/archive`),
    'Failed to archive the request. Please try again.',
  );
}

export function useRestorePrayerRequest() {
  return usePrayerMutation(
    (id: number) => apiRequest<TPrayerRequest>('POST', `/api/prayer-list/${id}/restore`),
    'Failed to restore the request. Please try again.',
  );
}

export function useDeletePrayerRequest() {
  return usePrayerMutation(
    (id: number) => apiRequest('DELETE', `/api/prayer-list/${id}`),
    'Failed to delete the request. Please try again.',
  );
}
