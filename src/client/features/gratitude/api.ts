import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TGratitude } from '@contract/gratitudes';
import { useCurrentUser } from '@/app/auth';
import { toast } from '@/components/ui/toast';
import { apiRequest } from '@/lib/api';
import { invalidateTopics } from '@/lib/server-events';

export const gratitudesKey = (userId: number, limit?: number) => [`/api/gratitudes?userId=${userId}${limit ? `&limit=${limit}` : ''}`];
const isGratitudeList = (userId: number) => (q: { queryKey: readonly unknown[] }) => String(q.queryKey[0]).startsWith(`/api/gratitudes?userId=${userId}`);

export function useGratitudes(limit?: number) {
  const { id } = useCurrentUser();
  return useQuery<TGratitude[]>({ queryKey: gratitudesKey(id, limit) });
}

let temporaryId = -1;

/** Optimistic: the gratitude shows at once under a temporary id, then the server's item takes its place. */
export function useAddGratitude() {
  const { id: userId } = useCurrentUser();
  const queryClient = useQueryClient();
  const lists = { predicate: isGratitudeList(userId) };
  return useMutation({
    mutationFn: (text: string) => apiRequest<TGratitude>('POST', '/api/gratitudes', { userId, text }),
    onMutate: async (text) => {
      await queryClient.cancelQueries(lists);
      const temp: TGratitude = { id: temporaryId--, userId, text: text.trim(), date: new Date().toISOString() };
      queryClient.setQueriesData<TGratitude[]>(lists, (old) => (old ? [temp, ...old] : old));
      return { tempId: temp.id };
    },
    onSuccess: (saved, _text, context) => {
      queryClient.setQueriesData<TGratitude[]>(lists, (old) => old && [saved, ...old.filter((g) => g.id !== context.tempId && g.id !== saved.id)]);
      invalidateTopics(queryClient, ['progress']);
    },
    onError: () => invalidateTopics(queryClient, ['gratitudes']),
  });
}

export function useDeleteGratitude() {
  const { id: userId } = useCurrentUser();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (gratitudeId: number) => apiRequest('DELETE', `/api/gratitudes/${gratitudeId}`),
    onMutate: async (gratitudeId) => {
      await queryClient.cancelQueries({ predicate: isGratitudeList(userId) });
      queryClient.setQueriesData<TGratitude[]>({ predicate: isGratitudeList(userId) }, (old) => old?.filter((g) => g.id !== gratitudeId));
    },
    // Told here, not by the caller: the item that asked is already gone from the list.
    onSuccess: () => toast({ title: 'Gratitude deleted', variant: 'success', duration: 3000 }),
    onError: () => toast({ title: 'Error', description: 'Failed to delete the gratitude entry. Please try again.', variant: 'destructive' }),
    onSettled: () => invalidateTopics(queryClient, ['gratitudes', 'progress']),
  });
}
