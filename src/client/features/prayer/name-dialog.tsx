import { zodResolver } from '@hookform/resolvers/zod';
import { Pause, Play, Trash2, UserRound } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { z } from 'zod/mini';
import { PRAYER_NAME_MAX, ZSavePrayerName, type TVoicePronunciation } from '@contract/prayer';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Input, LimitedField } from '@/components/ui/input';
import { toast } from '@/components/ui/toast';
import { errorMessage } from '@/lib/api';
import { useCurrentUser } from '@/lib/auth-state';
import { shortDateTime } from '@/lib/dates';
import { useDeleteVoice, useSavePrayerName, voicePlaybackUrl } from './api';
import { VoiceName } from './voice-name';

/** The typed name, checked by the schema the server applies to it. */
const ZNameForm = z.pick(ZSavePrayerName, { name: true });

/**
 * The name prayers speak to (§4.4): said aloud (recorded, heard back, recognised) or typed, then saved on
 * the server so it follows the person to another device.
 */
export function NameDialog({
  open,
  onOpenChange,
  current,
  voice,
  canTranscribe,
  onDetected,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  current: string | null;
  /** The recording of the name kept on the server, if any: it can be heard again and deleted here. */
  voice: TVoicePronunciation | null;
  /** Whether the server can hear a name in a recording. */
  canTranscribe: boolean;
  /** A name just said (recognised) or typed: used first for the next prayer (§4.4). */
  onDetected: (name: string) => void;
}) {
  const save = useSavePrayerName();
  const form = useForm<z.input<typeof ZNameForm>, unknown, z.output<typeof ZNameForm>>({
    resolver: zodResolver(ZNameForm),
    defaultValues: { name: current ?? '' },
  });
  const length = useWatch({ control: form.control, name: 'name' }).length;
  const error = form.formState.errors.name?.message;

  const saveName = (name: string, fromVoice: boolean) =>
    save.mutate(name, {
      onSuccess: () => {
        // The name just said or typed is the next prayer's (§4.4), over one said earlier in this visit.
        onDetected(name);
        toast({ title: 'Name saved', description: `Your prayers will say “${name}”.`, variant: 'success', duration: 3000 });
        onOpenChange(false);
      },
      onError: (err) =>
        toast({
          title: fromVoice ? 'Failed to save voice: please try recording again' : 'Failed to save name',
          description: errorMessage(err, 'Please try again.'),
          variant: 'destructive',
        }),
    });

  // A name heard in a recording goes through the same check as a typed one; a problem shows at the field.
  const saveHeard = (raw: string) => {
    const parsed = ZNameForm.safeParse({ name: raw });
    if (!parsed.success) {
      form.setError('name', { message: parsed.error.issues[0]?.message });
      return;
    }
    form.clearErrors('name');
    saveName(parsed.data.name, true);
  };

  const submit = form.handleSubmit(({ name }) => saveName(name, false));

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Your name for prayers</DialogTitle>
          <DialogDescription>Say your name so your prayers use it, or type it below.</DialogDescription>
        </DialogHeader>
        {voice && <SavedVoice voice={voice} />}
        <VoiceName onSave={saveHeard} saving={save.isPending} canTranscribe={canTranscribe} />
        <form onSubmit={submit} noValidate className="grid gap-2 border-t border-border pt-4" aria-label="Type your name">
          <LimitedField id="prayer-name" label="Or type your name" error={error} length={length} max={PRAYER_NAME_MAX}>
            {(control) => <Input {...control} autoComplete="given-name" {...form.register('name')} />}
          </LimitedField>
          <div className="flex justify-end">
            <Button type="submit" variant="accent" disabled={save.isPending}>
              <UserRound aria-hidden /> Save
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}

/** The recording of the name saved on the server: heard again (fetched from there, only ever by its owner) or deleted. */
function SavedVoice({ voice }: { voice: TVoicePronunciation }) {
  const { id } = useCurrentUser();
  const remove = useDeleteVoice();
  const [playing, setPlaying] = useState(false);
  const audio = useRef<HTMLAudioElement | null>(null);
  const src = voicePlaybackUrl(id, voice);
  // The recording is fetched from the server (only ever its owner's) when it is first played.
  useEffect(() => {
    const el = new Audio();
    el.preload = 'none';
    el.src = src;
    el.onended = () => setPlaying(false);
    audio.current = el;
    return () => {
      el.pause();
      audio.current = null;
    };
  }, [src]);

  const toggle = () => {
    const el = audio.current;
    if (!el) return;
    if (!el.paused) {
      el.pause();
      setPlaying(false);
      return;
    }
    el.play().then(
      () => setPlaying(true),
      () => {
        setPlaying(false);
        toast({ title: 'Audio not available', description: 'Your saved recording could not be played.', variant: 'destructive' });
      },
    );
  };

  return (
    <div className="grid gap-2 rounded-md border border-border p-3" data-testid="saved-voice">
      <p className="text-sm">
        Your saved recording <span className="text-muted-foreground">· {shortDateTime(voice.createdAt)}</span>
      </p>
      <div className="flex flex-wrap gap-2">
        <Button variant="outline" size="sm" onClick={toggle} aria-label={playing ? 'Pause saved recording' : 'Play saved recording'}>
          {playing ? <Pause aria-hidden /> : <Play aria-hidden />} {playing ? 'Pause' : 'Play'}
        </Button>
        <Button
          variant="ghost"
          size="sm"
          onClick={() => {
            audio.current?.pause();
            setPlaying(false);
            remove.mutate();
          }}
          disabled={remove.isPending}
          aria-label="Delete saved recording"
        >
          <Trash2 aria-hidden /> Delete
        </Button>
      </div>
    </div>
  );
}
