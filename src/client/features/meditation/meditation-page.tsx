import { Heart, Library, Search, Sun } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import type { TMeditationSummary } from '@contract/meditation';
import { useUserRecord } from '@/app/auth';
import { usePageTitle } from '@/lib/page-title';
import { Artwork } from '@/components/artwork';
import { CompletionBanner } from '@/components/completion-banner';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { Input, Label } from '@/components/ui/input';
import { LoadError } from '@/components/ui/load-error';
import { Skeleton } from '@/components/ui/misc';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { useDebounced } from '@/lib/use-debounced';
import { useDailyMeditation, useMeditation, useMeditationFavorites, useMeditations } from './api';
import { useMeditationCompletion } from './api';
import { MeditationView } from './meditation-view';

function Loading({ label }: { label: string }) {
  return (
    <div role="status" aria-label={label} className="space-y-3">
      <Skeleton className="h-8 w-1/2" />
      <Skeleton className="h-32 w-full" />
    </div>
  );
}

function TodayTab({ autoStart }: { autoStart: boolean }) {
  const { data, isPending, isError, refetch } = useDailyMeditation();
  if (isPending) return <Loading label="Loading today's meditation" />;
  if (isError) return <LoadError message="Unable to load today's meditation. Please try again later." onRetry={refetch} />;
  if (!data) return <p className="text-muted-foreground">No meditation available for today.</p>;
  return <MeditationView meditation={data} heading="Today's Meditation" autoStart={autoStart} />;
}

function Chosen({ id, onBack }: { id: number; onBack: () => void }) {
  const { data, isPending, isError, refetch } = useMeditation(id);
  return (
    <div className="space-y-3">
      <Button variant="link" size="touch" className="-ml-2" onClick={onBack}>
        ← Back to the list
      </Button>
      {isPending ? (
        <Loading label="Loading the meditation" />
      ) : isError || !data ? (
        <LoadError message="This meditation couldn't be loaded." onRetry={refetch} />
      ) : (
        <MeditationView meditation={data} />
      )}
    </div>
  );
}

function MeditationList({ items, onOpen, label }: { items: TMeditationSummary[]; onOpen: (id: number) => void; label: string }) {
  return (
    <ul className="grid gap-3 md:grid-cols-2" aria-label={label}>
      {items.map((m) => (
        <li key={m.id}>
          <button
            type="button"
            onClick={() => onOpen(m.id)}
            className="h-full w-full overflow-hidden rounded-lg border border-border bg-card text-left shadow-sm transition-colors hover:bg-muted"
          >
            <Artwork seed={`meditation-${m.id}`} className="aspect-[8/1]" />
            <span className="block p-4">
              <span className="block font-semibold">{m.title}</span>
              <span className="block text-sm font-medium text-accent">{m.scripture}</span>
              <span className="mt-1 block text-sm text-muted-foreground">{m.excerpt}</span>
            </span>
          </button>
        </li>
      ))}
    </ul>
  );
}

function AllTab({ total }: { total?: number }) {
  const [query, setQuery] = useState('');
  const q = useDebounced(query.trim());
  const [open, setOpen] = useState<number | null>(null);
  const [shown, setShown] = useState(30);
  const { data, isPending, isError, refetch } = useMeditations(q);
  if (open !== null) return <Chosen id={open} onBack={() => setOpen(null)} />;
  return (
    <div className="space-y-4">
      <div className="grid gap-1.5">
        <Label htmlFor="meditation-search">Search {total ?? ''} meditations</Label>
        <div className="relative">
          <Search className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground" aria-hidden />
          <Input
            id="meditation-search"
            type="search"
            className="pl-9"
            placeholder="A theme, a title or a passage (peace, Psalm 23)"
            value={query}
            onChange={(e) => setQuery(e.target.value)}
          />
        </div>
      </div>
      {isPending ? (
        <Loading label="Loading meditations" />
      ) : isError ? (
        <LoadError message="The meditations couldn't be loaded." onRetry={refetch} />
      ) : data.length === 0 ? (
        <p className="text-muted-foreground">No meditations match “{q}”.</p>
      ) : (
        <>
          <MeditationList items={data.slice(0, shown)} onOpen={setOpen} label="All meditations" />
          {data.length > shown && (
            <Button variant="outline" onClick={() => setShown((n) => n + 30)}>
              Show more meditations
            </Button>
          )}
        </>
      )}
    </div>
  );
}

function FavoritesTab({ onBrowse }: { onBrowse: () => void }) {
  const { data, isPending, isError, refetch } = useMeditationFavorites();
  const [open, setOpen] = useState<number | null>(null);
  if (open !== null) return <Chosen id={open} onBack={() => setOpen(null)} />;
  if (isPending) return <Loading label="Loading your favorites" />;
  if (isError) return <LoadError message="Your favorites couldn't be loaded." onRetry={refetch} />;
  if (!data.length)
    return (
      <Card>
        <CardContent className="grid justify-items-center gap-3 p-8 text-center">
          <Heart className="size-10 text-muted-foreground" aria-hidden />
          <p className="text-lg font-medium">You haven't saved any meditations yet.</p>
          <p className="text-muted-foreground">Tap the heart on a meditation to keep it here.</p>
          <Button onClick={onBrowse}>Browse Meditations</Button>
        </CardContent>
      </Card>
    );
  return <MeditationList items={data} onOpen={setOpen} label="Favorite meditations" />;
}

/** Christian Meditation, for the signed-in user. ?start=today opens today's meditation ready to play. */
export function MeditationPage() {
  useUserRecord();
  const [params, setParams] = useSearchParams();
  const [autoStart] = useState(() => params.get('start') === 'today');
  const [tab, setTab] = useState('today');
  const { completed } = useMeditationCompletion();
  const all = useMeditations();
  usePageTitle('Meditation');
  useEffect(() => {
    if (params.has('start')) setParams({}, { replace: true });
  }, [params, setParams]);

  return (
    <div className="space-y-6">
      <header className="space-y-1">
        <h1 className="flex items-center gap-2 text-2xl font-semibold">
          <Sun className="size-6 text-accent" aria-hidden /> Christian Meditation
        </h1>
        <p className="text-muted-foreground">
          {all.data
            ? `${all.data.length} guided meditations, each rooted in a passage of Scripture.`
            : 'Guided meditations, each rooted in a passage of Scripture.'}
        </p>
      </header>
      {completed && (
        <CompletionBanner title="Meditation done for today">You've taken time to be still with God today. Well done!</CompletionBanner>
      )}
      <Tabs value={tab} onValueChange={setTab}>
        <TabsList>
          <TabsTrigger value="today">
            <Sun aria-hidden /> Today's Meditation
          </TabsTrigger>
          <TabsTrigger value="all">
            <Library aria-hidden /> All Meditations
          </TabsTrigger>
          <TabsTrigger value="favorites">
            <Heart aria-hidden /> Favorites
          </TabsTrigger>
        </TabsList>
        <TabsContent value="today">
          <TodayTab autoStart={autoStart} />
        </TabsContent>
        <TabsContent value="all">
          <AllTab total={all.data?.length} />
        </TabsContent>
        <TabsContent value="favorites">
          <FavoritesTab onBrowse={() => setTab('all')} />
        </TabsContent>
      </Tabs>
    </div>
  );
}
