import { BookOpen, CheckCircle2, Share2 } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import type { TInterpretation, TScripture } from '@contract/scripture';
import { Artwork } from '@/components/artwork';
import { OnceOpened } from '@/components/once-opened';
import { FavoriteButton } from '@/components/favorite-button';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from '@/components/ui/card';
import { toast } from '@/components/ui/toast';
import { errorMessage } from '@/lib/api';
import { useCompletedToday, useCompletionsToday, useRecordCompletion } from '@/lib/completions';
import { cn } from '@/lib/utils';
import { useScriptureFavorites, useToggleScriptureFavorite } from './api';

// The chapter reader loads when a passage is first read in context: the Dashboard's first screen doesn't carry it.
// Dialogs load when first opened: the card is on the Dashboard, which everyone opens first (decision 112).
const InterpretationDialog = lazy(() => import('./interpretation-dialog').then((m) => ({ default: m.InterpretationDialog })));
const ShareScriptureDialog = lazy(() => import('./share-dialogs').then((m) => ({ default: m.ShareScriptureDialog })));
const ShareInsightDialog = lazy(() => import('./share-dialogs').then((m) => ({ default: m.ShareInsightDialog })));
const ChapterReaderDialog = lazy(() => import('./chapter-reader-dialog').then((m) => ({ default: m.ChapterReaderDialog })));

/**
 * Mark as Read records the passage. The first one of the day completes the day's scripture practice; a later
 * one is recorded as read without changing it. Only a passage that was read says "Completed Today" (spec §2.6).
 */
export function useMarkScriptureRead() {
  const completions = useCompletionsToday();
  const read = useCompletedToday('scripture');
  const record = useRecordCompletion('scripture');
  const markRead = (scripture: TScripture) =>
    record.mutate(scripture.id, {
      onError: (err) =>
        toast({
          title: 'Error',
          description: errorMessage(err, 'Failed to mark scripture as complete. Please try again.'),
          variant: 'destructive',
        }),
    });
  return {
    /** The day's scripture practice is done (any passage). */
    completed: completions.data?.scripture === true,
    isRead: read.has,
    markRead,
    pending: (scripture: TScripture) => record.isPending && record.variables === scripture.id,
  };
}

interface Props {
  scripture: TScripture;
  /** A heading for the card ('Daily Scripture'), or none in lists. */
  heading?: string;
  contextTitle: string;
  className?: string;
}

/** A passage under its generated artwork, with its actions: Mark as Read, favorite, share, and its biblical context. */
export function ScriptureCard({ scripture, heading, contextTitle, className }: Props) {
  const favorites = useScriptureFavorites();
  const toggle = useToggleScriptureFavorite();
  const { isRead, markRead, pending } = useMarkScriptureRead();
  const read = isRead(scripture.id);
  const [contextOpen, setContextOpen] = useState(false);
  const [shareOpen, setShareOpen] = useState(false);
  const [insight, setInsight] = useState<TInterpretation | null>(null);
  const [reading, setReading] = useState<string | null>(null);
  const isFavorite = favorites.data?.some((s) => s.id === scripture.id) ?? false;

  return (
    <Card className={cn('flex flex-col', className)} aria-label={heading ?? scripture.verse}>
      <Artwork seed={scripture.verse} className={cn('rounded-t-[calc(var(--radius-lg)-1px)]', !heading && 'aspect-[8/1]')} />
      <CardHeader className="flex-row items-start justify-between gap-2">
        <div className="space-y-1">
          {heading && <CardTitle>{heading}</CardTitle>}
          <p className={cn('font-semibold text-accent', !heading && 'text-base')}>{scripture.verse}</p>
        </div>
        <FavoriteButton
          isFavorite={isFavorite}
          label={scripture.verse}
          onToggle={() => toggle.mutate(scripture)}
          disabled={favorites.isPending}
        />
      </CardHeader>
      <CardContent className="flex-1">
        <blockquote className="reading font-serif">{scripture.text}</blockquote>
      </CardContent>
      <CardFooter className="flex-wrap">
        {read ? (
          <Button variant="secondary" disabled className="text-success disabled:opacity-100">
            <CheckCircle2 aria-hidden /> Completed Today
          </Button>
        ) : (
          <Button onClick={() => markRead(scripture)} disabled={pending(scripture)}>
            <CheckCircle2 aria-hidden /> Mark as Read
          </Button>
        )}
        <Button variant="outline" onClick={() => setContextOpen(true)}>
          <BookOpen aria-hidden /> Biblical Context
        </Button>
        <Button variant="ghost" onClick={() => setShareOpen(true)}>
          <Share2 aria-hidden /> Share
        </Button>
      </CardFooter>
      <OnceOpened open={contextOpen}>
        <InterpretationDialog
          scripture={scripture}
          open={contextOpen}
          onOpenChange={setContextOpen}
          title={contextTitle}
          onShare={(i) => {
            setContextOpen(false);
            setInsight(i);
          }}
          onReadInContext={setReading}
        />
      </OnceOpened>
      <OnceOpened open={shareOpen}>
        <ShareScriptureDialog scripture={scripture} open={shareOpen} onOpenChange={setShareOpen} />
      </OnceOpened>
      <OnceOpened open={insight !== null}>
        <ShareInsightDialog scripture={scripture} interpretation={insight} onOpenChange={(open) => !open && setInsight(null)} />
      </OnceOpened>
      {reading !== null && (
        <Suspense fallback={null}>
          <ChapterReaderDialog reference={reading} onOpenChange={(open) => !open && setReading(null)} />
        </Suspense>
      )}
    </Card>
  );
}
