import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TJournalEntry, TJournalInput } from '@contract/journal';
import { useCurrentUser } from '@/app/auth';
import { toast } from '@/components/ui/toast';
import { apiRequest } from '@/lib/api';
import { removeFromLists, userLists } from '@/lib/optimistic-lists';
import { invalidateTopics } from '@/lib/server-events';

export const journalKey = (userId: number, limit?: number) => [`/api/journal?userId=${userId}${limit ? `&limit=${limit}` : ''}`];

export function useJournal(limit?: number) {
  const { id } = useCurrentUser();
  return useQuery<TJournalEntry[]>({ queryKey: journalKey(id, limit) });
}

/** One entry, for ?edit= when it is not in the list already. */
export function useJournalEntry(entryId: number | null) {
  return useQuery<TJournalEntry>({ queryKey: [`/api/journal/${entryId}`], enabled: entryId !== null });
}

export type JournalDraft = Required<Pick<TJournalInput, 'title' | 'content'>> & { scripture: string; mood: string };

export function useSaveJournalEntry() {
  const { id: userId } = useCurrentUser();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ entryId, draft }: { entryId: number | null; draft: JournalDraft }) =>
      entryId === null
        ? apiRequest<TJournalEntry>('POST', '/api/journal', { userId, ...draft })
        : apiRequest<TJournalEntry>('PUT', `/api/journal/${entryId}`, { userId, ...draft }),
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
    onError: () => toast({ title: 'Failed to delete entry', description: 'There was an error deleting the journal entry', variant: 'destructive' }),
    onSettled: () => invalidateTopics(queryClient, ['journal', 'progress']),
  });
}
