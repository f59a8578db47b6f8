import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api';
import { commentAuthorLabel, failureText, postAuthorLabel } from './labels';

describe('community failure notices', () => {
  it("say the spec's sentence whatever the server answered", () => {
    expect(failureText(new ApiError(404, 'Post not found'), 'like')).toBe('There was an error liking the post. Please try again.');
    expect(failureText(new ApiError(500, 'Internal Server Error'), 'createPost')).toBe(
      'There was an error creating your post. Please try again.',
    );
    expect(failureText(new TypeError('Failed to fetch'), 'addComment')).toBe('There was an error adding your comment. Please try again.');
    expect(failureText(new ApiError(403, 'Not yours'), 'deletePost')).toBe('There was an error deleting your post. Please try again.');
    expect(failureText(new ApiError(404, 'Comment not found'), 'deleteComment')).toBe(
      'There was an error deleting your comment. Please try again.',
    );
  });

  it('add what the server refused after the sentence, when the person can act on it', () => {
    expect(failureText(new ApiError(400, 'Post must be at most 2,000 characters', 'BAD_REQUEST'), 'createPost')).toBe(
      'There was an error creating your post. Please try again. Post must be at most 2,000 characters',
    );
  });

  it('add the reason of a limit after the sentence, since it says how long to wait', () => {
    const limited = new ApiError(429, "You've shared 10 posts in the last hour. Please wait 12 minutes before posting again.");
    expect(failureText(limited, 'createPost')).toBe(
      "There was an error creating your post. Please try again. You've shared 10 posts in the last hour. Please wait 12 minutes before posting again.",
    );
    expect(failureText(new ApiError(429, ''), 'addComment')).toBe('There was an error adding your comment. Please try again.');
  });
});

describe('author labels', () => {
  it('use the first word that is a name, not an emoji before it', () => {
    expect(postAuthorLabel({ anonymous: 0, name: '🌸 Ana Lima', username: 'ana' })).toBe('• Ana');
    expect(postAuthorLabel({ anonymous: 0, name: '🌸', username: 'ana' })).toBe('• ana');
    expect(commentAuthorLabel({ anonymous: 0, name: '🙏 Grace', username: 'g' })).toBe('Grace');
    expect(commentAuthorLabel({ anonymous: 1, name: 'Grace', username: 'g' })).toBe('Anonymous');
  });
});
