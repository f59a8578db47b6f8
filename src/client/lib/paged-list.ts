import { useInfiniteQuery, type InfiniteData, type QueryMeta } from '@tanstack/react-query';
import { LIST_PAGE_DEFAULT } from '@contract/common';
import { apiGet } from './api';

/**
 * A person's list (journal, moods, gratitudes) a page at a time, newest first, like the community feed:
 * `url` is its first page (`/api/moods?userId=7`, or `…&day=2026-03-10`); the next page is asked for
 * after the last item's id. A short page is the end.
 */
export function usePagedList<T extends { id: number }>(url: string, meta?: QueryMeta) {
  return useInfiniteQuery({
    meta,
    queryKey: [url],
    queryFn: ({ pageParam }) => apiGet<T[]>(pageParam ? `${url}&before=${pageParam}` : url),
    initialPageParam: null as number | null,
    getNextPageParam: (last) => (last.length >= LIST_PAGE_DEFAULT ? last.at(-1)!.id : undefined),
  });
}

/** A cached list is either one page (the Dashboard's three latest) or the pages a screen has loaded. */
export type CachedList<T> = T[] | InfiniteData<T[], number | null>;

/** Changes every item of a cached list, whichever shape it has. */
export function mapList<T>(list: CachedList<T> | undefined, change: (items: T[], page: number) => T[]): CachedList<T> | undefined {
  if (!list) return list;
  if (Array.isArray(list)) return change(list, 0);
  return { ...list, pages: list.pages.map((items, i) => change(items, i)) };
}
