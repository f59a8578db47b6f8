import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TMoodEntry } from '@contract/mood-entries';
import { useCurrentUser } from '@/app/auth';
import { toast } from '@/components/ui/toast';
import { apiRequest } from '@/lib/api';
import { invalidateTopics } from '@/lib/server-events';

export const moodsKey = (userId: number, limit?: number) => [`/api/moods?userId=${userId}${limit ? `&limit=${limit}` : ''}`];
const isMoodList = (userId: number) => (q: { queryKey: readonly unknown[] }) => String(q.queryKey[0]).startsWith(`/api/moods?userId=${userId}`);

export function useMoods(limit?: number) {
  const { id } = useCurrentUser();
  return useQuery<TMoodEntry[]>({ queryKey: moodsKey(id, limit) });
}

let temporaryId = -1;

/** Optimistic: the mood shows at once under a temporary id, then the server's item takes its place. */
export function useRecordMood() {
  const { id: userId } = useCurrentUser();
  const queryClient = useQueryClient();
  const lists = { predicate: isMoodList(userId) };
  return useMutation({
    mutationFn: (input: { mood: string; reflection: string }) => apiRequest<TMoodEntry>('POST', '/api/moods', { userId, ...input }),
    onMutate: async (input) => {
      await queryClient.cancelQueries(lists);
      const temp: TMoodEntry = { id: temporaryId--, userId, mood: input.mood, reflection: input.reflection.trim() || null, date: new Date().toISOString() };
      queryClient.setQueriesData<TMoodEntry[]>(lists, (old) => (old ? [temp, ...old] : old));
      return { tempId: temp.id };
    },
    onSuccess: (saved, _input, context) => {
      queryClient.setQueriesData<TMoodEntry[]>(lists, (old) => old && [saved, ...old.filter((m) => m.id !== context.tempId && m.id !== saved.id)]);
      invalidateTopics(queryClient, ['progress']);
    },
    // A failure refetches the list: the temporary item goes.
    onError: () => invalidateTopics(queryClient, ['moods']),
  });
}

export function useDeleteMood() {
  const { id: userId } = useCurrentUser();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (moodId: number) => apiRequest('DELETE', `/api/moods/${moodId}`),
    onMutate: async (moodId) => {
      await queryClient.cancelQueries({ predicate: isMoodList(userId) });
      queryClient.setQueriesData<TMoodEntry[]>({ predicate: isMoodList(userId) }, (old) => old?.filter((m) => m.id !== moodId));
    },
    // Told here, not by the caller: the item that asked is already gone from the list.
    onSuccess: () => toast({ title: 'Mood deleted', variant: 'success', duration: 3000 }),
    onError: () => toast({ title: 'Error', description: 'Failed to delete the mood entry. Please try again.', variant: 'destructive' }),
    onSettled: () => invalidateTopics(queryClient, ['moods']),
  });
}
