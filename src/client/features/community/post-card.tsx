import { BookOpen, ChevronDown, ChevronUp, Heart, MessageCircle, Trash2 } from 'lucide-react';
import { useId, useState } from 'react';
import type { TPost } from '@contract/community';
import { LinkifiedText } from '@/components/linkified-text';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/dialog';
import { Badge } from '@/components/ui/misc';
import { toast } from '@/components/ui/toast';
import { errorMessage } from '@/lib/api';
import { shortDate } from '@/lib/dates';
import { cn } from '@/lib/utils';
import { useDeletePost, useMarkPostAnswered, useToggleLike, useTogglePrayed } from './api';
import { CommentForm, CommentList } from './comments';
import { failureText, postAuthorLabel, typeLabel } from './labels';
import { ShareMenu } from './share-menu';

/** Type badge, date and author label: how every post introduces itself. */
export function PostMeta({ post }: { post: TPost }) {
  return (
    <div className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-muted-foreground">
      <Badge>{typeLabel(post.type)}</Badge>
      <time dateTime={post.date}>{shortDate(post.date)}</time>
      <span>{postAuthorLabel(post)}</span>
    </div>
  );
}

export function PostBody({ post }: { post: TPost }) {
  return (
    <>
      <LinkifiedText text={post.content} className="whitespace-pre-wrap leading-relaxed" />
      {post.scripture && (
        <p className="flex items-center gap-1.5 text-sm font-medium text-accent">
          <BookOpen className="size-4" aria-hidden /> {post.scripture}
        </p>
      )}
    </>
  );
}

/** Deletes one's own post after a yes; the caller hears when it is gone. */
export function DeletePostButton({ post, onDeleted }: { post: TPost; onDeleted?: (postId: number) => void }) {
  const remove = useDeletePost();
  const [confirming, setConfirming] = useState(false);
  const onConfirm = () =>
    remove.mutate(post.id, {
      onSuccess: () => {
        toast({ title: 'Post Deleted', description: 'Your post has been removed from the community.', variant: 'success', duration: 3000 });
        onDeleted?.(post.id);
      },
      onError: (err) => toast({ title: 'Error', description: failureText(err, 'deletePost'), variant: 'destructive' }),
      onSettled: () => setConfirming(false),
    });
  return (
    <>
      <Button
        variant="ghost"
        size="icon"
        className="size-9 shrink-0 text-muted-foreground hover:text-destructive"
        aria-label="Delete post"
        onClick={() => setConfirming(true)}
      >
        <Trash2 aria-hidden />
      </Button>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Delete this post?"
        description="Its comments and likes will be removed with it. This can't be undone."
        confirmLabel="Delete Post"
        destructive
        busy={remove.isPending}
        onConfirm={onConfirm}
      />
    </>
  );
}

export function PostCard({
  post,
  onOpenDiscussion,
  onDeleted,
}: {
  post: TPost;
  onOpenDiscussion: (postId: number) => void;
  onDeleted: (postId: number) => void;
}) {
  const like = useToggleLike();
  const prayedFor = useTogglePrayed();
  const markAnswered = useMarkPostAnswered();
  const isPrayer = post.type === 'prayer';
  const [expanded, setExpanded] = useState(false);
  const panelId = useId();
  const countLabel = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

  // Toggles keep focus while their answer is on its way: a disabled button would drop it to the page, so a second
  // press is ignored instead (aria-disabled says so).
  const onLike = () =>
    !like.isPending &&
    like.mutate(post.id, {
      onError: (err) => toast({ title: 'Error', description: failureText(err, 'like'), variant: 'destructive' }),
    });

  return (
    <Card className="p-4 sm:p-5">
      <article className="grid gap-3">
        <div className="flex items-start justify-between gap-2">
          <PostMeta post={post} />
          {post.isOwn && <DeletePostButton post={post} onDeleted={onDeleted} />}
        </div>
        <PostBody post={post} />
        {isPrayer && post.answeredAt && (
          <p className="w-fit rounded-md bg-muted px-2 py-1 text-sm font-medium text-success">Answered on {shortDate(post.answeredAt)}</p>
        )}
        {isPrayer && (
          <div className="flex flex-wrap items-center gap-2 text-sm">
            {!post.isOwn && (
              <Button
                variant={post.prayedByMe ? 'accent' : 'outline'}
                size="sm"
                aria-pressed={post.prayedByMe}
                aria-disabled={prayedFor.isPending || undefined}
                onClick={() =>
                  !prayedFor.isPending &&
                  prayedFor.mutate(post.id, {
                    onError: (err) =>
                      toast({ title: 'Error', description: errorMessage(err, 'Please try again.'), variant: 'destructive' }),
                  })
                }
              >
                <span aria-hidden>🙏</span> I prayed
              </Button>
            )}
            {/* The count is the author's alone (decision 055): the server answers it to no one else. */}
            <span className="text-muted-foreground" aria-live="polite">
              {post.isOwn
                ? post.prayed
                  ? `${post.prayed} ${post.prayed === 1 ? 'person' : 'people'} prayed for this`
                  : 'No one has said they prayed yet'
                : post.prayedByMe
                  ? 'You prayed for this'
                  : ''}
            </span>
            {post.isOwn && (
              <Button
                variant="link"
                size="sm"
                aria-disabled={markAnswered.isPending || undefined}
                onClick={() =>
                  !markAnswered.isPending &&
                  markAnswered.mutate(
                    { postId: post.id, answered: !post.answeredAt },
                    {
                      onError: (err) =>
                        toast({ title: 'Error', description: errorMessage(err, 'Please try again.'), variant: 'destructive' }),
                    },
                  )
                }
              >
                {post.answeredAt ? 'Not answered yet' : 'Mark answered'}
              </Button>
            )}
          </div>
        )}
        <div className="-mx-2 flex flex-wrap items-center gap-1">
          <Button
            variant="ghost"
            size="sm"
            aria-pressed={post.likedByMe}
            aria-label={`Like, ${countLabel(post.likes, 'like', 'likes')}`}
            aria-disabled={like.isPending || undefined}
            onClick={onLike}
          >
            <Heart className={cn(post.likedByMe && 'fill-destructive text-destructive')} aria-hidden />
            {post.likes}
          </Button>
          <Button
            variant="ghost"
            size="sm"
            aria-label={`${countLabel(post.comments, 'comment', 'comments')}, open the discussion`}
            onClick={() => onOpenDiscussion(post.id)}
          >
            <MessageCircle aria-hidden />
            {post.comments}
          </Button>
          <ShareMenu post={post} />
          <Button
            variant="link"
            size="sm"
            className="ml-auto"
            aria-expanded={expanded}
            aria-controls={panelId}
            onClick={() => setExpanded((v) => !v)}
          >
            {expanded ? 'Hide comments' : 'Show comments'}
            {expanded ? <ChevronUp aria-hidden /> : <ChevronDown aria-hidden />}
          </Button>
        </div>
        {expanded && (
          <div id={panelId} className="grid gap-3 border-t border-border pt-3">
            <CommentList postId={post.id} />
            <CommentForm postId={post.id} anonymousByDefault={post.isOwn && post.anonymous === 1} />
          </div>
        )}
      </article>
    </Card>
  );
}
