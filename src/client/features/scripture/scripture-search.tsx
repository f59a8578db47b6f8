import { BookOpen, Search } from 'lucide-react';
import { FEATURES } from '@contract/features';
import { useDeferredValue, useMemo, useState } from 'react';
import { useDebounced } from '@/lib/use-debounced';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { Input, Label } from '@/components/ui/input';
import { LoadError } from '@/components/ui/load-error';
import { Skeleton } from '@/components/ui/misc';
import { useBibleSearch, useScriptures } from './api';
import { ChapterReaderDialog } from './chapter-reader-dialog';
import { PassageContextDialog } from './interpretation-dialog';
import { ScriptureCard } from './scripture-card';

const LIST_PAGE = 20;

function WholeBible({
  q,
  onRead,
  onContext,
}: {
  q: string;
  onRead: (reference: string) => void;
  onContext: (verse: { reference: string; text: string }) => void;
}) {
  const search = useBibleSearch(q);
  if (q.trim().length < 2) return null;
  const pages = search.data?.pages ?? [];
  const results = pages.flatMap((p) => p.results);
  const first = pages[0];
  return (
    <section aria-labelledby="bible-results" className="space-y-3">
      <h2 id="bible-results" className="text-lg font-semibold">
        From the whole Bible{first ? ` (${first.total.toLocaleString('en-US')})` : ''}
      </h2>
      {search.isPending ? (
        <div role="status" aria-label="Searching the Bible" className="space-y-2">
          <Skeleton className="h-14 w-full" />
          <Skeleton className="h-14 w-full" />
        </div>
      ) : search.isError ? (
        <LoadError message="The Bible couldn't be searched just now." onRetry={search.refetch} />
      ) : !results.length ? (
        <p className="text-muted-foreground">{first?.message ?? `No verses found for “${q}”.`}</p>
      ) : (
        <>
          <ul className="divide-y divide-border rounded-lg border border-border bg-card">
            {results.map((r) => (
              <li key={r.reference} className="flex flex-col gap-1 p-4 sm:flex-row sm:items-start sm:justify-between sm:gap-4">
                <div>
                  <p className="font-semibold text-accent">{r.reference}</p>
                  <p className="reading-base font-serif">{r.text}</p>
                </div>
                <div className="flex shrink-0 gap-2 self-start">
                  <Button variant="outline" size="sm" onClick={() => onRead(r.reference)} aria-label={`Read ${r.reference} in context`}>
                    Read in context
                  </Button>
                  {FEATURES.insightForEveryVerse && (
                    <Button variant="ghost" size="sm" onClick={() => onContext(r)} aria-label={`Biblical context for ${r.reference}`}>
                      <BookOpen aria-hidden /> Context
                    </Button>
                  )}
                </div>
              </li>
            ))}
          </ul>
          {search.hasNextPage && (
            <Button variant="outline" onClick={() => void search.fetchNextPage()} disabled={search.isFetchingNextPage}>
              {search.isFetchingNextPage ? 'Loading...' : 'Show more verses'}
            </Button>
          )}
        </>
      )}
    </section>
  );
}

/** All Scriptures: the curated passages filtered as you type, and matches from the whole Bible below them. */
export function ScriptureSearch({ contextTitle }: { contextTitle: string }) {
  const [query, setQuery] = useState('');
  const q = useDeferredValue(query.trim());
  const bibleQuery = useDebounced(q);
  const [shown, setShown] = useState(LIST_PAGE);
  const [reading, setReading] = useState<string | null>(null);
  const [context, setContext] = useState<{ reference: string; text: string } | null>(null);
  const { data, isPending, isError, refetch } = useScriptures();

  const matches = useMemo(() => {
    if (!data) return [];
    const needle = q.toLowerCase();
    return needle ? data.filter((s) => s.verse.toLowerCase().includes(needle) || s.text.toLowerCase().includes(needle)) : data;
  }, [data, q]);

  return (
    <div className="space-y-5">
      <div className="grid gap-1.5">
        <Label htmlFor="scripture-search">Search scriptures and the whole Bible</Label>
        <div className="relative">
          <Search className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground" aria-hidden />
          <Input
            id="scripture-search"
            type="search"
            className="pl-9"
            placeholder="A word, a phrase or a reference (John 3:16, Psalm 23)"
            value={query}
            onChange={(e) => {
              setQuery(e.target.value);
              setShown(LIST_PAGE);
            }}
          />
        </div>
      </div>
      {isPending ? (
        <div role="status" aria-label="Loading scriptures" className="grid gap-4 md:grid-cols-2">
          <Skeleton className="h-48" />
          <Skeleton className="h-48" />
        </div>
      ) : isError ? (
        <LoadError message="The scriptures couldn't be loaded." onRetry={refetch} />
      ) : (
        <section aria-labelledby="curated-results" className="space-y-3">
          <h2 id="curated-results" className="text-lg font-semibold">
            {q ? `Well-loved passages (${matches.length})` : `All Scriptures (${data.length})`}
          </h2>
          {matches.length === 0 ? (
            <Card>
              <CardContent className="p-5 text-muted-foreground">None of the well-loved passages match “{q}”.</CardContent>
            </Card>
          ) : (
            <ul className="grid gap-4 md:grid-cols-2">
              {matches.slice(0, shown).map((s) => (
                <li key={s.id}>
                  <ScriptureCard scripture={s} contextTitle={contextTitle} className="h-full" />
                </li>
              ))}
            </ul>
          )}
          {matches.length > shown && (
            <Button variant="outline" onClick={() => setShown((n) => n + LIST_PAGE)}>
              Show more passages
            </Button>
          )}
        </section>
      )}
      <WholeBible q={bibleQuery} onRead={setReading} onContext={setContext} />
      <PassageContextDialog
        passage={context}
        onOpenChange={(open) => !open && setContext(null)}
        onReadInContext={(reference) => {
          setContext(null);
          setReading(reference);
        }}
      />
      <ChapterReaderDialog reference={reading} onOpenChange={(open) => !open && setReading(null)} />
    </div>
  );
}
