import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { formatReference, parseReference } from '@contract/bible-reference';
import { FEATURES } from '@contract/features';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Skeleton } from '@/components/ui/misc';
import { cn } from '@/lib/utils';
import { usePassage } from './api';
import { PassageContextDialog } from './interpretation-dialog';

/** The verses a reference covers, as "chapter:verse" keys, to highlight them in their chapter. */
function highlighted(reference: string): Set<string> {
  try {
    const ref = parseReference(reference);
    if (ref.verse === undefined) return new Set();
    const keys = new Set<string>();
    const lastChapter = ref.endChapter ?? ref.chapter;
    for (let c = ref.chapter; c <= lastChapter; c++) {
      const from = c === ref.chapter ? ref.verse : 1;
      const to = c === lastChapter ? (ref.endVerse ?? (ref.endChapter === undefined ? ref.verse : 200)) : 200;
      for (let v = from; v <= to; v++) keys.add(`${c}:${v}`);
    }
    return keys;
  } catch {
    return new Set();
  }
}

/**
 * The chapter a reference starts in ("John 3" for "John 3:16-18"), worked out here as the server does (the same
 * contract code), so the reader asks for the chapter alone: one request, and one the offline Bible answers.
 */
function chapterOf(reference: string | null): string | null {
  if (!reference) return null;
  try {
    const ref = parseReference(reference);
    return formatReference({ book: ref.book, chapter: ref.chapter });
  } catch {
    return null;
  }
}

/** Reads a passage in its chapter, the passage itself highlighted, with the chapters either side a click away. */
export function ChapterReaderDialog({ reference, onOpenChange }: { reference: string | null; onOpenChange: (open: boolean) => void }) {
  // The chapter the reader moved to, for the reference it was opened with (a new reference starts over).
  const [moved, setMoved] = useState<{ from: string | null; chapter: string } | null>(null);
  const chapter = moved && moved.from === reference ? moved.chapter : null;
  const setChapter = (c: string | null) => setMoved(c ? { from: reference, chapter: c } : null);
  const parsed = chapterOf(reference);
  // Only a reference this code can't read goes to the server first, to learn its chapter.
  const first = usePassage(parsed ? null : reference);
  const current = chapter ?? parsed ?? first.data?.chapterReference ?? null;
  const { data, isPending, isError, refetch } = usePassage(current);
  const marked = chapter ? new Set<string>() : highlighted(reference ?? '');
  const firstMarked = useRef<HTMLLIElement>(null);
  const [context, setContext] = useState<{ reference: string; text: string } | null>(null);

  useEffect(() => {
    firstMarked.current?.scrollIntoView({ block: 'center' });
  }, [data?.chapterReference]);

  return (
    <Dialog open={reference !== null} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-2xl">
        <DialogHeader>
          <DialogTitle>{data?.reference ?? current ?? reference}</DialogTitle>
          <DialogDescription>
            {data ? `${data.translation === 'KJV' ? 'King James Version' : 'World English Bible'}` : 'Loading the chapter...'}
          </DialogDescription>
        </DialogHeader>
        {isError || first.isError ? (
          <div className="space-y-2">
            <p className="text-destructive">This chapter couldn't be loaded.</p>
            <Button variant="outline" size="sm" onClick={() => void (first.isError ? first.refetch() : refetch())}>
              Try again
            </Button>
          </div>
        ) : isPending || !data ? (
          <div role="status" aria-label="Loading the chapter" className="space-y-2">
            <Skeleton className="h-5 w-full" />
            <Skeleton className="h-5 w-11/12" />
            <Skeleton className="h-5 w-10/12" />
          </div>
        ) : (
          <ol className="reading-base mx-auto max-w-[65ch] space-y-1.5 font-serif" aria-label={data.reference}>
            {data.verses.map((v, i) => {
              const isMarked = marked.has(`${v.chapter}:${v.verse}`);
              const firstOne = isMarked && !data.verses.slice(0, i).some((p) => marked.has(`${p.chapter}:${p.verse}`));
              return (
                <li
                  key={`${v.chapter}:${v.verse}`}
                  ref={firstOne ? firstMarked : undefined}
                  className={cn('rounded px-2 py-0.5', isMarked && 'bg-accent-soft')}
                  aria-current={isMarked ? 'true' : undefined}
                >
                  {FEATURES.insightForEveryVerse && v.text ? (
                    <button
                      type="button"
                      className="mr-1 rounded align-super font-sans text-xs font-semibold text-accent underline decoration-dotted underline-offset-2 hover:decoration-solid focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
                      aria-label={`Biblical context for ${data.book.name} ${v.chapter}:${v.verse}`}
                      onClick={() => setContext({ reference: `${data.book.name} ${v.chapter}:${v.verse}`, text: v.text })}
                    >
                      {v.verse}
                    </button>
                  ) : (
                    <sup className="mr-1 font-sans text-xs font-semibold text-accent">{v.verse}</sup>
                  )}
                  {v.text || <span className="text-muted-foreground">(This verse appears only in a footnote of this translation.)</span>}
                </li>
              );
            })}
          </ol>
        )}
        {data && FEATURES.insightForEveryVerse && (
          <p className="text-sm text-muted-foreground">Choose a verse number for that verse's biblical context.</p>
        )}
        {data && (
          <div className="flex justify-between gap-2">
            <Button variant="outline" size="sm" disabled={!data.previousChapter} onClick={() => setChapter(data.previousChapter)}>
              <ChevronLeft aria-hidden /> {data.previousChapter ?? 'Previous'}
            </Button>
            <Button variant="outline" size="sm" disabled={!data.nextChapter} onClick={() => setChapter(data.nextChapter)}>
              {data.nextChapter ?? 'Next'} <ChevronRight aria-hidden />
            </Button>
          </div>
        )}
        <PassageContextDialog
          passage={context}
          onOpenChange={(open) => !open && setContext(null)}
          onReadInContext={() => setContext(null)}
        />
      </DialogContent>
    </Dialog>
  );
}
