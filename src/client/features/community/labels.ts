import type { TComment, TPost } from '@contract/community';

const TYPE_LABELS: Record<string, string> = {
  reflection: 'Reflection',
  scripture: 'Scripture Share',
  prayer: 'Prayer Request',
  insight: 'Faith Insight',
};
export const typeLabel = (type: string) => TYPE_LABELS[type] ?? 'Post';

const firstWord = (name: string | null) => name?.trim().split(/\s+/)[0] ?? '';

/** '• Anonymous', or '• ' and the first word of the author's name, else the username. */
export function postAuthorLabel(post: Pick<TPost, 'anonymous' | 'name' | 'username'>): string {
  if (post.anonymous) return '• Anonymous';
  return `• ${firstWord(post.name) || post.username || 'User'}`;
}

/** 'Anonymous', else the first name, else the username, else 'User'. */
export function commentAuthorLabel(comment: Pick<TComment, 'anonymous' | 'name' | 'username'>): string {
  if (comment.anonymous) return 'Anonymous';
  return firstWord(comment.name) || comment.username || 'User';
}

/** What goes to another app when a post is shared: its first 200 characters, never its author. */
export function shareText(post: Pick<TPost, 'content'>): string {
  return post.content.length > 200 ? `${post.content.slice(0, 200)}…` : post.content;
}
