import { BookOpen, CheckCircle2, Share2 } from 'lucide-react';
import { useState } from 'react';
import type { TInterpretation, TScripture } from '@contract/scripture';
import { FavoriteButton } from '@/components/favorite-button';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from '@/components/ui/card';
import { toast } from '@/components/ui/toast';
import { useCompletionsToday, useRecordCompletion } from '@/lib/completions';
import { cn } from '@/lib/utils';
import { useScriptureFavorites, useToggleScriptureFavorite } from './api';
import { ChapterReaderDialog } from './chapter-reader-dialog';
import { InterpretationDialog } from './interpretation-dialog';
import { ShareInsightDialog, ShareScriptureDialog } from './share-dialogs';

/** Mark as Read records today's scripture; once done, every passage reads 'Completed Today'. */
export function useMarkScriptureRead() {
  const completions = useCompletionsToday();
  const record = useRecordCompletion('scripture');
  const markRead = (scripture: TScripture) =>
    record.mutate(scripture.id, {
      onError: () => toast({ title: 'Error', description: 'Failed to mark scripture as complete. Please try again.', variant: 'destructive' }),
    });
  return { completed: completions.data?.scripture === true, markRead, pending: record.isPending };
}

interface Props {
  scripture: TScripture;
  /** A heading for the card ('Daily Scripture'), or none in lists. */
  heading?: string;
  contextTitle: string;
  className?: string;
}

/** A passage with its actions: Mark as Read, favorite, share, and its biblical context. */
export function ScriptureCard({ scripture, heading, contextTitle, className }: Props) {
  const favorites = useScriptureFavorites();
  const toggle = useToggleScriptureFavorite();
  const { completed, markRead, pending } = useMarkScriptureRead();
  const [contextOpen, setContextOpen] = useState(false);
  const [shareOpen, setShareOpen] = useState(false);
  const [insight, setInsight] = useState<TInterpretation | null>(null);
  const [reading, setReading] = useState<string | null>(null);
  const isFavorite = favorites.data?.some((s) => s.id === scripture.id) ?? false;

  return (
    <Card className={cn('flex flex-col', className)} aria-label={heading ?? scripture.verse}>
      <CardHeader className="flex-row items-start justify-between gap-2">
        <div className="space-y-1">
          {heading && <CardTitle>{heading}</CardTitle>}
          <p className={cn('font-semibold text-accent', !heading && 'text-base')}>{scripture.verse}</p>
        </div>
        <FavoriteButton isFavorite={isFavorite} label={scripture.verse} onToggle={() => toggle.mutate(scripture)} disabled={favorites.isPending} />
      </CardHeader>
      <CardContent className="flex-1">
        <blockquote className="font-serif text-lg leading-relaxed">{scripture.text}</blockquote>
      </CardContent>
      <CardFooter className="flex-wrap">
        {completed ? (
          <Button variant="secondary" disabled className="text-success disabled:opacity-100">
            <CheckCircle2 aria-hidden /> Completed Today
          </Button>
        ) : (
          <Button onClick={() => markRead(scripture)} disabled={pending}>
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
      <ShareScriptureDialog scripture={scripture} open={shareOpen} onOpenChange={setShareOpen} />
      <ShareInsightDialog scripture={scripture} interpretation={insight} onOpenChange={(open) => !open && setInsight(null)} />
      <ChapterReaderDialog reference={reading} onOpenChange={(open) => !open && setReading(null)} />
    </Card>
  );
}
