import { useInfiniteQuery, useMutation, useQuery, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import {
  FEED_PAGE_DEFAULT,
  type TComment,
  type TCreateComment,
  type TCreatePost,
  type TLikeResult,
  type TPost,
  type TPrayedForResult,
  type TTopPost,
} from '@contract/community';
import { useCurrentUser } from '@/lib/auth-state';
import { apiGet, apiRequest } from '@/lib/api';
import { invalidateTopics } from '@/lib/server-events';
import { withoutCare } from '@/lib/care';

export const FEED_URL = '/api/community';
const feedKey = [FEED_URL];
const commentsKey = (postId: number) => [`/api/community/${postId}/comments`];

/** The feed, page by page from the newest; other people's changes arrive by server events. */
export function useFeed() {
  return useInfiniteQuery({
    queryKey: feedKey,
    queryFn: ({ pageParam }) => apiGet<TPost[]>(pageParam ? `${FEED_URL}?before=${pageParam}` : FEED_URL),
    initialPageParam: null as number | null,
    // A full page may have more behind it; a short one is the end of the feed.
    getNextPageParam: (last) => (last.length === FEED_PAGE_DEFAULT ? last.at(-1)!.id : undefined),
  });
}

/** The loaded post with this id, if it is still in the feed. */
export function useFeedPost(postId: number | null): TPost | undefined {
  const { data } = useFeed();
  return postId === null ? undefined : data?.pages.flat().find((p) => p.id === postId);
}

export const useTopPost = () => useQuery<TTopPost>({ queryKey: ['/api/community/top'] });

export const useComments = (postId: number) => useQuery<TComment[]>({ queryKey: commentsKey(postId) });

/** After our own change: every community read refetches (the server tells other tabs and people). */
function useRefreshCommunity() {
  const queryClient = useQueryClient();
  return () => invalidateTopics(queryClient, ['community']);
}

export function useCreatePost() {
  const { id } = useCurrentUser();
  const refresh = useRefreshCommunity();
  return useMutation({
    // The care card was shown before publishing (publishAfterCare); the answer's copy is not shown twice.
    mutationFn: async (body: Omit<TCreatePost, 'userId'>) =>
      withoutCare(await apiRequest<TPost>('POST', FEED_URL, { userId: id, ...body })),
    onSuccess: refresh,
  });
}

export function useToggleLike() {
  const queryClient = useQueryClient();
  const refresh = useRefreshCommunity();
  return useMutation({
    mutationFn: (postId: number) => apiRequest<TLikeResult>('POST', `/api/community/${postId}/like`),
    onSuccess: ({ liked, likes }, postId) => {
      queryClient.setQueryData<InfiniteData<TPost[]>>(
        feedKey,
        (data) =>
          data && { ...data, pages: data.pages.map((page) => page.map((p) => (p.id === postId ? { ...p, likedByMe: liked, likes } : p))) },
      );
      refresh();
    },
  });
}

/** "🙏 I prayed" on a prayer request, or taken back; the count comes from the answer. */
export function useTogglePrayed() {
  const queryClient = useQueryClient();
  const refresh = useRefreshCommunity();
  return useMutation({
    mutationFn: (postId: number) => apiRequest<TPrayedForResult>('POST', `/api/community/${postId}/prayed`),
    onSuccess: ({ prayedByMe, prayed }, postId) => {
      queryClient.setQueryData<InfiniteData<TPost[]>>(
        feedKey,
        (data) =>
          data && { ...data, pages: data.pages.map((page) => page.map((p) => (p.id === postId ? { ...p, prayedByMe, prayed } : p))) },
      );
      refresh();
    },
  });
}

/** The author marks their prayer request answered (or not). */
export function useMarkPostAnswered() {
  const refresh = useRefreshCommunity();
  return useMutation({
    mutationFn: ({ postId, answered }: { postId: number; answered: boolean }) =>
      apiRequest('PUT', `/api/community/${postId}/answered`, { answered }),
    onSuccess: refresh,
  });
}

export function useDeletePost() {
  const refresh = useRefreshCommunity();
  return useMutation({ mutationFn: (postId: number) => apiRequest('DELETE', `/api/community/${postId}`), onSuccess: refresh });
}

export function useAddComment(postId: number) {
  const { id } = useCurrentUser();
  const refresh = useRefreshCommunity();
  return useMutation({
    mutationFn: async (body: Omit<TCreateComment, 'userId'>) =>
      withoutCare(await apiRequest<TComment>('POST', `/api/community/${postId}/comments`, { userId: id, ...body })),
    onSuccess: refresh,
  });
}

export function useDeleteComment() {
  const refresh = useRefreshCommunity();
  return useMutation({
    mutationFn: (commentId: number) => apiRequest('DELETE', `/api/community/comments/${commentId}`),
    onSuccess: refresh,
  });
}
