import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import type { TFavoriteAnswer } from '@contract/scripture';
import { useCurrentUser } from '@/lib/auth-state';
import { toast } from '@/components/ui/toast';
import { apiRequest, errorMessage } from './api';

/** The reader's translation; reads name it in their URL, so a change in Settings reads afresh. */
export function useReaderTranslation(): 'WEB' | 'KJV' {
  return useCurrentUser().translation === 'KJV' ? 'KJV' : 'WEB';
}

/**
 * A favorite heart, optimistic: the list under `key` changes at once, rolls back with the spec's error toast
 * on failure, and is refetched afterwards. `path(item)` is the item's POST …/favorite address.
 */
export function useFavoriteToggle<T extends { id: number }>(
  key: QueryKey,
  path: (item: T) => string,
  entry: (item: T) => T = (item) => item,
) {
  const { id: userId } = useCurrentUser();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (item: T) => apiRequest<TFavoriteAnswer>('POST', path(item), { userId }),
    onMutate: async (item) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<T[]>(key);
      queryClient.setQueryData<T[]>(key, (old = []) =>
        old.some((x) => x.id === item.id) ? old.filter((x) => x.id !== item.id) : [...old, entry(item)],
      );
      return { previous };
    },
    onError: (err, _item, context) => {
      queryClient.setQueryData(key, context?.previous);
      toast({ title: 'Error', description: errorMessage(err, 'Failed to update favorites. Please try again.'), variant: 'destructive' });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}
