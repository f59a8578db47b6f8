import { useMutation } from '@tanstack/react-query';
import { ArrowLeft, Download, EyeOff, Lock, Sparkles, Trash2, Users } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { useAuth, useCurrentUser } from '@/app/auth';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Input, Label } from '@/components/ui/input';
import { toast } from '@/components/ui/toast';
import { apiRequest, errorMessage } from '@/lib/api';

const SECTIONS = [
  {
    icon: Lock,
    title: 'Your journal, moods and gratitudes are private',
    text: 'Only you can read your journal entries, mood history and gratitude list. They are never shown to other members, and the server refuses any request for them that does not come from your own signed-in account.',
  },
  {
    icon: Sparkles,
    title: 'Personalised prayers',
    text: 'To write a prayer for you, your latest journal entry, your current mood and your recent gratitude are sent to an AI provider. They are used only to compose that prayer: they are not used for training and are not retained.',
  },
  {
    icon: Users,
    title: 'The community sees only what you share',
    text: 'Posts and comments in the community are shared only when you choose to share them, and you can post anonymously: then no one else sees your name or username.',
  },
  {
    icon: EyeOff,
    title: 'No tracking',
    text: 'We keep no advertising trackers and our logs never contain what you write.',
  },
];

function useExport() {
  const { id, username } = useCurrentUser();
  return useMutation({
    mutationFn: async () => {
      const data = await apiRequest<unknown>('GET', `/api/users/${id}/export`);
      const blob = new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' });
      const url = URL.createObjectURL(blob);
      const a = document.createElement('a');
      a.href = url;
      a.download = `lamplight-data-${username}-${new Date().toISOString().slice(0, 10)}.json`;
      document.body.append(a);
      a.click();
      a.remove();
      setTimeout(() => URL.revokeObjectURL(url), 1000);
    },
  });
}

function DeleteAccountDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (o: boolean) => void }) {
  const { id } = useCurrentUser();
  const { signOut } = useAuth();
  const navigate = useNavigate();
  const [password, setPassword] = useState('');
  const remove = useMutation({ mutationFn: () => apiRequest('DELETE', `/api/users/${id}`, { password }) });

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!password) return;
    remove.mutate(undefined, {
      onSuccess: async () => {
        onOpenChange(false);
        await signOut();
        toast({ title: 'Account deleted', description: 'Your account and all of its data have been deleted.' });
        navigate('/');
      },
      onError: (err) => toast({ title: 'Account not deleted', description: errorMessage(err, 'Something went wrong. Please try again.'), variant: 'destructive' }),
    });
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Delete your account?</DialogTitle>
          <DialogDescription>
            This permanently deletes your account and everything in it: journal entries, moods, gratitudes, progress, favorites and community posts. It cannot be
            undone. Download your data first if you want to keep it.
          </DialogDescription>
        </DialogHeader>
        <form onSubmit={submit} className="grid gap-4">
          <div className="grid gap-1.5">
            <Label htmlFor="delete-password">Enter your password to confirm</Label>
            <Input id="delete-password" type="password" autoComplete="current-password" value={password} onChange={(e) => setPassword(e.target.value)} />
          </div>
          <DialogFooter>
            <Button variant="outline" onClick={() => onOpenChange(false)}>
              Cancel
            </Button>
            <Button type="submit" variant="destructive" disabled={!password || remove.isPending}>
              {remove.isPending ? 'Deleting...' : 'Delete My Account'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

export function PrivacyPage() {
  const exportData = useExport();
  const [deleteOpen, setDeleteOpen] = useState(false);
  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <Button asChild variant="ghost" className="-ml-2">
        <Link to="/settings">
          <ArrowLeft aria-hidden /> Back to Settings
        </Link>
      </Button>
      <h1 className="text-2xl font-semibold">Your Data & Privacy</h1>
      <div className="grid gap-4">
        {SECTIONS.map(({ icon: Icon, title, text }) => (
          <Card key={title}>
            <CardHeader>
              <CardTitle className="flex items-center gap-2 text-base">
                <Icon className="size-5 text-accent" aria-hidden /> {title}
              </CardTitle>
            </CardHeader>
            <CardContent>
              <p className="text-sm leading-relaxed text-muted-foreground">{text}</p>
            </CardContent>
          </Card>
        ))}
      </div>
      <Card>
        <CardHeader>
          <CardTitle>Your data, your choice</CardTitle>
          <CardDescription>Take a copy of everything you've written, or leave and take it all with you.</CardDescription>
        </CardHeader>
        <CardContent className="flex flex-wrap gap-3">
          <Button
            variant="outline"
            disabled={exportData.isPending}
            onClick={() =>
              exportData.mutate(undefined, {
                onSuccess: () => toast({ title: 'Download started', description: 'Your data is saved as a JSON file.', variant: 'success' }),
                onError: () => toast({ title: 'Download failed', description: 'Your data could not be prepared. Please try again.', variant: 'destructive' }),
              })
            }
          >
            <Download aria-hidden /> {exportData.isPending ? 'Preparing...' : 'Download my data'}
          </Button>
          <Button variant="destructive" onClick={() => setDeleteOpen(true)}>
            <Trash2 aria-hidden /> Delete my account
          </Button>
        </CardContent>
      </Card>
      <DeleteAccountDialog open={deleteOpen} onOpenChange={setDeleteOpen} />
    </div>
  );
}
