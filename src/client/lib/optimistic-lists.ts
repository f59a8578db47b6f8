import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { mapList, type CachedList } from './paged-list';
import { invalidateTopics } from './server-events';

type Query = { queryKey: readonly unknown[] };
export type ListFilters = { predicate: (query: Query) => boolean };

const url = (q: Query) => String(q.queryKey[0]);

/**
 * Every cached read of one person's list at `path` (`/api/moods?userId=7`, the Dashboard's `…&limit=3`,
 * one day's `…&day=…`): an optimistic change has to reach all of them, or the Dashboard would show what
 * the screen no longer does.
 */
export const userLists = (path: string, userId: number): ListFilters => ({
  predicate: (q) => url(q).startsWith(`${path}?userId=${userId}`),
});

/** The lists a new item belongs at the top of: not one day's list, which may be another day. */
const newestLists = (lists: ListFilters): ListFilters => ({ predicate: (q) => lists.predicate(q) && !url(q).includes('&day=') });

/** Takes an item out of every list at once, before the server answers; the caller refetches when it has. */
export async function removeFromLists<T extends { id: number }>(queryClient: QueryClient, lists: ListFilters, id: number) {
  await queryClient.cancelQueries(lists);
  queryClient.setQueriesData<CachedList<T>>(lists, (old) => mapList(old, (items) => items.filter((item) => item.id !== id)));
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
  keptOffline = false,
}: {
  lists: ListFilters;
  topic: string;
  mutationFn: (variables: V) => Promise<T>;
  /** The item as it shows until the server answers. */
  temporary: (variables: V, id: number) => T;
  /** The write is kept on the device when offline (lib/offline-writes.ts): it runs with no network too. */
  keptOffline?: boolean;
}) {
  const queryClient = useQueryClient();
  const top = newestLists(lists);
  return useMutation({
    mutationFn,
    // TanStack Query pauses mutations while offline; a write kept on the device must run to be kept.
    networkMode: keptOffline ? 'always' : 'online',
    onMutate: async (variables: V) => {
      await queryClient.cancelQueries(lists);
      const temp = temporary(variables, temporaryId--);
      queryClient.setQueriesData<CachedList<T>>(top, (old) => mapList(old, (items, page) => (page === 0 ? [temp, ...items] : items)));
      return { tempId: temp.id };
    },
    onSuccess: (saved, _variables, context) => {
      // A refetch may have landed before this answer and brought the saved item already.
      queryClient.setQueriesData<CachedList<T>>(top, (old) =>
        mapList(old, (items, page) => {
          const rest = items.filter((item) => item.id !== context.tempId && item.id !== saved.id);
          return page === 0 ? [saved, ...rest] : rest;
        }),
      );
      // Adding completes today's practice on the server.
      invalidateTopics(queryClient, ['progress']);
    },
    onError: () => invalidateTopics(queryClient, [topic]),
  });
}
