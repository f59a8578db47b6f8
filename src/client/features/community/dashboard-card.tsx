import { BookOpen, Heart, MessageCircle, Users } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '@/components/ui/card';
import { LoadError } from '@/components/ui/load-error';
import { Badge, Skeleton } from '@/components/ui/misc';
import { shortDate } from '@/lib/dates';
import { useTopPost } from './api';
import { postAuthorLabel, typeLabel } from './labels';

/** Dashboard: the community's most-liked post (the newest among equals), and the way to the feed. */
export function CommunityTopPostCard() {
  const { data, isPending, isError, refetch } = useTopPost();
  const post = data?.post;
  return (
    <Card className="flex flex-col" aria-labelledby="community-top-title">
      <CardHeader>
        <CardTitle id="community-top-title" className="flex items-center gap-2">
          <Users className="size-5 text-accent" aria-hidden /> Community
        </CardTitle>
        <CardDescription>The most-loved post in the community</CardDescription>
      </CardHeader>
      <CardContent className="flex-1">
        {isPending ? (
          <div role="status" aria-label="Loading the community's top post" className="space-y-2">
            <Skeleton className="h-5 w-1/2" />
            <Skeleton className="h-16 w-full" />
          </div>
        ) : isError ? (
          <LoadError message="The community's top post couldn't be loaded." onRetry={refetch} className="text-sm" />
        ) : !post ? (
          <p className="text-muted-foreground">No community posts yet.</p>
        ) : (
          <article className="grid gap-2" aria-label="Top community post">
            <div className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-muted-foreground">
              <Badge>{typeLabel(post.type)}</Badge>
              <time dateTime={post.date}>{shortDate(post.date)}</time>
              <span>{postAuthorLabel(post)}</span>
            </div>
            <p className="line-clamp-4 whitespace-pre-wrap">{post.content}</p>
            {post.scripture && (
              <p className="flex items-center gap-1.5 text-sm font-medium text-accent">
                <BookOpen className="size-4" aria-hidden /> {post.scripture}
              </p>
            )}
            <p className="flex gap-4 text-sm text-muted-foreground">
              <span className="flex items-center gap-1">
                <Heart className="size-4" aria-hidden /> {post.likes} {post.likes === 1 ? 'like' : 'likes'}
              </span>
              <span className="flex items-center gap-1">
                <MessageCircle className="size-4" aria-hidden /> {post.comments} {post.comments === 1 ? 'comment' : 'comments'}
              </span>
            </p>
          </article>
        )}
      </CardContent>
      <CardFooter>
        <Button asChild variant="outline">
          {post || isPending || isError ? (
            <Link to="/community">View Community Feed</Link>
          ) : (
            <Link to="/community?share=1">Be the first to share</Link>
          )}
        </Button>
      </CardFooter>
    </Card>
  );
}
