import { CheckCircle2, PlayCircle, Share2 } from 'lucide-react';
import { lazy, useState } from 'react';
import { Link } from 'react-router';
import { Artwork } from '@/components/artwork';
import { OnceOpened } from '@/components/once-opened';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from '@/components/ui/card';
import { LoadError } from '@/components/ui/load-error';
import { Skeleton } from '@/components/ui/misc';
import { useDailyMeditation, useMeditationCompletion } from './api';

const ShareMeditationDialog = lazy(() => import('./share-meditation-dialog').then((m) => ({ default: m.ShareMeditationDialog })));

/** The Dashboard's Today's Meditation: what it is, and a way into it. */
export function TodaysMeditationCard() {
  const { data, isPending, isError, refetch } = useDailyMeditation();
  const { isDone } = useMeditationCompletion();
  const [sharing, setSharing] = useState(false);
  return (
    <Card aria-label="Today's Meditation">
      {data && <Artwork seed={`meditation-${data.id}`} className="rounded-t-[calc(var(--radius-lg)-1px)]" />}
      <CardHeader>
        <CardTitle>Today's Meditation</CardTitle>
      </CardHeader>
      <CardContent className="space-y-1">
        {isPending ? (
          <div role="status" aria-label="Loading today's meditation" className="space-y-2">
            <Skeleton className="h-5 w-48" />
            <Skeleton className="h-12 w-full" />
          </div>
        ) : isError ? (
          <LoadError message="Unable to load today's meditation. Please try again later." onRetry={refetch} />
        ) : !data ? (
          <p className="text-muted-foreground">No meditation available for today.</p>
        ) : (
          <>
            <p className="text-lg font-semibold">{data.title}</p>
            <p className="font-medium text-accent">{data.scripture}</p>
            <p className="text-muted-foreground">{data.excerpt}</p>
          </>
        )}
      </CardContent>
      {data && (
        <CardFooter className="flex-wrap">
          <Button asChild variant="accent">
            <Link to="/meditation?start=today">
              <PlayCircle aria-hidden /> Begin Meditation
            </Link>
          </Button>
          <Button variant="ghost" onClick={() => setSharing(true)}>
            <Share2 aria-hidden /> Share
          </Button>
          {isDone(data.id) && (
            <span className="inline-flex items-center gap-1.5 text-sm font-medium text-success">
              <CheckCircle2 className="size-4" aria-hidden /> Completed Today
            </span>
          )}
        </CardFooter>
      )}
      {data && (
        <OnceOpened open={sharing}>
          <ShareMeditationDialog meditation={data} open={sharing} onOpenChange={setSharing} />
        </OnceOpened>
      )}
    </Card>
  );
}
