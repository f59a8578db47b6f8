import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TJournalEntry, TJournalSave } from '@contract/journal';
import { useCurrentUser } from '@/lib/auth-state';
import { toast } from '@/components/ui/toast';
import { apiRequest, errorMessage } from '@/lib/api';
import { createKeptSafe, keptOrSaved, useWithWaiting, waitingId, type QueuedWrite } from '@/lib/offline-writes';
import { usePagedList } from '@/lib/paged-list';
import { removeFromLists, userLists } from '@/lib/optimistic-lists';
import { invalidateTopics } from '@/lib/server-events';
import { takeCare } from '@/lib/care';

/** The Dashboard's few latest entries. */
export function useLatestJournal(limit: number) {
  const { id } = useCurrentUser();
  return useQuery<TJournalEntry[]>({ queryKey: [`/api/journal?userId=${id}&limit=${limit}`] });
}

/** The whole journal, a page at a time. */
export function useJournal() {
  const { id } = useCurrentUser();
  return usePagedList<TJournalEntry>(`/api/journal?userId=${id}`);
}

/** An entry written offline, as the lists show it until it syncs (its fields are the create's body). */
const waitingEntry = (w: QueuedWrite, id: number): TJournalEntry => {
  const draft = w.body as TJournalSave;
  return {
    id,
    userId: w.userId,
    title: draft.title,
    content: draft.content,
    scripture: draft.scripture ?? null,
    mood: draft.mood ?? null,
    date: w.writtenAt,
    updatedAt: w.writtenAt,
  };
};

/** The entries with those written offline and not yet synced on top (from IndexedDB), each shown once. */
export function useJournalWithWaiting(entries: TJournalEntry[]) {
  const { id } = useCurrentUser();
  return useWithWaiting(entries, '/api/journal', id, waitingEntry);
}

/** One entry, for ?edit= when it is not in the list already. */
export function useJournalEntry(entryId: number | null) {
  return useQuery<TJournalEntry>({ queryKey: [`/api/journal/${entryId}`], enabled: entryId !== null });
}

export function useSaveJournalEntry() {
  const { id: userId } = useCurrentUser();
  const queryClient = useQueryClient();
  return useMutation({
    // A new entry is kept on the device when offline (lib/offline-writes.ts), so it runs with no network too; the
    // entry is saved before any care card shows: the card never stands between a person and their words.
    networkMode: 'always',
    mutationFn: async ({ entryId, draft }: { entryId: number | null; draft: TJournalSave }) =>
      takeCare(
        entryId === null
          ? await keptOrSaved(
              createKeptSafe<TJournalEntry>('/api/journal', { userId, ...draft }, (date) => ({
                id: waitingId(),
                userId,
                title: draft.title,
                content: draft.content,
                scripture: draft.scripture ?? null,
                mood: draft.mood ?? null,
                date,
                updatedAt: date,
              })),
            )
          : await apiRequest<TJournalEntry>('PUT', `/api/journal/${entryId}`, { userId, ...draft }),
      ),
    onSuccess: (entry) => queryClient.setQueryData([`/api/journal/${entry.id}`], entry),
    // A new entry also completes today's journal practice: progress reads refresh too.
    onSettled: () => invalidateTopics(queryClient, ['journal', 'progress']),
  });
}

export function useDeleteJournalEntry() {
  const { id: userId } = useCurrentUser();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (entryId: number) => apiRequest('DELETE', `/api/journal/${entryId}`),
    // Gone from every list at once; a failure refetches the truth.
    onMutate: (entryId) => removeFromLists<TJournalEntry>(queryClient, userLists('/api/journal', userId), entryId),
    // Told here, not by the caller: the entry (and the list holding the caller) may be gone by now.
    onSuccess: (_data, entryId) => {
      queryClient.removeQueries({ queryKey: [`/api/journal/${entryId}`] });
      toast({ title: 'Entry deleted', description: 'Your journal entry has been removed.', variant: 'success', duration: 3000 });
    },
    onError: (err) =>
      toast({
        title: 'Failed to delete entry',
        description: errorMessage(err, 'There was an error deleting the journal entry'),
        variant: 'destructive',
      }),
    onSettled: () => invalidateTopics(queryClient, ['journal', 'progress']),
  });
}
