import { useEffect, useRef } from 'react';
import { Button } from '@/components/ui/button';

/**
 * Asks for the next page when the end of the list comes within reach of the screen. The observer is
 * renewed for every loaded page, so a sentinel still in view after a short page asks again.
 */
function useLoadMoreWhenVisible(onVisible: () => void, enabled: boolean, pagesLoaded: number) {
  const ref = useRef<HTMLDivElement>(null);
  const latest = useRef(onVisible);
  useEffect(() => {
    latest.current = onVisible;
  });
  useEffect(() => {
    const el = ref.current;
    if (!el || !enabled || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && latest.current(), {
      rootMargin: '600px 0px',
    });
    observer.observe(el);
    return () => observer.disconnect();
  }, [enabled, pagesLoaded]);
  return ref;
}

/** What a paged list's query tells its footer (a TanStack infinite query fits). */
export interface PagedQuery {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  isFetchNextPageError: boolean;
  fetchNextPage: () => unknown;
  data?: { pages: unknown[] };
}

/**
 * The end of a list that loads a page at a time: scrolling near it loads the next page by itself, a button
 * does the same for keyboards and screen readers, and a failed page says so with a way to try again.
 */
export function LoadMore({
  query,
  noun,
  caughtUp,
}: {
  query: PagedQuery;
  /** What the list holds, plural: 'posts', 'entries'. */
  noun: string;
  /** Said at the end of a long list ("You're all caught up."), if anything. */
  caughtUp?: string;
}) {
  const canLoadMore = query.hasNextPage && !query.isFetchingNextPage && !query.isFetchNextPageError;
  const sentinel = useLoadMoreWhenVisible(
    () => canLoadMore && void query.fetchNextPage(),
    query.hasNextPage,
    query.data?.pages.length ?? 0,
  );
  return (
    <div ref={sentinel} className="grid justify-items-center gap-2 py-2 text-sm text-muted-foreground">
      {query.isFetchingNextPage ? (
        <p role="status">Loading more {noun}...</p>
      ) : query.isFetchNextPageError ? (
        <>
          <p>More {noun} couldn't be loaded.</p>
          <Button variant="outline" size="sm" onClick={() => void query.fetchNextPage()}>
            Try again
          </Button>
        </>
      ) : query.hasNextPage ? (
        <Button variant="outline" size="sm" onClick={() => void query.fetchNextPage()}>
          Load more {noun}
        </Button>
      ) : (
        caughtUp && <p>{caughtUp}</p>
      )}
    </div>
  );
}
