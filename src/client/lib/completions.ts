import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TActivity, TCompletedItems, TCompletion, TCompletionsToday } from '@contract/progress';
import { useCurrentUser } from '@/lib/auth-state';
import { apiRequest } from './api';

export const completionsKey = (userId: number) => [`/api/users/${userId}/completions`];

/** Today's six practices for the signed-in user; other tabs refresh it through the 'progress' event. */
export function useCompletionsToday() {
  const { id } = useCurrentUser();
  return useQuery<TCompletionsToday>({ queryKey: completionsKey(id) });
}

const itemsKey = (userId: number, type: TCompletedItems['type']) => [`/api/users/${userId}/completions/items?type=${type}`];

/**
 * Which passages (or meditations) were done today, by id. The day's practice is one thing (done once a
 * day); which passage was read is another: only that one says "Completed Today".
 */
export function useCompletedToday(type: TCompletedItems['type']) {
  const { id } = useCurrentUser();
  const query = useQuery<TCompletedItems>({ queryKey: itemsKey(id, type) });
  return { ...query, has: (contentId: string | number) => query.data?.contentIds.includes(String(contentId)) ?? false };
}

/** Records a practice for today (and which passage or meditation, if any) and marks it in the cache from the answer (no polling). */
export function useRecordCompletion(type: TActivity) {
  const { id } = useCurrentUser();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (contentId: string | number) =>
      apiRequest<TCompletion>('POST', `/api/users/${id}/completions`, { userId: id, type, contentId }),
    onSuccess: (completion, contentId) => {
      queryClient.setQueryData<TCompletionsToday>(completionsKey(id), (old) => (old ? { ...old, [completion.type]: true } : old));
      if (type === 'scripture' || type === 'meditation')
        queryClient.setQueryData<TCompletedItems>(itemsKey(id, type), (old) =>
          old && !old.contentIds.includes(String(contentId)) ? { ...old, contentIds: [...old.contentIds, String(contentId)] } : old,
        );
      void queryClient.invalidateQueries({ queryKey: completionsKey(id) });
    },
  });
}
