import { keepPreviousData, useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TBibleSearch, TPassage } from '@contract/bible';
import type { TFavoriteAnswer, TInterpretation, TScripture } from '@contract/scripture';
import { useCurrentUser } from '@/app/auth';
import { toast } from '@/components/ui/toast';
import { apiGet, apiRequest } from '@/lib/api';

/** Every read names the translation, so a change in Settings reads afresh. */
function useTranslation() {
  return useCurrentUser().translation === 'KJV' ? 'KJV' : 'WEB';
}

export function useScriptures() {
  const translation = useTranslation();
  return useQuery<TScripture[]>({ queryKey: [`/api/scriptures?translation=${translation}`] });
}

export function useDailyScripture() {
  const { id } = useCurrentUser();
  const translation = useTranslation();
  return useQuery<TScripture>({ queryKey: [`/api/scriptures/daily?userId=${id}&translation=${translation}`] });
}

const favoritesKey = (userId: number, translation: string) => [`/api/scriptures/favorites/${userId}?translation=${translation}`];

export function useScriptureFavorites() {
  const { id } = useCurrentUser();
  const translation = useTranslation();
  return useQuery<TScripture[]>({ queryKey: favoritesKey(id, translation) });
}

/** Optimistic: the heart and My Favorites change at once, roll back on failure, then refetch. */
export function useToggleScriptureFavorite() {
  const { id } = useCurrentUser();
  const translation = useTranslation();
  const queryClient = useQueryClient();
  const key = favoritesKey(id, translation);
  return useMutation({
    mutationFn: (scripture: TScripture) => apiRequest<TFavoriteAnswer>('POST', `/api/scriptures/${scripture.id}/favorite`, { userId: id }),
    onMutate: async (scripture) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<TScripture[]>(key);
      queryClient.setQueryData<TScripture[]>(key, (old = []) => (old.some((s) => s.id === scripture.id) ? old.filter((s) => s.id !== scripture.id) : [...old, scripture]));
      return { previous };
    },
    onError: (_err, _scripture, context) => {
      queryClient.setQueryData(key, context?.previous);
      toast({ title: 'Error', description: 'Failed to update favorites. Please try again.', variant: 'destructive' });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}

/** Fetched when the dialog opens; the answer for a passage doesn't change, so it is kept. */
export function useInterpretation(scriptureId: number, enabled: boolean) {
  const translation = useTranslation();
  return useQuery<TInterpretation>({ queryKey: [`/api/scriptures/${scriptureId}/interpretation?translation=${translation}`], enabled });
}

export function usePassage(reference: string | null) {
  const translation = useTranslation();
  return useQuery<TPassage>({
    queryKey: [`/api/bible/passage?ref=${encodeURIComponent(reference ?? '')}&translation=${translation}`],
    enabled: Boolean(reference),
    placeholderData: keepPreviousData,
  });
}

/** Whole-Bible search, a page at a time ("Show more"). */
export function useBibleSearch(q: string) {
  const translation = useTranslation();
  const url = `/api/bible/search?q=${encodeURIComponent(q)}&translation=${translation}`;
  return useInfiniteQuery({
    queryKey: [url],
    queryFn: ({ pageParam }) => apiGet<TBibleSearch>(`${url}&page=${pageParam}`),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page * last.pageSize < last.total ? last.page + 1 : undefined),
    enabled: q.trim().length >= 2,
  });
}
