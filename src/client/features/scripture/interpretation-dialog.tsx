import type { UseQueryResult } from '@tanstack/react-query';
import { AlertCircle, BookOpen, Share2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { COMPOSER_NOTE, type TInterpretation, type TScripture } from '@contract/scripture';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Skeleton } from '@/components/ui/misc';
import { useInterpretation, usePassageContext } from './api';

interface Props {
  scripture: TScripture;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** 'Biblical Context and Insight' (Dashboard) or 'Biblical Context and Interpretation' (Scripture). */
  title: string;
  onShare: (interpretation: TInterpretation) => void;
  onReadInContext: (reference: string) => void;
}

interface BodyProps {
  reference: string;
  text: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  query: UseQueryResult<TInterpretation>;
  /** Offered for a curated passage (its share image); a verse from anywhere in the Bible is shared from its passage. */
  onShare?: (interpretation: TInterpretation) => void;
  onReadInContext: (reference: string) => void;
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = `context-${title.toLowerCase().replace(/\s+/g, '-')}`;
  return (
    <section className="space-y-1.5" aria-labelledby={id}>
      <h3 id={id} className="font-semibold text-accent">
        {title}
      </h3>
      {children}
    </section>
  );
}

/** A curated passage's context (Dashboard, Scripture). */
export function InterpretationDialog({ scripture, ...props }: Props) {
  const query = useInterpretation(scripture.id, props.open);
  return <ContextDialog reference={scripture.verse} text={scripture.text} query={query} {...props} />;
}

/** Any passage's context: a verse found by search or chosen in the chapter reader. */
export function PassageContextDialog({
  passage,
  onOpenChange,
  onReadInContext,
}: {
  passage: { reference: string; text: string } | null;
  onOpenChange: (open: boolean) => void;
  onReadInContext: (reference: string) => void;
}) {
  const query = usePassageContext(passage?.reference ?? null);
  return (
    <ContextDialog
      reference={passage?.reference ?? ''}
      text={passage?.text ?? ''}
      open={passage !== null}
      onOpenChange={onOpenChange}
      title="Biblical Context"
      query={query}
      onReadInContext={onReadInContext}
    />
  );
}

function ContextDialog({ reference, text, open, onOpenChange, title, query, onShare, onReadInContext }: BodyProps) {
  const { data, isPending, isError, refetch, isFetching } = query;

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-2xl">
        <DialogHeader>
          <DialogTitle className="flex items-center gap-2">
            <BookOpen className="size-5 text-accent" aria-hidden /> {title}
          </DialogTitle>
          <DialogDescription>{reference}</DialogDescription>
        </DialogHeader>
        <blockquote className="border-l-4 border-accent pl-4 font-serif italic text-foreground">{text}</blockquote>
        {isPending && open ? (
          <div role="status" aria-label="Loading the biblical context" className="space-y-3">
            <p className="text-sm text-muted-foreground">Exploring the biblical context...</p>
            <Skeleton className="h-20 w-full" />
            <Skeleton className="h-20 w-full" />
            <Skeleton className="h-16 w-full" />
          </div>
        ) : isError ? (
          <div className="flex flex-col items-start gap-3 rounded-md border border-destructive/40 p-4">
            <p className="flex items-center gap-2 text-destructive">
              <AlertCircle className="size-4" aria-hidden /> Unable to load interpretation. Please try again.
            </p>
            <Button variant="outline" size="sm" disabled={isFetching} onClick={() => void refetch()}>
              Try again
            </Button>
          </div>
        ) : data ? (
          <div className="space-y-5 leading-relaxed">
            <Section title="Theological Insight">
              <p>{data.theologicalInsight}</p>
            </Section>
            <Section title="Historical Context">
              <p>{data.contextExplanation}</p>
            </Section>
            <Section title="Personal Application">
              <p>{data.personalApplication}</p>
            </Section>
            {data.relatedVerses.length > 0 && (
              <Section title="Related Verses">
                <ul className="space-y-3">
                  {data.relatedVerses.map((r) => (
                    <li key={r.reference} className="rounded-md bg-muted p-3">
                      <p className="font-medium">{r.reference}</p>
                      <p className="font-serif italic">{r.text}</p>
                      <p className="mt-1 text-sm text-muted-foreground">{r.connection}</p>
                      <Button variant="link" className="h-auto p-0 text-sm" onClick={() => onReadInContext(r.reference)}>
                        Read {r.reference} in context
                      </Button>
                    </li>
                  ))}
                </ul>
              </Section>
            )}
            {data.source === 'composer' && <p className="text-xs text-muted-foreground">{COMPOSER_NOTE}</p>}
            <div className="flex flex-wrap gap-2">
              <Button variant="outline" onClick={() => onReadInContext(reference)}>
                <BookOpen aria-hidden /> Read in context
              </Button>
              {onShare && (
                <Button variant="accent" onClick={() => onShare(data)}>
                  <Share2 aria-hidden /> Share Insight
                </Button>
              )}
            </div>
          </div>
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
