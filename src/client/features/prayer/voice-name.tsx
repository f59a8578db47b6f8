import { Loader2, Mic, Pause, Play, Save, Square } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toast';
import { accountNameHeard, nameFromSpeech } from '@contract/name-from-speech';
import { errorMessage, isPaymentRequired } from '@/lib/api';
import { useCurrentUser } from '@/lib/auth-state';
import { analyzeVoice, useUploadVoice } from './api';

type State = 'idle' | 'recording' | 'recorded' | 'analysing' | 'confirming' | 'saved';

/** The browser's speech recognition, where it exists (Chromium and Safari name it webkitSpeechRecognition). */
interface Recognition {
  lang: string;
  maxAlternatives: number;
  interimResults: boolean;
  continuous: boolean;
  onresult: ((e: { results: ArrayLike<ArrayLike<{ transcript: string }>> }) => void) | null;
  onend: (() => void) | null;
  onerror: (() => void) | null;
  start(): void;
  stop(): void;
}
type RecognitionConstructor = new () => Recognition;

function recognitionConstructor(): RecognitionConstructor | null {
  const w = window as unknown as { SpeechRecognition?: RecognitionConstructor; webkitSpeechRecognition?: RecognitionConstructor };
  return w.SpeechRecognition ?? w.webkitSpeechRecognition ?? null;
}

/** Opus in WebM where the browser records it, then the fallbacks (§9). */
const MIME_TYPES = ['audio/webm;codecs=opus', 'audio/webm', 'audio/ogg;codecs=opus', 'audio/mp4'];
const recorderType = () => (typeof MediaRecorder !== 'undefined' ? MIME_TYPES.find((t) => MediaRecorder.isTypeSupported?.(t)) : undefined);

const STATUS: Record<State, string> = {
  idle: 'Press Record and say your name.',
  recording: 'Recording… say your name, then press Stop.',
  recorded: 'Listen back, then save it for your prayers.',
  analysing: 'Listening for your name…',
  confirming: '',
  saved: 'Saved. Your prayers will use your name.',
};

/**
 * Say your name: idle → recording (mono 16 kHz, 100 ms slices) → recorded (play it back) → analysing →
 * saved. The name is recognised by the browser while you speak; where it heard nothing (or can't listen),
 * the server's speech to text is asked, silently. Save for Prayers keeps the recording on the server.
 */
