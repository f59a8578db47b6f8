import { toast } from '@/components/ui/toast';

/** Reading aloud with the browser's speech synthesis, in the voice the product prefers. */

/** Voices known to read scripture well, best first. */
const PREFERRED = [
  'Google US English',
  'Samantha',
  'Microsoft Aria Online (Natural) - English (United States)',
  'Microsoft Jenny Online (Natural) - English (United States)',
  'Karen',
  'Daniel',
  'Moira',
];

export const speechSupported = () =>
  typeof window !== 'undefined' && 'speechSynthesis' in window && typeof SpeechSynthesisUtterance !== 'undefined';

/** A preferred named voice first, then a similar one (natural, neural, enhanced English), then any English voice. */
export function pickVoice(voices: SpeechSynthesisVoice[]): SpeechSynthesisVoice | undefined {
  for (const name of PREFERRED) {
    const v = voices.find((x) => x.name === name);
    if (v) return v;
  }
  const english = voices.filter((v) => v.lang.toLowerCase().startsWith('en'));
  return (
    english.find((v) => /natural|neural|enhanced|premium|google/i.test(v.name)) ?? english.find((v) => v.lang === 'en-US') ?? english[0]
  );
}

function voices(): Promise<SpeechSynthesisVoice[]> {
  const now = window.speechSynthesis.getVoices();
  if (now.length) return Promise.resolve(now);
  // Chromium fills the list a moment after start-up.
  return new Promise((resolve) => {
    const done = () => resolve(window.speechSynthesis.getVoices());
    window.speechSynthesis.addEventListener('voiceschanged', done, { once: true });
    setTimeout(done, 1000);
  });
}

export interface Reading {
  /** Stops at once; the promise of `readAloud` then resolves. */
  stop(): void;
  /** Holds the voice where it is, and goes on from there. */
  pause(): void;
  resume(): void;
  done: Promise<void>;
}

/**
 * Reads the parts one after another with a pause between them (a guided script breathes between stages).
 * Rejects with the synthesis error when the browser cannot speak.
 */
export function readAloud(
  parts: string[],
  opts: {
    pauseMs?: number;
    rate?: number;
    pitch?: number;
    /** When the voice begins (after it is chosen and loaded). */ onStart?: () => void;
    /** When the voice begins each part (its index): a reader highlights the verse being read. */ onPart?: (index: number) => void;
  } = {},
): Reading {
  const synth = window.speechSynthesis;
  let stopped = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let wake: (() => void) | undefined;
  // Paused between two parts, the next one waits for resume (some browsers would start it at once).
  let paused = false;
  let unpause: (() => void) | undefined;
  const done = (async () => {
    const voice = pickVoice(await voices());
    for (let i = 0; i < parts.length && !stopped; i++) {
      if (paused) await new Promise<void>((resolve) => (unpause = resolve));
      if (stopped) break;
      await new Promise<void>((resolve, reject) => {
        const u = new SpeechSynthesisUtterance(parts[i]);
        if (voice) u.voice = voice;
        u.lang = voice?.lang ?? 'en-US';
        u.rate = opts.rate ?? 0.92;
        u.pitch = opts.pitch ?? 1.02;
        u.onstart = () => {
          // A voice that starts after Stop (a browser may still report it) says nothing to the page.
          if (stopped) return;
          if (i === 0) opts.onStart?.();
          opts.onPart?.(i);
        };
        u.onend = () => resolve();
        u.onerror = (e) => (e.error === 'interrupted' || e.error === 'canceled' ? resolve() : reject(new Error(e.error)));
        wake = resolve;
        synth.speak(u);
      });
      if (!stopped && i < parts.length - 1)
        await new Promise<void>((resolve) => ((wake = resolve), (timer = setTimeout(resolve, opts.pauseMs ?? 2500))));
    }
  })();
  return {
    stop() {
      stopped = true;
      clearTimeout(timer);
      synth.cancel();
      wake?.();
      unpause?.();
    },
    pause() {
      paused = true;
      synth.pause();
    },
    resume() {
      paused = false;
      synth.resume();
      unpause?.();
      unpause = undefined;
    },
    done,
  };
}

/** §8's notices for a reader that can't start ('Audio not available') or whose voice broke off ('Voice Error'). */
export const speechNotices = {
  unavailable: () => toast({ title: 'Audio not available', description: "This browser can't read text aloud.", variant: 'destructive' }),
  failed: (description = 'The voice stopped unexpectedly. Please try again.') =>
    toast({ title: 'Voice Error', description, variant: 'destructive' }),
};
