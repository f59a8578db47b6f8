import { CheckCircle2, PlayCircle, Share2 } from 'lucide-react';
import { useState } from 'react';
import type { TMeditation } from '@contract/meditation';
import { Artwork } from '@/components/artwork';
import { FavoriteButton } from '@/components/favorite-button';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from '@/components/ui/card';
import { useMeditationCompletion, useMeditationFavorites, useToggleMeditationFavorite } from './api';
import { AudioPlayer } from './audio-player';
import { ListenButton } from './listen-button';
import { ShareMeditationDialog } from './share-meditation-dialog';

function Script({ meditation }: { meditation: TMeditation }) {
  return (
    <ol className="space-y-4 leading-relaxed" aria-label="Guided script">
      {meditation.stages.map((s) => (
        <li key={s.key} className="space-y-1">
          <h3 className="text-sm font-semibold uppercase tracking-wide text-accent">{s.heading}</h3>
          <p>{s.text}</p>
          {s.key === 'read' && (
            <blockquote className="mt-2 border-l-4 border-accent pl-4 reading font-serif italic">
              {meditation.scriptureText}
              <footer className="mt-1 font-sans text-sm not-italic text-muted-foreground">{meditation.scripture}</footer>
            </blockquote>
          )}
        </li>
      ))}
    </ol>
  );
}

/** A meditation: Begin Meditation opens the player and the guided script; Mark as Completed records it. */
export function MeditationView({
  meditation,
  heading,
  autoStart = false,
}: {
  meditation: TMeditation;
  heading?: string;
  autoStart?: boolean;
}) {
  const [started, setStarted] = useState(autoStart);
  const [sharing, setSharing] = useState(false);
  const favorites = useMeditationFavorites();
  const toggle = useToggleMeditationFavorite();
  const { isDone, complete, pending } = useMeditationCompletion();
  const completed = isDone(meditation.id);
  const isFavorite = favorites.data?.some((m) => m.id === meditation.id) ?? false;

  return (
    <Card aria-label={heading ?? meditation.title}>
      <Artwork seed={`meditation-${meditation.id}`} className="rounded-t-[calc(var(--radius-lg)-1px)]" />
      <CardHeader className="flex-row items-start justify-between gap-2">
        <div className="space-y-1">
          {heading && <p className="text-sm font-medium text-muted-foreground">{heading}</p>}
          <CardTitle className="text-xl">{meditation.title}</CardTitle>
          <p className="font-medium text-accent">{meditation.scripture}</p>
        </div>
        <FavoriteButton
          isFavorite={isFavorite}
          label={meditation.title}
          onToggle={() => toggle.mutate(meditation)}
          disabled={favorites.isPending}
        />
      </CardHeader>
      <CardContent className="space-y-5">
        {!started ? (
          <p className="text-muted-foreground">{meditation.excerpt}</p>
        ) : (
          <>
            <AudioPlayer src={meditation.audioPath} />
            <div className="flex flex-wrap items-center gap-2">
              <ListenButton meditation={meditation} />
              <span className="text-sm text-muted-foreground">A guided voice reads the script, pausing between stages.</span>
            </div>
            <Script meditation={meditation} />
          </>
        )}
      </CardContent>
      <CardFooter className="flex-wrap">
        {!started && (
          <Button variant="accent" onClick={() => setStarted(true)}>
            <PlayCircle aria-hidden /> Begin Meditation
          </Button>
        )}
        {started &&
          (completed ? (
            <Button variant="secondary" disabled className="text-success disabled:opacity-100">
              <CheckCircle2 aria-hidden /> Completed Today
            </Button>
          ) : (
            <Button onClick={() => complete(meditation)} disabled={pending}>
              <CheckCircle2 aria-hidden /> Mark as Completed
            </Button>
          ))}
        <Button variant="ghost" onClick={() => setSharing(true)}>
          <Share2 aria-hidden /> Share
        </Button>
      </CardFooter>
      <ShareMeditationDialog meditation={meditation} open={sharing} onOpenChange={setSharing} />
    </Card>
  );
}
