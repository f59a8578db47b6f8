import { zodResolver } from '@hookform/resolvers/zod';
import { Trash2 } from 'lucide-react';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { z } from 'zod/mini';
import { COMMENT_MAX, COMMENT_MIN, ZCommentContent, type TComment } from '@contract/community';
import { LinkifiedText } from '@/components/linkified-text';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/dialog';
import { Label, LimitedField, Textarea } from '@/components/ui/input';
import { LoadError } from '@/components/ui/load-error';
import { Checkbox } from '@/components/ui/checkbox';
import { Skeleton } from '@/components/ui/misc';
import { toast } from '@/components/ui/toast';
import { shortDateTime } from '@/lib/dates';
import { cn } from '@/lib/utils';
import { publishAfterCare } from '@/lib/care';
import { useAddComment, useComments, useDeleteComment } from './api';
import { commentAuthorLabel, failureText } from './labels';

function CommentItem({ comment, onDeleted }: { comment: TComment; onDeleted: (commentId: number) => void }) {
  const remove = useDeleteComment();
  const [confirming, setConfirming] = useState(false);
  const onDelete = () =>
    remove.mutate(comment.id, {
      onSuccess: () => {
        toast({ title: 'Comment Deleted', description: 'Your comment has been removed.', variant: 'success', duration: 3000 });
        onDeleted(comment.id);
      },
      onError: (err) => toast({ title: 'Error', description: failureText(err, 'deleteComment'), variant: 'destructive' }),
      onSettled: () => setConfirming(false),
    });
  return (
    <li className="rounded-md bg-muted/60 p-3">
      <div className="flex items-start justify-between gap-2">
        <p className="text-sm">
          <span className="font-medium">{commentAuthorLabel(comment)}</span>{' '}
          <time dateTime={comment.date} className="text-muted-foreground">
            {shortDateTime(comment.date)}
          </time>
        </p>
        {comment.isOwn && (
          <Button
            variant="ghost"
            size="icon"
            className="-mr-1 -mt-1 size-8 text-muted-foreground hover:text-destructive"
            aria-label="Delete comment"
            onClick={() => setConfirming(true)}
          >
            <Trash2 aria-hidden />
          </Button>
        )}
      </div>
      <LinkifiedText text={comment.content} className="mt-1 whitespace-pre-wrap text-sm" />
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Delete this comment?"
        description="It will be removed from the discussion. This can't be undone."
        confirmLabel="Delete Comment"
        destructive
        busy={remove.isPending}
        onConfirm={onDelete}
      />
    </li>
  );
}

/**
 * When a deleted comment leaves the list, focus would fall to <body> with its delete button: it goes
 * to the list instead, so a keyboard or screen-reader user stays in the conversation.
 */
function useFocusAfterDelete(comments: TComment[] | undefined) {
  const ref = useRef<HTMLDivElement>(null);
  const deletedId = useRef<number | null>(null);
  useEffect(() => {
    if (deletedId.current === null || !comments || comments.some((c) => c.id === deletedId.current)) return;
    deletedId.current = null;
    ref.current?.focus();
  }, [comments]);
  const onDeleted = useCallback((commentId: number) => {
    deletedId.current = commentId;
  }, []);
  return { listRef: ref, onDeleted };
}

/** A post's comments, oldest first, with delete on one's own. */
export function CommentList({ postId, className }: { postId: number; className?: string }) {
  const { data: comments, isLoading, isError, refetch } = useComments(postId);
  const { listRef, onDeleted } = useFocusAfterDelete(comments);
  let body;
  if (isLoading) {
    body = (
      <div role="status" aria-label="Loading comments" className="space-y-2">
        <Skeleton className="h-14 w-full" />
        <Skeleton className="h-14 w-full" />
      </div>
    );
  } else if (isError || !comments) {
    body = <LoadError message="Failed to fetch comments." onRetry={refetch} className="text-sm" />;
  } else if (!comments.length) {
    body = <p className="text-sm text-muted-foreground">No comments yet. Start the conversation.</p>;
  } else {
    body = (
      <ul className="space-y-2" aria-label="Comments">
        {comments.map((c) => (
          <CommentItem key={c.id} comment={c} onDeleted={onDeleted} />
        ))}
      </ul>
    );
  }
  return (
    <div ref={listRef} tabIndex={-1} className={cn('rounded-md', className)}>
      {body}
    </div>
  );
}

const ZCommentForm = z.object({ content: ZCommentContent, anonymous: z.boolean() });

/**
 * Sends only a comment of at least 2 characters; anything shorter does nothing (the button stays disabled).
 * One past the limit is refused with the limit, never cut. On one's own anonymous post, "anonymous" starts
 * checked: a reply by name would unmask its author.
 */
export function CommentForm({ postId, anonymousByDefault = false }: { postId: number; anonymousByDefault?: boolean }) {
  const id = useId();
  const add = useAddComment(postId);
  const form = useForm<z.input<typeof ZCommentForm>, unknown, z.output<typeof ZCommentForm>>({
    resolver: zodResolver(ZCommentForm),
    defaultValues: { content: '', anonymous: anonymousByDefault },
  });
  const content = useWatch({ control: form.control, name: 'content' });
  const ready = content.trim().length >= COMMENT_MIN;
  const error = form.formState.errors.content?.message;

  const submit = form.handleSubmit(({ content, anonymous }) => {
    if (add.isPending) return;
    void publishAfterCare(content, () => publish(content, anonymous), 'Comment anyway');
  });
  const publish = (content: string, anonymous: boolean) =>
    add.mutate(
      { content, anonymous: anonymous ? 1 : 0 },
      {
        onSuccess: () => {
          form.reset({ content: '', anonymous: anonymousByDefault });
          toast({ title: 'Comment Added', description: 'Your comment has been added to the post.', variant: 'success', duration: 3000 });
        },
        onError: (err) => toast({ title: 'Error', description: failureText(err, 'addComment'), variant: 'destructive' }),
      },
    );

  return (
    <form onSubmit={(e) => (ready ? void submit(e) : e.preventDefault())} noValidate className="grid gap-3">
      <LimitedField
        id={`${id}-comment`}
        label="Your comment"
        labelClassName="sr-only"
        error={error}
        length={content.length}
        max={COMMENT_MAX}
      >
        {(control) => <Textarea {...control} rows={3} placeholder="Add your thoughts..." {...form.register('content')} />}
      </LimitedField>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <Controller
          control={form.control}
          name="anonymous"
          render={({ field }) => (
            <div className="flex items-center gap-2">
              <Checkbox id={`${id}-anonymous`} checked={field.value} onCheckedChange={(v) => field.onChange(v === true)} />
              <Label htmlFor={`${id}-anonymous`} className="cursor-pointer font-normal">
                Comment anonymously
              </Label>
            </div>
          )}
        />
        <Button type="submit" variant="accent" disabled={!ready || add.isPending}>
          {add.isPending ? 'Sending...' : 'Send Comment'}
        </Button>
      </div>
    </form>
  );
}
