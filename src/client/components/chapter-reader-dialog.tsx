import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import type { TPassage } from '@contract/bible';
import { formatReference, parseReference, type BibleRef } from '@contract/bible-reference';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Skeleton } from '@/components/ui/misc';
import { useReaderTranslation } from '@/lib/favorites';
import { cn } from '@/lib/utils';
import { ListenToChapterControls, useListenToChapter } from './listen-to-chapter';

/** A passage's text from the Bible files, in the reader's translation (kept while the next one loads). */
export function useReaderPassage(reference: string | null) {
  const translation = useReaderTranslation();
  return useQuery<TPassage>({
    queryKey: [`/api/bible/passage?ref=${encodeURIComponent(reference ?? '')}&translation=${translation}`],
    enabled: Boolean(reference),
    placeholderData: keepPreviousData,
  });
}

function parsed(reference: string | null): BibleRef | null {
  try {
    return reference ? parseReference(reference) : null;
  } catch {
    return null;
  }
}

/** The verses a reference covers, as "chapter:verse" keys, to highlight them in their chapter. */
function highlighted(ref: BibleRef | null): Set<string> {
  if (!ref || ref.verse === undefined) return new Set();
  const keys = new Set<string>();
  const lastChapter = ref.endChapter ?? ref.chapter;
  for (let c = ref.chapter; c <= lastChapter; c++) {
    const from = c === ref.chapter ? ref.verse : 1;
    const to = c === lastChapter ? (ref.endVerse ?? (ref.endChapter === undefined ? ref.verse : 200)) : 200;
    for (let v = from; v <= to; v++) keys.add(`${c}:${v}`);
  }
  return keys;
}

export interface VerseChoice {
  reference: string;
  text: string;
}

/**
 * Reads a passage in its chapter, the passage itself highlighted and scrolled to, with the chapters either side a
 * click away. A passage over several chapters ("Psalms 1-5") opens at its first and says which of them is shown.
 * `onVerse` makes each verse number a button (the scripture screen opens that verse's context with it);
 * `children` go at the foot of the dialog (a reading plan's "Mark Day N as Read", a dialog of the caller's).
 */
export function ChapterReaderDialog({
  reference,
  onOpenChange,
  onVerse,
  children,
}: {
  reference: string | null;
  onOpenChange: (open: boolean) => void;
  onVerse?: (verse: VerseChoice) => void;
  children?: ReactNode;
}) {
  // The chapter the reader moved to, for the reference it was opened with (a new reference starts over).
  const [moved, setMoved] = useState<{ from: string | null; chapter: string } | null>(null);
  const chapter = moved && moved.from === reference ? moved.chapter : null;
  const setChapter = (c: string | null) => setMoved(c ? { from: reference, chapter: c } : null);
  const ref = parsed(reference);
  // The chapter a reference starts in ("John 3" for "John 3:16-18") is worked out here as the server does (the same
  // contract code), so the reader asks for the chapter alone: one request, and one the offline Bible answers. Only a
  // reference this code can't read goes to the server first, to learn its chapter.
  const start = ref ? formatReference({ book: ref.book, chapter: ref.chapter }) : null;
  const first = useReaderPassage(start ? null : reference);
  const current = chapter ?? start ?? first.data?.chapterReference ?? null;
  const { data, isPending, isError, refetch } = useReaderPassage(current);
  const shownChapter = data?.verses[0]?.chapter;
  const lastChapter = ref ? (ref.endChapter ?? ref.chapter) : 0;
  // The passage is marked in every chapter of it the reader shows, and only in its own book.
  const inPassage = Boolean(ref && data && data.book.osis === ref.book && shownChapter !== undefined);
  const marked = inPassage ? highlighted(ref) : new Set<string>();
  const chaptersOfReading =
    ref && inPassage && ref.verse === undefined && lastChapter > ref.chapter && shownChapter! >= ref.chapter && shownChapter! <= lastChapter
      ? { index: shownChapter! - ref.chapter + 1, count: lastChapter - ref.chapter + 1 }
      : null;
  const firstMarked = useRef<HTMLLIElement>(null);
  const list = useRef<HTMLOListElement>(null);
  // Listening stops with another chapter, another translation, or the reader closing.
  const listen = useListenToChapter([data?.chapterReference, data?.translation, reference]);

  useEffect(() => {
    firstMarked.current?.scrollIntoView({ block: 'center' });
  }, [data?.chapterReference]);
  // The verse being read stays in view.
  useEffect(() => {
    if (listen.verse !== null) list.current?.querySelector('[data-reading]')?.scrollIntoView({ block: 'nearest' });
  }, [listen.verse]);

  return (
    <Dialog open={reference !== null} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-2xl">
        <DialogHeader>
          <DialogTitle>{data?.reference ?? current ?? reference}</DialogTitle>
          <DialogDescription>
            {data ? `${data.translation === 'KJV' ? 'King James Version' : 'World English Bible'}` : 'Loading the chapter...'}
            {chaptersOfReading &&
              ` · chapter ${chaptersOfReading.index} of ${chaptersOfReading.count} of ${ref ? formatReference(ref) : reference}`}
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
          <>
            <ListenToChapterControls
              label={data.reference}
              listen={listen}
              onListen={() => listen.start(data.verses.flatMap((v, index) => (v.text ? [{ index, text: v.text }] : [])))}
            />
            <ol ref={list} className="reading-base mx-auto max-w-[65ch] space-y-1.5 font-serif" aria-label={data.reference}>
              {data.verses.map((v, i) => {
                const isMarked = marked.has(`${v.chapter}:${v.verse}`);
                const isReading = listen.verse === i;
                const firstOne = isMarked && !data.verses.slice(0, i).some((p) => marked.has(`${p.chapter}:${p.verse}`));
                return (
                  <li
                    key={`${v.chapter}:${v.verse}`}
                    ref={firstOne ? firstMarked : undefined}
                    className={cn('rounded px-2 py-0.5', isMarked && 'bg-accent-soft', isReading && 'outline-2 outline-primary')}
                    aria-current={isMarked ? 'true' : undefined}
                    data-reading={isReading || undefined}
                  >
                    {onVerse && v.text ? (
                      <button
                        type="button"
                        className="mr-1 rounded align-super font-sans text-xs font-semibold text-accent underline decoration-dotted underline-offset-2 hover:decoration-solid focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
                        aria-label={`Biblical context for ${data.book.name} ${v.chapter}:${v.verse}`}
                        onClick={() => onVerse({ reference: `${data.book.name} ${v.chapter}:${v.verse}`, text: v.text })}
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
          </>
        )}
        {data && onVerse && <p className="text-sm text-muted-foreground">Choose a verse number for that verse's biblical context.</p>}
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
        {children}
      </DialogContent>
    </Dialog>
  );
}
