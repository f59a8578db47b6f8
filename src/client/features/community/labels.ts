import type { TComment, TPost } from '@contract/community';
import { ApiError } from '@/lib/api';
import { firstName } from '@contract/names';

const TYPE_LABELS: Record<string, string> = {
  reflection: 'Reflection',
  scripture: 'Scripture Share',
  prayer: 'Prayer Request',
  insight: 'Faith Insight',
};
export const typeLabel = (type: string) => TYPE_LABELS[type] ?? 'Post';

/** '• Anonymous', or '• ' and the first word of the author's name, else the username. */
export function postAuthorLabel(post: Pick<TPost, 'anonymous' | 'name' | 'username'>): string {
  if (post.anonymous) return '• Anonymous';
  return `• ${firstName(post.name) || post.username || 'User'}`;
}

/** 'Anonymous', else the first name, else the username, else 'User'. */
export function commentAuthorLabel(comment: Pick<TComment, 'anonymous' | 'name' | 'username'>): string {
  if (comment.anonymous) return 'Anonymous';
  return firstName(comment.name) || comment.username || 'User';
}

/** What goes to another app when a post is shared: its first 200 characters, never its author. */
export function shareText(post: Pick<TPost, 'content'>): string {
  return post.content.length > 200 ? `${post.content.slice(0, 200)}…` : post.content;
}

/** The spec's sentence for each failed call, under the title 'Error'. */
export const FAILURE_TEXT = {
  createPost: 'There was an error creating your post. Please try again.',
  addComment: 'There was an error adding your comment. Please try again.',
  like: 'There was an error liking the post. Please try again.',
  deletePost: 'There was an error deleting your post. Please try again.',
  deleteComment: 'There was an error deleting your comment. Please try again.',
} as const;

/**
 * A failed call's notice: the spec's sentence, then the server's reason when the person can act on it: a
 * refused input (400, "Post must be at most 2,000 characters") or a limit (429, how long to wait).
 */
export function failureText(err: unknown, action: keyof typeof FAILURE_TEXT): string {
  const reason = err instanceof ApiError && (err.status === 400 || err.status === 429) ? err.serverMessage.trim() : '';
  return reason ? `${FAILURE_TEXT[action]} ${reason}` : FAILURE_TEXT[action];
}
