import { RefreshCw, Users } from 'lucide-react';
import { useCallback, useEffect, useMemo, useRef } from 'react';
import type { TPost } from '@contract/community';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Skeleton, Tooltip } from '@/components/ui/misc';
import { cn } from '@/lib/utils';
import { useFeed } from './api';
import { PostCard } from './post-card';

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
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && latest.current(), { rootMargin: '600px 0px' });
    observer.observe(el);
    return () => observer.disconnect();
  }, [enabled, pagesLoaded]);
  return ref;
}

/** A deleted post takes its focused delete button with it: focus goes to the feed's heading instead of <body>. */
function useFocusAfterDelete(posts: TPost[]) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  const deletedId = useRef<number | null>(null);
  useEffect(() => {
    if (deletedId.current === null || posts.some((p) => p.id === deletedId.current)) return;
    deletedId.current = null;
    headingRef.current?.focus();
  }, [posts]);
  const onDeleted = useCallback((postId: number) => {
    deletedId.current = postId;
  }, []);
  return { headingRef, onDeleted };
}

export function FeedTab({ onShare, onOpenDiscussion, onDeleted }: { onShare: () => void; onOpenDiscussion: (postId: number) => void; onDeleted: (postId: number) => void }) {
  const feed = useFeed();
  const posts = useMemo(() => feed.data?.pages.flat() ?? [], [feed.data]);
  const { headingRef, onDeleted: focusAfterDelete } = useFocusAfterDelete(posts);
  const onPostDeleted = (postId: number) => {
    focusAfterDelete(postId);
    onDeleted(postId);
  };
  const canLoadMore = feed.hasNextPage && !feed.isFetchingNextPage && !feed.isFetchNextPageError;
  const sentinel = useLoadMoreWhenVisible(() => canLoadMore && void feed.fetchNextPage(), Boolean(feed.hasNextPage), feed.data?.pages.length ?? 0);

  return (
    <div className="grid gap-4">
      <div className="flex items-center justify-between gap-2">
        <h2 ref={headingRef} tabIndex={-1} className="rounded-sm text-lg font-semibold">
          Community Feed
        </h2>
        <Tooltip content="Refresh to see latest posts">
          <Button variant="outline" size="icon" aria-label="Refresh posts" disabled={feed.isFetching && !feed.isFetchingNextPage} onClick={() => void feed.refetch()}>
            <RefreshCw className={cn(feed.isRefetching && !feed.isFetchingNextPage && 'animate-spin')} aria-hidden />
          </Button>
        </Tooltip>
      </div>

      {feed.isPending ? (
        <div role="status" className="grid gap-4">
          <p className="text-center text-muted-foreground">Loading community posts...</p>
          <Skeleton className="h-36 w-full" />
          <Skeleton className="h-36 w-full" />
        </div>
      ) : feed.isError && !posts.length ? (
        <Card className="grid justify-items-center gap-3 p-8 text-center">
          <p className="text-muted-foreground">No community posts available.</p>
          <Button variant="outline" onClick={() => void feed.refetch()}>
            Try again
          </Button>
        </Card>
      ) : !posts.length ? (
        <Card className="grid justify-items-center gap-3 p-8 text-center">
          <Users className="size-10 text-accent" aria-hidden />
          <p className="text-muted-foreground">No community posts yet.</p>
          <Button variant="accent" onClick={onShare}>
            Be the first to share
          </Button>
        </Card>
      ) : (
        <>
          <ul className="grid gap-4" aria-label="Community posts">
            {posts.map((post) => (
              <li key={post.id}>
                <PostCard post={post} onOpenDiscussion={onOpenDiscussion} onDeleted={onPostDeleted} />
              </li>
            ))}
          </ul>
          <div ref={sentinel} className="grid justify-items-center gap-2 py-2 text-sm text-muted-foreground">
            {feed.isFetchingNextPage ? (
              <p role="status">Loading more posts...</p>
            ) : feed.isFetchNextPageError ? (
              <>
                <p>More posts couldn't be loaded.</p>
                <Button variant="outline" size="sm" onClick={() => void feed.fetchNextPage()}>
                  Try again
                </Button>
              </>
            ) : feed.hasNextPage ? (
              // Scrolling loads more by itself; the button is there for keyboards and screen readers.
              <Button variant="outline" size="sm" onClick={() => void feed.fetchNextPage()}>
                Load more posts
              </Button>
            ) : (
              posts.length > 5 && <p>You're all caught up.</p>
            )}
          </div>
        </>
      )}
    </div>
  );
}
