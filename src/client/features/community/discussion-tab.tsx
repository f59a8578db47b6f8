import { ArrowLeft } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { useFeedPost } from './api';
import { CommentForm, CommentList } from './comments';
import { DeletePostButton, PostBody, PostMeta } from './post-card';

/** The selected post with its whole conversation. */
export function DiscussionTab({ postId, onBack, onDeleted }: { postId: number; onBack: () => void; onDeleted: (postId: number) => void }) {
  const post = useFeedPost(postId);
  return (
    <div className="grid gap-4">
      <div>
        <Button variant="outline" onClick={onBack}>
          <ArrowLeft aria-hidden /> Back to Feed
        </Button>
      </div>
      {!post ? (
        <Card className="p-6 text-center text-muted-foreground">This post is no longer available. It may have been deleted.</Card>
      ) : (
        <>
          <Card className="p-4 sm:p-5">
            <article className="grid gap-3" aria-label="Selected post">
              <div className="flex items-start justify-between gap-2">
                <PostMeta post={post} />
                {post.isOwn && <DeletePostButton post={post} onDeleted={onDeleted} />}
              </div>
              <PostBody post={post} />
            </article>
          </Card>
          <Card>
            <CardHeader>
              <CardTitle>Comments</CardTitle>
            </CardHeader>
            <CardContent className="grid gap-4">
              <CommentList postId={post.id} />
              <CommentForm key={post.id} postId={post.id} anonymousByDefault={post.isOwn && post.anonymous === 1} />
            </CardContent>
          </Card>
        </>
      )}
    </div>
  );
}
