import { Loader2, Square, Volume2 } from 'lucide-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toast';
import { readAloud, speechNotices, speechSupported, type Reading } from '@/lib/speech';

/** §9: a little slower than speech and a touch warmer. */
const VOICE = { rate: 0.92, pitch: 1.02, pauseMs: 900 };

export type ListenPhase = 'preparing' | 'playing';

/** One reader for the whole screen: starting another tab's Listen stops the one that was playing. */
export function useReadAloud() {
  const [playing, setPlaying] = useState<{ key: string; phase: ListenPhase } | null>(null);
  const current = useRef<Reading | null>(null);

  const stop = useCallback(() => {
    current.current?.stop();
    current.current = null;
    setPlaying(null);
  }, []);

  useEffect(() => () => current.current?.stop(), []);

  const start = useCallback((key: string, parts: string[]) => {
    if (!speechSupported()) {
      speechNotices.unavailable();
      return;
    }
    current.current?.stop();
    setPlaying({ key, phase: 'preparing' });
    const reading = readAloud(parts, { ...VOICE, onStart: () => setPlaying((p) => (p?.key === key ? { key, phase: 'playing' } : p)) });
    current.current = reading;
    reading.done
      .catch(() => speechNotices.failed())
      .finally(() => {
        if (current.current === reading) {
          current.current = null;
          setPlaying(null);
        }
      });
  }, []);

  return { playing, start, stop };
}

/** Listen → Preparing... → Stop, for one tab's text. */
export function ListenButton({
  label,
  phase,
  onListen,
  onStop,
}: {
  /** What is read, for the button's accessible name ("Listen to the prayer"). */
  label: string;
  phase: ListenPhase | null;
  onListen: () => void;
  onStop: () => void;
}) {
  if (phase === 'preparing')
    return (
      <Button variant="outline" onClick={onStop} aria-label={`Preparing to read ${label}; stop`}>
        <Loader2 className="animate-spin" aria-hidden /> Preparing...
      </Button>
    );
  if (phase === 'playing')
    return (
      <Button variant="outline" onClick={onStop} aria-pressed aria-label={`Stop reading ${label}`}>
        <Square aria-hidden /> Stop
      </Button>
    );
  return (
    <Button variant="outline" onClick={onListen} aria-label={`Listen to ${label}`}>
      <Volume2 aria-hidden /> Listen
    </Button>
  );
}

/** Says a short sentence so a person can hear whether sound works before listening to a prayer. */
export function testAudio() {
  const issue = () =>
    toast({
      title: 'Audio Issue',
      description: 'Check: 1) Volume up 2) Not on silent 3) Browser permissions',
      variant: 'destructive',
      duration: 6000,
    });
  if (!speechSupported()) {
    issue();
    return;
  }
  readAloud(['Audio works!'], VOICE)
    .done.then(() => toast({ title: 'Audio works!', variant: 'success', duration: 3000 }))
    .catch(issue);
}
