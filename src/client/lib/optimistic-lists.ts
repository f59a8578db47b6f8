import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { invalidateTopics } from './server-events';

type Query = { queryKey: readonly unknown[] };
export type ListFilters = { predicate: (query: Query) => boolean };

/**
 * Every cached read of one person's list at `path` (`/api/moods?userId=7`, and the Dashboard's `…&limit=3`):
 * an optimistic change has to reach all of them, or the Dashboard would show what the screen no longer does.
 */
export const userLists = (path: string, userId: number): ListFilters => ({
  predicate: (q) => String(q.queryKey[0]).startsWith(`${path}?userId=${userId}`),
});

/** Takes an item out of every list at once, before the server answers; the caller refetches when it has. */
export async function removeFromLists<T extends { id: number }>(queryClient: QueryClient, lists: ListFilters, id: number) {
  await queryClient.cancelQueries(lists);
  queryClient.setQueriesData<T[]>(lists, (old) => old?.filter((item) => item.id !== id));
}

// Negative, so a screen can tell an item that is still saving (`id < 0`) from a saved one.
let temporaryId = -1;

/**
 * Adds an item optimistically: it shows at once at the top of every list under a temporary id, then the
 * server's item takes its place. A failure refetches `topic`'s lists, which drops the temporary item.
 */
export function useOptimisticAdd<T extends { id: number }, V>({
  lists,
  topic,
  mutationFn,
  temporary,
}: {
  lists: ListFilters;
  topic: string;
  mutationFn: (variables: V) => Promise<T>;
  /** The item as it shows until the server answers. */
  temporary: (variables: V, id: number) => T;
}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onMutate: async (variables: V) => {
      await queryClient.cancelQueries(lists);
      const temp = temporary(variables, temporaryId--);
      queryClient.setQueriesData<T[]>(lists, (old) => (old ? [temp, ...old] : old));
      return { tempId: temp.id };
    },
    onSuccess: (saved, _variables, context) => {
      // A refetch may have landed before this answer and brought the saved item already.
      queryClient.setQueriesData<T[]>(lists, (old) => old && [saved, ...old.filter((item) => item.id !== context.tempId && item.id !== saved.id)]);
      // Adding completes today's practice on the server.
      invalidateTopics(queryClient, ['progress']);
    },
    onError: () => invalidateTopics(queryClient, [topic]),
  });
}
