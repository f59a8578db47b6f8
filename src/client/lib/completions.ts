import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TActivity, TCompletion, TCompletionsToday } from '@contract/progress';
import { useCurrentUser } from '@/app/auth';
import { apiRequest } from './api';

export const completionsKey = (userId: number) => [`/api/users/${userId}/completions`];

/** Today's six practices for the signed-in user; other tabs refresh it through the 'progress' event. */
export function useCompletionsToday() {
  const { id } = useCurrentUser();
  return useQuery<TCompletionsToday>({ queryKey: completionsKey(id) });
}

/** Records a practice for today and marks it done in the cache from the answer (no polling). */
export function useRecordCompletion(type: TActivity) {
  const { id } = useCurrentUser();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (contentId: string | number) => apiRequest<TCompletion>('POST', `/api/users/${id}/completions`, { userId: id, type, contentId }),
    onSuccess: (completion) => {
      queryClient.setQueryData<TCompletionsToday>(completionsKey(id), (old) => (old ? { ...old, [completion.type]: true } : old));
      void queryClient.invalidateQueries({ queryKey: completionsKey(id) });
    },
  });
}
