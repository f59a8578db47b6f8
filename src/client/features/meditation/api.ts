import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { TMeditation, TMeditationSummary } from '@contract/meditation';
import { toast } from '@/components/ui/toast';
import { errorMessage } from '@/lib/api';
import { useCurrentUser } from '@/lib/auth-state';
import { useCompletedToday, useCompletionsToday, useRecordCompletion } from '@/lib/completions';
import { useFavoriteToggle, useReaderTranslation } from '@/lib/favorites';

/** Summaries of every meditation, or those matching a search. */
export function useMeditations(q = '') {
  const url = q ? `/api/meditations?q=${encodeURIComponent(q)}` : '/api/meditations';
  return useQuery<TMeditationSummary[]>({ queryKey: [url], placeholderData: keepPreviousData });
}

export function useDailyMeditation() {
  const { id } = useCurrentUser();
  const translation = useReaderTranslation();
  return useQuery<TMeditation>({ queryKey: [`/api/meditations/daily?userId=${id}&translation=${translation}`] });
}

export function useMeditation(id: number | null) {
  const translation = useReaderTranslation();
  return useQuery<TMeditation>({ queryKey: [`/api/meditations/${id}?translation=${translation}`], enabled: id !== null });
}

const favoritesKey = (userId: number) => [`/api/meditations/favorites/${userId}`];

export function useMeditationFavorites() {
  const { id } = useCurrentUser();
  return useQuery<TMeditationSummary[]>({ queryKey: favoritesKey(id) });
}

/** Optimistic, with rollback and the spec's error toast; the list keeps summaries, not whole scripts. */
export function useToggleMeditationFavorite() {
  const { id } = useCurrentUser();
  return useFavoriteToggle<TMeditationSummary>(
    favoritesKey(id),
    (m) => `/api/meditations/${m.id}/favorite`,
    (m) => ({ id: m.id, title: m.title, scripture: m.scripture, excerpt: m.excerpt }),
  );
}

/** As with passages: the day's practice is done once; each meditation says "Completed Today" only if it was. */
export function useMeditationCompletion() {
  const completions = useCompletionsToday();
  const done = useCompletedToday('meditation');
  const record = useRecordCompletion('meditation');
  const complete = (m: { id: number }) =>
    record.mutate(m.id, {
      onError: (err) =>
        toast({
          title: 'Error',
          description: errorMessage(err, 'Failed to mark meditation as complete. Please try again.'),
          variant: 'destructive',
        }),
    });
  return { completed: completions.data?.meditation === true, isDone: done.has, complete, pending: record.isPending };
}
