import { UserRound } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { PRAYER_NAME_MAX, ZSavePrayerName } from '@contract/prayer';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { FieldError, Input, Label } from '@/components/ui/input';
import { toast } from '@/components/ui/toast';
import { errorMessage } from '@/lib/api';
import { useSavePrayerName } from './api';
import { VoiceName } from './voice-name';

/**
 * The name prayers speak to (§4.4): said aloud (recorded, heard back, recognised) or typed, then saved on
 * the server so it follows the person to another device.
 */
export function NameDialog({
  open,
  onOpenChange,
  current,
  onDetected,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  current: string | null;
  /** A name just recognised from the voice: used first for the next prayer (§4.4). */
  onDetected: (name: string) => void;
}) {
  const save = useSavePrayerName();
  const [typed, setTyped] = useState(current ?? '');
  const [error, setError] = useState<string | undefined>();

  const saveName = (raw: string, fromVoice: boolean) => {
    const parsed = ZSavePrayerName.shape.name.safeParse(raw);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    setError(undefined);
    save.mutate(parsed.data, {
      onSuccess: () => {
        if (fromVoice) onDetected(parsed.data);
        toast({ title: 'Name saved', description: `Your prayers will say “${parsed.data}”.`, variant: 'success', duration: 3000 });
        onOpenChange(false);
      },
      onError: (err) =>
        toast({
          title: fromVoice ? 'Failed to save voice: please try recording again' : 'Failed to save name',
          description: errorMessage(err, 'Please try again.'),
          variant: 'destructive',
        }),
    });
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    saveName(typed, false);
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Your name for prayers</DialogTitle>
          <DialogDescription>Say your name so your prayers use it, or type it below.</DialogDescription>
        </DialogHeader>
        <VoiceName onSave={(name) => saveName(name, true)} saving={save.isPending} />
        <form onSubmit={submit} noValidate className="grid gap-2 border-t border-border pt-4" aria-label="Type your name">
          <Label htmlFor="prayer-name">Or type your name</Label>
          <Input
            id="prayer-name"
            value={typed}
            maxLength={PRAYER_NAME_MAX}
            autoComplete="given-name"
            aria-invalid={!!error}
            aria-describedby="prayer-name-error"
            onChange={(e) => setTyped(e.target.value)}
          />
          <FieldError id="prayer-name-error" message={error} />
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
