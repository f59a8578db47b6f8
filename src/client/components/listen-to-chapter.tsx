import { Loader2, Pause, Play, Square, Volume2 } from 'lucide-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { readAloud, speechNotices, speechSupported, type Reading } from '@/lib/speech';

type Phase = 'idle' | 'preparing' | 'playing' | 'paused';

/**
 * Reads a chapter aloud verse by verse in the preferred voice (§9: a little slower than speech, a touch warmer),
 * telling which verse is being read so the reader can highlight it. Anything in `resetOn` changing (another
 * chapter, the reader closing) stops the voice.
 */
export function useListenToChapter(resetOn: unknown[]) {
  const [phase, setPhase] = useState<Phase>('idle');
  const [verse, setVerse] = useState<number | null>(null);
  const reading = useRef<Reading | null>(null);

  const stop = useCallback(() => {
    reading.current?.stop();
    reading.current = null;
    setPhase('idle');
    setVerse(null);
  }, []);

  // eslint-disable-next-line react-hooks/exhaustive-deps -- the caller names what ends a reading
  useEffect(() => stop, [stop, ...resetOn]);

  /** `verses`: each verse's text in order, with its place in the chapter (the one highlighted while it is read). */
  const start = (verses: { index: number; text: string }[]) => {
    if (!speechSupported()) {
      speechNotices.unavailable();
      return;
    }
    reading.current?.stop();
    setPhase('preparing');
    const r = readAloud(
      verses.map((v) => v.text),
      {
        rate: 0.92,
        pitch: 1.02,
        pauseMs: 200,
        onStart: () => reading.current === r && setPhase((p) => (p === 'preparing' ? 'playing' : p)),
        onPart: (i) => reading.current === r && setVerse(verses[i]?.index ?? null),
      },
    );
    reading.current = r;
    r.done
      .catch(() => speechNotices.failed())
      .finally(() => {
        if (reading.current === r) {
          reading.current = null;
          setPhase('idle');
          setVerse(null);
        }
      });
  };
  const pause = () => {
    reading.current?.pause();
    setPhase('paused');
  };
  const resume = () => {
    reading.current?.resume();
    setPhase('playing');
  };
  return { phase, verse, start, stop, pause, resume };
}

/**
 * Listen → Preparing... → Pause / Resume, and Stop, for the chapter shown. The first button stays the same
 * element through every phase, so focus stays on it; Stop hands focus back to it.
 */
export function ListenToChapterControls({
  label,
  listen,
  onListen,
}: {
  /** The chapter, for the buttons' names ("Listen to John 3"). */
  label: string;
  listen: ReturnType<typeof useListenToChapter>;
  onListen: () => void;
}) {
  const { phase } = listen;
  const primary = useRef<HTMLButtonElement>(null);
  const main = {
    idle: { icon: <Volume2 aria-hidden />, text: 'Listen', name: `Listen to ${label}`, act: onListen },
    preparing: {
      icon: <Loader2 className="animate-spin" aria-hidden />,
      text: 'Preparing...',
      name: `Preparing to read ${label}`,
      act: undefined,
    },
    playing: { icon: <Pause aria-hidden />, text: 'Pause', name: `Pause reading ${label}`, act: listen.pause },
    paused: { icon: <Play aria-hidden />, text: 'Resume', name: `Resume reading ${label}`, act: listen.resume },
  }[phase];
  return (
    <div className="flex flex-wrap gap-2">
      <Button ref={primary} variant="outline" size="sm" onClick={main.act} aria-disabled={!main.act || undefined} aria-label={main.name}>
        {main.icon} {main.text}
      </Button>
      {phase !== 'idle' && (
        <Button
          variant="outline"
          size="sm"
          onClick={() => {
            listen.stop();
            primary.current?.focus();
          }}
          aria-label={`Stop reading ${label}`}
        >
          <Square aria-hidden /> Stop
        </Button>
      )}
    </div>
  );
}
