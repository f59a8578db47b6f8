import { BookOpen, Heart, Share2, Sparkles } from 'lucide-react';
import { useCallback, useState } from 'react';
import type { TPrayer } from '@contract/prayer';
import { PRODUCT_NAME } from '@/components/brand';
import { ShareStoryDialog } from '@/components/share-story-dialog';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/misc';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { SCRIPTURE_HASHTAGS, scriptureStory } from '@/lib/story/cards';
import { shareLink, storyFilename } from '@/lib/story/share';
import { ListenButton, useReadAloud } from './read-aloud';

/** The §4.5 error text of each tab. */
const TAB_ERRORS = {
  prayer: 'There was an error generating your prayer.',
  bible: 'There was an error finding a Bible connection.',
  encourage: 'There was an error generating your encouragement.',
} as const;
type Tab = keyof typeof TAB_ERRORS;

function Paragraphs({ text }: { text: string }) {
  return (
    <div className="space-y-3 font-serif text-lg leading-relaxed">
      {text.split(/\n{2,}/).map((p, i) => (
        <p key={i}>{p}</p>
      ))}
    </div>
  );
}

/** What is read aloud for each tab. */
function spoken(prayer: TPrayer, tab: Tab): string[] {
  if (tab === 'prayer') return prayer.prayer.split(/\n{2,}/);
  if (tab === 'bible') return [`${prayer.bibleConnection.reference}. ${prayer.bibleConnection.text}`, prayer.bibleConnection.explanation];
  return [prayer.encouragement];
}

const LISTEN_LABEL: Record<Tab, string> = { prayer: 'the prayer', bible: 'the Bible connection', encourage: 'the encouragement' };

/**
 * The three tabs (§2.8): Prayer, Bible, Encourage, each with Listen (one tab reads at a time). While a prayer
 * is being written they show a skeleton; after a failure each says its own error, with Try again.
 */
export function PrayerResult({
  prayer,
  generating,
  failed,
  onRetry,
}: {
  prayer: TPrayer | null;
  generating: boolean;
  failed: boolean;
  onRetry: () => void;
}) {
  const [tab, setTab] = useState<Tab>('prayer');
  const [sharing, setSharing] = useState(false);
  const reader = useReadAloud();
  const connection = prayer?.bibleConnection;
  const makeImage = useCallback(
    () => (connection ? scriptureStory(connection.reference, connection.text) : Promise.reject(new Error('no verse'))),
    [connection],
  );

  const body = (which: Tab) => {
    if (generating)
      return (
        <div className="space-y-3" role="status" aria-label="Writing your prayer">
          <Skeleton className="h-5 w-11/12" />
          <Skeleton className="h-5 w-full" />
          <Skeleton className="h-5 w-4/5" />
          <Skeleton className="h-5 w-2/3" />
        </div>
      );
    if (failed || !prayer)
      return (
        <div className="space-y-3">
          <p className="text-destructive">{TAB_ERRORS[which]}</p>
          <Button variant="outline" onClick={onRetry}>
            Try again
          </Button>
        </div>
      );
    const listen = (
      <ListenButton
        label={LISTEN_LABEL[which]}
        phase={reader.playing?.key === which ? reader.playing.phase : null}
        onListen={() => reader.start(which, spoken(prayer, which))}
        onStop={reader.stop}
      />
    );
    if (which === 'prayer')
      return (
        <div className="space-y-4">
          <Paragraphs text={prayer.prayer} />
          <div className="flex flex-wrap items-center gap-3">
            {listen}
            {prayer.composedBy === 'offline' && (
              <p className="text-xs text-muted-foreground">Written by {PRODUCT_NAME}'s own prayer composer from what you shared today.</p>
            )}
          </div>
        </div>
      );
    if (which === 'bible')
      return (
        <div className="space-y-4">
          <blockquote className="rounded-md bg-muted p-4 font-serif text-lg leading-relaxed">
            <p>{prayer.bibleConnection.text}</p>
            <footer className="mt-2 text-sm font-semibold">
              — {prayer.bibleConnection.reference} ({prayer.bibleConnection.translation})
            </footer>
          </blockquote>
          <p>{prayer.bibleConnection.explanation}</p>
          <div className="flex flex-wrap gap-3">
            {listen}
            <Button variant="outline" onClick={() => setSharing(true)}>
              <Share2 aria-hidden /> Share
            </Button>
          </div>
        </div>
      );
    return (
      <div className="space-y-4">
        <Paragraphs text={prayer.encouragement} />
        {listen}
      </div>
    );
  };

  return (
    <>
      <Tabs value={tab} onValueChange={(v) => setTab(v as Tab)}>
        <TabsList aria-label="Your prayer">
          <TabsTrigger value="prayer">
            <Sparkles aria-hidden /> Prayer
          </TabsTrigger>
          <TabsTrigger value="bible">
            <BookOpen aria-hidden /> Bible
          </TabsTrigger>
          <TabsTrigger value="encourage">
            <Heart aria-hidden /> Encourage
          </TabsTrigger>
        </TabsList>
        {(['prayer', 'bible', 'encourage'] as const).map((which) => (
          <TabsContent key={which} value={which}>
            {body(which)}
          </TabsContent>
        ))}
      </Tabs>
      {connection && (
        <ShareStoryDialog
          open={sharing}
          onOpenChange={setSharing}
          title="Share Scripture"
          description={`A story image of ${connection.reference} to share.`}
          imageAlt={`Story image: ${connection.reference}`}
          filename={storyFilename(connection.reference)}
          makeImage={makeImage}
          shareTitle={connection.reference}
          shareText={`“${connection.text}” — ${connection.reference}\n\nShared from ${PRODUCT_NAME}: ${sharing ? shareLink(connection.reference, connection.translation) : ''}\n${SCRIPTURE_HASHTAGS}`}
          link={sharing ? shareLink(connection.reference, connection.translation) : undefined}
          errorTitle="Error Creating Story Card"
        />
      )}
    </>
  );
}
