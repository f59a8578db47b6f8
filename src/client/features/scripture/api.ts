import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { TBibleSearch } from '@contract/bible';
import type { TInterpretation, TScripture } from '@contract/scripture';
import { useCurrentUser } from '@/lib/auth-state';
import { apiGet } from '@/lib/api';
import { useFavoriteToggle, useReaderTranslation } from '@/lib/favorites';

export function useScriptures() {
  const translation = useReaderTranslation();
  return useQuery<TScripture[]>({ queryKey: [`/api/scriptures?translation=${translation}`] });
}

export function useDailyScripture() {
  const { id } = useCurrentUser();
  const translation = useReaderTranslation();
  return useQuery<TScripture>({ queryKey: [`/api/scriptures/daily?userId=${id}&translation=${translation}`] });
}

const favoritesKey = (userId: number, translation: string) => [`/api/scriptures/favorites/${userId}?translation=${translation}`];

export function useScriptureFavorites() {
  const { id } = useCurrentUser();
  const translation = useReaderTranslation();
  return useQuery<TScripture[]>({ queryKey: favoritesKey(id, translation) });
}

/** Optimistic: the heart and My Favorites change at once, roll back on failure, then refetch. */
export function useToggleScriptureFavorite() {
  const { id } = useCurrentUser();
  return useFavoriteToggle<TScripture>(favoritesKey(id, useReaderTranslation()), (s) => `/api/scriptures/${s.id}/favorite`);
}

/** Fetched when the dialog opens; the answer for a passage doesn't change, so it is kept. */
export function useInterpretation(scriptureId: number, enabled: boolean) {
  const translation = useReaderTranslation();
  return useQuery<TInterpretation>({
    queryKey: [`/api/scriptures/${scriptureId}/interpretation?translation=${translation}`],
    enabled,
    meta: {
      errorToast: {
        title: 'Error loading interpretation',
        description: "We couldn't load the biblical context for this verse. Please try again later.",
      },
    },
  });
}

/** Biblical context for any passage (search results, the chapter reader), fetched when one is chosen. */
export function usePassageContext(reference: string | null) {
  const translation = useReaderTranslation();
  return useQuery<TInterpretation>({
    queryKey: [`/api/bible/context?ref=${encodeURIComponent(reference ?? '')}&translation=${translation}`],
    enabled: Boolean(reference),
    meta: {
      errorToast: {
        title: 'Error loading interpretation',
        description: "We couldn't load the biblical context for this verse. Please try again later.",
      },
    },
  });
}

/** Whole-Bible search, a page at a time ("Show more"). */
export function useBibleSearch(q: string) {
  const translation = useReaderTranslation();
  const url = `/api/bible/search?q=${encodeURIComponent(q)}&translation=${translation}`;
  return useInfiniteQuery({
    queryKey: [url],
    queryFn: ({ pageParam }) => apiGet<TBibleSearch>(`${url}&page=${pageParam}`),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page * last.pageSize < last.total ? last.page + 1 : undefined),
    enabled: q.trim().length >= 2,
  });
}
