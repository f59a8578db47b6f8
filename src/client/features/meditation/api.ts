import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TMeditation, TMeditationSummary } from '@contract/meditation';
import type { TFavoriteAnswer } from '@contract/scripture';
import { useCurrentUser } from '@/app/auth';
import { toast } from '@/components/ui/toast';
import { apiRequest } from '@/lib/api';

const useTranslation = () => (useCurrentUser().translation === 'KJV' ? 'KJV' : 'WEB');

/** Summaries of every meditation, or those matching a search. */
export function useMeditations(q = '') {
  const url = q ? `/api/meditations?q=${encodeURIComponent(q)}` : '/api/meditations';
  return useQuery<TMeditationSummary[]>({ queryKey: [url], placeholderData: keepPreviousData });
}

export function useDailyMeditation() {
  const { id } = useCurrentUser();
  const translation = useTranslation();
  return useQuery<TMeditation>({ queryKey: [`/api/meditations/daily?userId=${id}&translation=${translation}`] });
}

export function useMeditation(id: number | null) {
  const translation = useTranslation();
  return useQuery<TMeditation>({ queryKey: [`/api/meditations/${id}?translation=${translation}`], enabled: id !== null });
}

const favoritesKey = (userId: number) => [`/api/meditations/favorites/${userId}`];

export function useMeditationFavorites() {
  const { id } = useCurrentUser();
  return useQuery<TMeditationSummary[]>({ queryKey: favoritesKey(id) });
}

/** Optimistic, with rollback and the spec's error toast. */
export function useToggleMeditationFavorite() {
  const { id } = useCurrentUser();
  const queryClient = useQueryClient();
  const key = favoritesKey(id);
  return useMutation({
    mutationFn: (m: TMeditationSummary) => apiRequest<TFavoriteAnswer>('POST', `/api/meditations/${m.id}/favorite`, { userId: id }),
    onMutate: async (m) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<TMeditationSummary[]>(key);
      const summary: TMeditationSummary = { id: m.id, title: m.title, scripture: m.scripture, excerpt: m.excerpt };
      queryClient.setQueryData<TMeditationSummary[]>(key, (old = []) => (old.some((x) => x.id === m.id) ? old.filter((x) => x.id !== m.id) : [...old, summary]));
      return { previous };
    },
    onError: (_err, _m, context) => {
      queryClient.setQueryData(key, context?.previous);
      toast({ title: 'Error', description: 'Failed to update favorites. Please try again.', variant: 'destructive' });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}
