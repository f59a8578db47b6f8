import { Search } from 'lucide-react';
import { useDeferredValue, useMemo, useState } from 'react';
import { useDebounced } from '@/lib/use-debounced';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { Input, Label } from '@/components/ui/input';
import { LoadError } from '@/components/ui/load-error';
import { Skeleton } from '@/components/ui/misc';
import { useBibleSearch, useScriptures } from './api';
import { ChapterReaderDialog } from './chapter-reader-dialog';
import { ScriptureCard } from './scripture-card';

const LIST_PAGE = 20;

function WholeBible({ q, onRead }: { q: string; onRead: (reference: string) => void }) {
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
        <p className="text-destructive">The Bible couldn't be searched just now. Please try again.</p>
      ) : !results.length ? (
        <p className="text-muted-foreground">{first?.message ?? `No verses found for “${q}”.`}</p>
      ) : (
        <>
          <ul className="divide-y divide-border rounded-lg border border-border bg-card">
            {results.map((r) => (
              <li key={r.reference} className="flex flex-col gap-1 p-4 sm:flex-row sm:items-start sm:justify-between sm:gap-4">
                <div>
                  <p className="font-semibold text-accent">{r.reference}</p>
                  <p className="font-serif">{r.text}</p>
                </div>
                <Button variant="outline" size="sm" className="shrink-0 self-start" onClick={() => onRead(r.reference)} aria-label={`Read ${r.reference} in context`}>
                  Read in context
                </Button>
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
      <WholeBible q={bibleQuery} onRead={setReading} />
      <ChapterReaderDialog reference={reading} onOpenChange={(open) => !open && setReading(null)} />
    </div>
  );
}
