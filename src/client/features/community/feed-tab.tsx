import { RefreshCw, Users } from 'lucide-react';
import { useCallback, useEffect, useMemo, useRef } from 'react';
import type { TPost } from '@contract/community';
import { LoadMore } from '@/components/load-more';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { ListSkeleton } from '@/components/ui/list-skeleton';
import { Tooltip } from '@/components/ui/tooltip';
import { cn } from '@/lib/utils';
import { useFeed } from './api';
import { PostCard } from './post-card';

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

export function FeedTab({
  onShare,
  onOpenDiscussion,
  onDeleted,
}: {
  onShare: () => void;
  onOpenDiscussion: (postId: number) => void;
  onDeleted: (postId: number) => void;
}) {
  const feed = useFeed();
  const posts = useMemo(() => feed.data?.pages.flat() ?? [], [feed.data]);
  const { headingRef, onDeleted: focusAfterDelete } = useFocusAfterDelete(posts);
  const onPostDeleted = (postId: number) => {
    focusAfterDelete(postId);
    onDeleted(postId);
  };

  return (
    <div className="grid gap-4">
      <div className="flex items-center justify-between gap-2">
        <h2 ref={headingRef} tabIndex={-1} className="rounded-sm text-lg font-semibold">
          Community Feed
        </h2>
        <Tooltip content="Refresh to see latest posts">
          <Button
            variant="outline"
            size="icon"
            aria-label="Refresh posts"
            disabled={feed.isFetching && !feed.isFetchingNextPage}
            onClick={() => void feed.refetch()}
          >
            <RefreshCw className={cn(feed.isRefetching && !feed.isFetchingNextPage && 'animate-spin')} aria-hidden />
          </Button>
        </Tooltip>
      </div>

      {feed.isPending ? (
        <ListSkeleton label="Loading community posts..." visibleLabel shape="card" rows={2} className="gap-4" />
      ) : feed.isError && !posts.length ? (
        <Card className="grid justify-items-center gap-3 p-8 text-center">
          <p className="text-muted-foreground">No community posts available.</p>
          <Button variant="outline" onClick={() => void feed.refetch()}>
            Try again
          </Button>
        </Card>
      ) : !posts.length ? (
        <Card>
          <EmptyState
            icon={Users}
            action={
              <Button variant="accent" onClick={onShare}>
                Be the first to share
              </Button>
            }
          >
            <p>No community posts yet.</p>
          </EmptyState>
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
          <LoadMore query={feed} noun="posts" caughtUp={posts.length > 5 ? "You're all caught up." : undefined} />
        </>
      )}
    </div>
  );
}
