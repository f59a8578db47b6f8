import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TGratitude } from '@contract/gratitudes';
import { useCurrentUser } from '@/app/auth';
import { toast } from '@/components/ui/toast';
import { apiRequest } from '@/lib/api';
import { removeFromLists, useOptimisticAdd, userLists } from '@/lib/optimistic-lists';
import { invalidateTopics } from '@/lib/server-events';

export const gratitudesKey = (userId: number, limit?: number) => [`/api/gratitudes?userId=${userId}${limit ? `&limit=${limit}` : ''}`];

export function useGratitudes(limit?: number) {
  const { id } = useCurrentUser();
  return useQuery<TGratitude[]>({ queryKey: gratitudesKey(id, limit) });
}

export function useAddGratitude() {
  const { id: userId } = useCurrentUser();
  return useOptimisticAdd({
    lists: userLists('/api/gratitudes', userId),
    topic: 'gratitudes',
    mutationFn: (text: string) => apiRequest<TGratitude>('POST', '/api/gratitudes', { userId, text }),
    temporary: (text, id): TGratitude => ({ id, userId, text: text.trim(), date: new Date().toISOString() }),
  });
}

export function useDeleteGratitude() {
  const { id: userId } = useCurrentUser();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (gratitudeId: number) => apiRequest('DELETE', `/api/gratitudes/${gratitudeId}`),
    onMutate: (gratitudeId) => removeFromLists<TGratitude>(queryClient, userLists('/api/gratitudes', userId), gratitudeId),
    // Told here, not by the caller: the item that asked is already gone from the list.
    onSuccess: () => toast({ title: 'Gratitude deleted', variant: 'success', duration: 3000 }),
    onError: () => toast({ title: 'Error', description: 'Failed to delete the gratitude entry. Please try again.', variant: 'destructive' }),
    onSettled: () => invalidateTopics(queryClient, ['gratitudes', 'progress']),
  });
}
