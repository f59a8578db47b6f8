import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TMoodEntry } from '@contract/mood-entries';
import { useCurrentUser } from '@/app/auth';
import { toast } from '@/components/ui/toast';
import { apiRequest } from '@/lib/api';
import { removeFromLists, useOptimisticAdd, userLists } from '@/lib/optimistic-lists';
import { invalidateTopics } from '@/lib/server-events';

export const moodsKey = (userId: number, limit?: number) => [`/api/moods?userId=${userId}${limit ? `&limit=${limit}` : ''}`];

export function useMoods(limit?: number) {
  const { id } = useCurrentUser();
  return useQuery<TMoodEntry[]>({ queryKey: moodsKey(id, limit) });
}

export function useRecordMood() {
  const { id: userId } = useCurrentUser();
  return useOptimisticAdd({
    lists: userLists('/api/moods', userId),
    topic: 'moods',
    mutationFn: (input: { mood: string; reflection: string }) => apiRequest<TMoodEntry>('POST', '/api/moods', { userId, ...input }),
    temporary: (input, id): TMoodEntry => ({ id, userId, mood: input.mood, reflection: input.reflection.trim() || null, date: new Date().toISOString() }),
  });
}

export function useDeleteMood() {
  const { id: userId } = useCurrentUser();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (moodId: number) => apiRequest('DELETE', `/api/moods/${moodId}`),
    onMutate: (moodId) => removeFromLists<TMoodEntry>(queryClient, userLists('/api/moods', userId), moodId),
    // Told here, not by the caller: the item that asked is already gone from the list.
    onSuccess: () => toast({ title: 'Mood deleted', variant: 'success', duration: 3000 }),
    onError: () => toast({ title: 'Error', description: 'Failed to delete the mood entry. Please try again.', variant: 'destructive' }),
    onSettled: () => invalidateTopics(queryClient, ['moods']),
  });
}
