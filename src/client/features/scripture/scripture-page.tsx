import { BookHeart, BookOpen, Heart } from 'lucide-react';
import { useState } from 'react';
import { useUserRecord } from '@/app/auth';
import { usePageTitle } from '@/lib/page-title';
import { CompletionBanner } from '@/components/completion-banner';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { LoadError } from '@/components/ui/load-error';
import { Skeleton } from '@/components/ui/misc';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { useDailyScripture, useScriptureFavorites } from './api';
import { ScriptureCard, useMarkScriptureRead } from './scripture-card';
import { ScriptureSearch } from './scripture-search';

const CONTEXT_TITLE = 'Biblical Context and Interpretation';

export function CardSkeleton() {
  return (
    <Card role="status" aria-label="Loading">
      <CardContent className="space-y-3 p-5">
        <Skeleton className="h-5 w-32" />
        <Skeleton className="h-20 w-full" />
        <Skeleton className="h-10 w-64" />
      </CardContent>
    </Card>
  );
}

function DailyTab() {
  const { data, isPending, isError, refetch } = useDailyScripture();
  if (isPending) return <CardSkeleton />;
  if (isError) return <LoadError message="Unable to load today's scripture. Please try again later." onRetry={refetch} />;
  if (!data) return <p className="text-muted-foreground">No daily scripture available.</p>;
  return <ScriptureCard scripture={data} heading="Daily Scripture" contextTitle={CONTEXT_TITLE} />;
}

function FavoritesTab({ onBrowse }: { onBrowse: () => void }) {
  const { data, isPending, isError, refetch } = useScriptureFavorites();
  if (isPending) return <CardSkeleton />;
  if (isError) return <LoadError message="Your favorites couldn't be loaded." onRetry={refetch} />;
  if (!data.length)
    return (
      <Card>
        <CardContent className="grid justify-items-center gap-3 p-8 text-center">
          <Heart className="size-10 text-muted-foreground" aria-hidden />
          <p className="text-lg font-medium">No favorite scriptures yet</p>
          <p className="text-muted-foreground">Tap the heart on any passage to keep it here.</p>
          <Button onClick={onBrowse}>Browse Scriptures</Button>
        </CardContent>
      </Card>
    );
  return (
    <ul className="grid gap-4 md:grid-cols-2" aria-label="My favorite scriptures">
      {data.map((s) => (
        <li key={s.id}>
          <ScriptureCard scripture={s} contextTitle={CONTEXT_TITLE} className="h-full" />
        </li>
      ))}
    </ul>
  );
}

export function ScripturePage() {
  useUserRecord(); // keeps the translation current if it changes in another tab
  const [tab, setTab] = useState('daily');
  const { completed } = useMarkScriptureRead();
  usePageTitle('Scripture');
  return (
    <div className="space-y-6">
      <header className="space-y-1">
        <h1 className="flex items-center gap-2 text-2xl font-semibold">
          <BookOpen className="size-6 text-accent" aria-hidden /> Scripture
        </h1>
        <p className="text-muted-foreground">A passage for each day, the whole Bible to search, and the verses you keep close.</p>
      </header>
      {completed && (
        <CompletionBanner title="Scripture reading done for today">You've spent time in God's word today. Well done!</CompletionBanner>
      )}
      <Tabs value={tab} onValueChange={setTab}>
        <TabsList>
          <TabsTrigger value="daily">
            <BookOpen aria-hidden /> Daily Scripture
          </TabsTrigger>
          <TabsTrigger value="all">
            <BookHeart aria-hidden /> All Scriptures
          </TabsTrigger>
          <TabsTrigger value="favorites">
            <Heart aria-hidden /> My Favorites
          </TabsTrigger>
        </TabsList>
        <TabsContent value="daily">
          <DailyTab />
        </TabsContent>
        <TabsContent value="all">
          <ScriptureSearch contextTitle={CONTEXT_TITLE} />
        </TabsContent>
        <TabsContent value="favorites">
          <FavoritesTab onBrowse={() => setTab('all')} />
        </TabsContent>
      </Tabs>
    </div>
  );
}
