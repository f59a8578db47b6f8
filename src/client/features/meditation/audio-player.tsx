import { Pause, Play } from 'lucide-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { MEDITATION_SECONDS } from '@contract/meditation';
import { Button } from '@/components/ui/button';
import { Progress } from '@/components/ui/misc';
import { toast } from '@/components/ui/toast';
import { downloadUrl } from '@/lib/story/share';

const clock = (s: number) => `${Math.floor(s / 60)}:${String(Math.floor(s % 60)).padStart(2, '0')}`;

/**
 * The meditation's timer over a looping ambient track (volume 0.7). The session lasts 5:00, or the track's
 * own length if that is longer once known. If the track can't play, the timer keeps time in silence.
 */
export function AudioPlayer({ src }: { src: string }) {
  const audio = useRef<HTMLAudioElement | null>(null);
  const [playing, setPlaying] = useState(false);
  const [elapsed, setElapsed] = useState(0);
  const [duration, setDuration] = useState(MEDITATION_SECONDS);
  const [silent, setSilent] = useState(false);

  useEffect(() => {
    const a = new Audio();
    a.loop = true;
    a.volume = 0.7;
    a.preload = 'metadata';
    a.src = src;
    const onMeta = () => Number.isFinite(a.duration) && setDuration(Math.max(MEDITATION_SECONDS, Math.ceil(a.duration)));
    const onError = () => {
      setSilent(true);
      toast({
        title: 'Audio Loading Error',
        description: "The ambient track couldn't be loaded. The timer will keep time in silence.",
        variant: 'destructive',
      });
    };
    a.addEventListener('loadedmetadata', onMeta);
    a.addEventListener('error', onError);
    audio.current = a;
    return () => {
      a.pause();
      a.removeEventListener('loadedmetadata', onMeta);
      a.removeEventListener('error', onError);
      a.removeAttribute('src');
      a.load();
      audio.current = null;
    };
  }, [src]);

  const elapsedRef = useRef(0);
  const durationRef = useRef(duration);
  useEffect(() => {
    durationRef.current = duration;
  }, [duration]);

  // A one-second ticker while playing, sound or not; at the end the session resets with a toast.
  useEffect(() => {
    if (!playing) return;
    const timer = setInterval(() => {
      elapsedRef.current += 1;
      if (elapsedRef.current < durationRef.current) {
        setElapsed(elapsedRef.current);
        return;
      }
      elapsedRef.current = 0;
      setElapsed(0);
      setPlaying(false);
      if (audio.current) {
        audio.current.pause();
        audio.current.currentTime = 0;
      }
      toast({
        title: 'Meditation Complete',
        description: 'Your meditation time has ended. Stay in the quiet as long as you like.',
        variant: 'success',
      });
    }, 1000);
    return () => clearInterval(timer);
  }, [playing]);

  const play = useCallback(async () => {
    setPlaying(true);
    const a = audio.current;
    if (!a || silent) return;
    try {
      await a.play();
    } catch (err) {
      setSilent(true);
      if (err instanceof DOMException && err.name === 'NotAllowedError') {
        downloadUrl(src, 'meditation-ambient.wav');
        toast({
          title: 'Audio Playback',
          description: 'Your browser blocked playback, so the ambient track was downloaded for you to play. The timer is running.',
        });
      } else {
        toast({
          title: 'Audio Loading Error',
          description: "The ambient track couldn't be played. The timer will keep time in silence.",
          variant: 'destructive',
        });
      }
    }
  }, [silent, src]);

  const pause = () => {
    setPlaying(false);
    audio.current?.pause();
  };

  return (
    <div className="space-y-3 rounded-lg border border-border bg-muted/50 p-4">
      <div className="flex items-center gap-4">
        <Button
          size="icon"
          variant="accent"
          className="rounded-full"
          aria-label={playing ? 'Pause meditation audio' : 'Play meditation audio'}
          onClick={() => (playing ? pause() : void play())}
        >
          {playing ? <Pause aria-hidden /> : <Play aria-hidden />}
        </Button>
        <div className="flex-1 space-y-1.5">
          <Progress value={(elapsed / duration) * 100} label="Meditation time" />
          <p className="flex justify-between text-sm text-muted-foreground">
            <span aria-label="Elapsed">{clock(elapsed)}</span>
            <span aria-label="Duration">{clock(duration)}</span>
          </p>
        </div>
      </div>
      <p className="text-xs text-muted-foreground" aria-live="polite">
        {silent
          ? 'Timer only: the ambient track is not playing.'
          : playing
            ? 'Ambient track playing. Breathe slowly.'
            : 'Press play for a soft ambient track and a five-minute timer.'}
      </p>
    </div>
  );
}
