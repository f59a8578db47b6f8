import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { ArrowLeft, Download, EyeOff, HandHeart, HeartHandshake, KeyRound, Lock, Mic, Sparkles, Trash2, Users } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import type { z } from 'zod/mini';
import { FEATURES } from '@contract/features';
import { ZDeleteAccount } from '@contract/users';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { FieldError, Input, Label } from '@/components/ui/input';
import { toast } from '@/components/ui/toast';
import { apiRequest, errorMessage } from '@/lib/api';
import { useAuth, useCurrentUser } from '@/lib/auth-state';
import { usePageTitle } from '@/lib/page-title';

const SECTIONS = [
  {
    icon: Lock,
    title: 'Your journal, moods and gratitudes are private',
    text: 'Only you can read your journal entries, mood history and gratitude list. They are never shown to other members, and the server refuses any request for them that does not come from your own signed-in account.',
  },
  {
    icon: HandHeart,
    title: 'Your prayer list is yours alone',
    text: FEATURES.prayerAssistant
      ? 'The people and needs on your prayer list, their notes and their answers are seen by no one else. Nothing of it is sent to an AI provider, except the name of a request you turn "Include in my daily prayer" on for (it is off until you do). They are in your data download and are deleted with your account.'
      : 'The people and needs on your prayer list, their notes and their answers are seen by no one else and are never sent to an AI provider. They are in your data download and are deleted with your account.',
  },
  // What is sent to an AI provider changes the day the Prayer Assistant arrives, and this says so that day.
  FEATURES.prayerAssistant
    ? {
        icon: Sparkles,
        title: 'Personalised prayers',
        text: 'To write a prayer for you, the Prayer Assistant uses only these things you wrote: your latest journal entry, your current mood and your most recent gratitude, with the name you chose for prayers; and, only for the requests on your prayer list you turned "Include in my daily prayer" on for, their names (at most three, the newest first; never their notes or answers). When Lamplight is connected to an AI provider, these are sent to it only to compose that prayer: they are not used for training, and the provider is asked not to store them. Each prayer written for you is kept in your own account, visible only to you, until you delete it or your account, and it is part of Download my data. Nothing you write and no prayer ever goes into our logs.',
      }
    : {
        icon: Sparkles,
        title: 'What you write stays with us',
        text: 'Your journal entries, moods and gratitudes are never sent to an AI provider. Biblical context is written from the passage alone.',
      },
  ...(FEATURES.prayerAssistant
    ? [
        {
          icon: Mic,
          title: 'The recording of your name',
          text: 'When you record your name for prayers and save it, the recording is kept in your own account: only you can play it back, a new recording replaces it, you can delete it in the name dialog, it is part of Download my data and it is deleted with your account. When your browser cannot recognise speech itself and Lamplight is connected to an AI provider, the recording is sent to that provider once, only to hear the name in it. The recording and what was heard never go into our logs.',
        },
      ]
    : []),
  {
    icon: Users,
    title: 'The community sees only what you share',
    text: 'Posts and comments in the community are shared only when you choose to share them, and you can post anonymously: then no one else sees your name or username.',
  },
  {
    icon: KeyRound,
    title: 'One free trial per e-mail address',
    text: 'If you start the free trial of premium, Lamplight keeps a one-way code made from your e-mail address with a secret key of the server (a keyed hash: the address cannot be read back from it). It is kept even after you delete your account, and it is used for one thing only: the same address does not get a second free trial. Nothing else about you is kept after your account is deleted.',
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
  const form = useForm<z.input<typeof ZDeleteAccount>>({ resolver: zodResolver(ZDeleteAccount), defaultValues: { password: '' } });
  const remove = useMutation({ mutationFn: (password: string) => apiRequest('DELETE', `/api/users/${id}`, { password }) });

  const submit = form.handleSubmit(({ password }) =>
    remove.mutate(password, {
      onSuccess: async () => {
        onOpenChange(false);
        await signOut();
        toast({ title: 'Account deleted', description: 'Your account and all of its data have been deleted.' });
        navigate('/');
      },
      onError: (err) =>
        toast({
          title: 'Account not deleted',
          description: errorMessage(err, 'Something went wrong. Please try again.'),
          variant: 'destructive',
        }),
    }),
  );

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Delete your account?</DialogTitle>
          <DialogDescription>
            This permanently deletes your account and everything in it: journal entries, moods, gratitudes, progress, favorites and
            community posts. It cannot be undone. Download your data first if you want to keep it. If you had the free trial, only a one-way
            code of your e-mail address is kept, so that it does not start another.
          </DialogDescription>
        </DialogHeader>
        <form onSubmit={submit} noValidate className="grid gap-4">
          <div className="grid gap-1.5">
            <Label htmlFor="delete-password">Enter your password to confirm</Label>
            <Input
              id="delete-password"
              type="password"
              autoComplete="current-password"
              aria-invalid={!!form.formState.errors.password}
              aria-describedby="delete-password-error"
              {...form.register('password')}
            />
            <FieldError id="delete-password-error" message={form.formState.errors.password?.message} />
          </div>
          <DialogFooter>
            <Button variant="outline" onClick={() => onOpenChange(false)}>
              Cancel
            </Button>
            <Button type="submit" variant="destructive" disabled={remove.isPending}>
              {remove.isPending ? 'Deleting...' : 'Delete My Account'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

export function PrivacyPage() {
  usePageTitle('Your Data & Privacy');
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
        <Card>
          <CardHeader>
            <CardTitle className="flex items-center gap-2 text-base">
              <HeartHandshake className="size-5 text-accent" aria-hidden /> When you are hurting
            </CardTitle>
          </CardHeader>
          <CardContent className="grid gap-2">
            <p className="text-sm leading-relaxed text-muted-foreground">
              If something you write suggests you may be in danger, Lamplight shows you — and only you — a card with people you can call or
              text right away. It never stops you saving or posting. Whether the card was shown is not stored, not logged, never sent to an
              AI provider and never visible to anyone else.
            </p>
            <Link to="/help" className="inline-flex min-h-11 items-center text-sm font-medium text-accent underline underline-offset-4">
              Get help now
            </Link>
          </CardContent>
        </Card>
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
                onSuccess: () =>
                  toast({ title: 'Download started', description: 'Your data is saved as a JSON file.', variant: 'success' }),
                onError: (err) =>
                  toast({
                    title: 'Download failed',
                    description: errorMessage(err, 'Your data could not be prepared. Please try again.'),
                    variant: 'destructive',
                  }),
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