export function VoiceName({
  onSave,
  saving,
  canTranscribe,
}: {
  onSave: (name: string) => void;
  saving: boolean;
  /** Whether the server can hear a name in a recording: then a browser without recognition still works. */
  canTranscribe: boolean;
}) {
  const { id: userId, name: accountName } = useCurrentUser();
  const upload = useUploadVoice();
  const [state, setState] = useState<State>('idle');
  const [audioUrl, setAudioUrl] = useState<string | null>(null);
  const recording = useRef<Blob | null>(null);
  const [playing, setPlaying] = useState(false);
  const [notHeard, setNotHeard] = useState(false);
  // A heard name close to the account's own first name: both are offered, the person picks (spec §5).
  const [offer, setOffer] = useState<{ heard: string; own: string } | null>(null);
  const recorder = useRef<MediaRecorder | null>(null);
  const recognition = useRef<Recognition | null>(null);
  const heard = useRef<string[]>([]);
  const recognitionDone = useRef<Promise<void>>(Promise.resolve());
  const audio = useRef<HTMLAudioElement | null>(null);

  useEffect(
    () => () => {
      recorder.current?.stream.getTracks().forEach((t) => t.stop());
      recognition.current?.stop();
    },
    [],
  );
  // The preview plays the person's own recording, kept only in this page.
  useEffect(() => {
    if (!audioUrl) return;
    const el = new Audio(audioUrl);
    el.onended = () => setPlaying(false);
    audio.current = el;
    return () => {
      el.pause();
      audio.current = null;
      URL.revokeObjectURL(audioUrl);
    };
  }, [audioUrl]);

  const record = async () => {
    setNotHeard(false);
    let stream: MediaStream;
    try {
      stream = await navigator.mediaDevices.getUserMedia({ audio: { channelCount: 1, sampleRate: 16000, echoCancellation: true } });
    } catch (err) {
      const denied = err instanceof DOMException && (err.name === 'NotAllowedError' || err.name === 'SecurityError');
      toast({
        title: denied ? 'Microphone access denied' : 'Recording failed: allow microphone access',
        description: 'You can type your name instead.',
        variant: 'destructive',
      });
      return;
    }
    const chunks: Blob[] = [];
    const type = recorderType();
    let rec: MediaRecorder;
    try {
      rec = new MediaRecorder(stream, type ? { mimeType: type } : undefined);
    } catch {
      stream.getTracks().forEach((t) => t.stop());
      toast({ title: 'Recording failed: allow microphone access', variant: 'destructive' });
      return;
    }
    rec.ondataavailable = (e) => e.data.size && chunks.push(e.data);
    rec.onstop = () => {
      stream.getTracks().forEach((t) => t.stop());
      const blob = new Blob(chunks, { type: rec.mimeType || type || 'audio/webm' });
      recording.current = blob;
      setAudioUrl(URL.createObjectURL(blob));
      setState('recorded');
    };
    recorder.current = rec;
    rec.start(100);
    setState('recording');

    heard.current = [];
    recognitionDone.current = Promise.resolve();
    const Recognition = recognitionConstructor();
    if (!Recognition) {
      // The server listens instead, where it can; otherwise the typed name is the way.
      if (!canTranscribe) toast({ title: 'Voice recognition not supported, please type your name manually', variant: 'destructive' });
      return;
    }
    const r = new Recognition();
    r.lang = 'en-US';
    r.maxAlternatives = 5;
    r.interimResults = false;
    r.continuous = false;
    recognitionDone.current = new Promise<void>((resolve) => {
      r.onresult = (e) => {
        for (const result of Array.from(e.results)) for (const alt of Array.from(result)) heard.current.push(alt.transcript);
      };
      r.onend = () => resolve();
      // A recognition failure is quiet: the typed name is the fallback.
      r.onerror = () => resolve();
    });
    recognition.current = r;
    try {
      r.start();
    } catch {
      recognition.current = null;
    }
  };

  const stop = () => {
    recorder.current?.stop();
    recognition.current?.stop();
  };

  const togglePlay = () => {
    const el = audio.current;
    if (!el) return;
    if (el.paused)
      void el.play().then(
        () => setPlaying(true),
        () => setPlaying(false),
      );
    else {
      el.pause();
      setPlaying(false);
    }
  };

  const saveForPrayers = async () => {
    const blob = recording.current;
    if (!blob) return;
    setState('analysing');
    setNotHeard(false);
    // The recording is kept on the server while the name is worked out.
    const uploaded = upload.mutateAsync(blob).then(
      () => null,
      (err: unknown) => err,
    );
    // Recognition ends shortly after the microphone stops; wait for it a little at most.
    await Promise.race([recognitionDone.current, new Promise((r) => setTimeout(r, 3000))]);
    let name = nameFromSpeech(heard.current, accountName);
    // Nothing heard in the browser (or no recognition there): the server listens, silently on failure.
    if (!name && canTranscribe) name = await analyzeVoice(userId, blob);
    const failed = await uploaded;
    if (failed) {
      // A 402 is not a failed recording: recording is premium (decision 139), and the gate around the screen now says so.
      toast({
        title: isPaymentRequired(failed) ? 'Recording your name is premium' : 'Failed to save voice: please try recording again',
        description: errorMessage(failed, 'Please try again.'),
        variant: 'destructive',
      });
      setState('recorded');
      return;
    }
    if (!name) {
      setNotHeard(true);
      setState('recorded');
      return;
    }
    const own = accountNameHeard(name, accountName);
    if (own) {
      setOffer({ heard: name, own });
      setState('confirming');
      return;
    }
    save(name);
  };

  const save = (name: string) => {
    setOffer(null);
    onSave(name);
    setState('saved');
  };

  return (
    <div className="grid gap-3">
      <p className="text-sm" role="status" data-testid="voice-state">
        {state === 'confirming' && offer ? `We heard “${offer.heard}”. Is it ${offer.own}, as on your account?` : STATUS[state]}
      </p>
      {notHeard && <p className="text-sm text-destructive">We couldn't make out a name. Record again, or type it below.</p>}
      {offer && state === 'confirming' && (
        <div className="flex flex-wrap gap-2" role="group" aria-label="Which name should prayers use?">
          <Button variant="accent" onClick={() => save(offer.own)} disabled={saving}>
            Use {offer.own}
          </Button>
          <Button variant="outline" onClick={() => save(offer.heard)} disabled={saving}>
            Keep {offer.heard}
          </Button>
        </div>
      )}
      <div className="flex flex-wrap gap-2">
        {state === 'recording' ? (
          <Button variant="destructive" onClick={stop}>
            <Square aria-hidden /> Stop
          </Button>
        ) : (
          <Button variant="outline" onClick={() => void record()} disabled={state === 'analysing' || saving}>
            <Mic aria-hidden /> {state === 'idle' ? 'Record' : 'Record again'}
          </Button>
        )}
        {audioUrl && state !== 'recording' && (
          <>
            <Button variant="outline" onClick={togglePlay} aria-label={playing ? 'Pause your recording' : 'Play your recording'}>
              {playing ? <Pause aria-hidden /> : <Play aria-hidden />} {playing ? 'Pause' : 'Play'}
            </Button>
          </>
        )}
        {(state === 'recorded' || state === 'analysing') && (
          <Button variant="accent" onClick={() => void saveForPrayers()} disabled={state === 'analysing' || saving}>
            {state === 'analysing' ? <Loader2 className="animate-spin" aria-hidden /> : <Save aria-hidden />} Save for Prayers
          </Button>
        )}
      </div>
    </div>
  );
}
