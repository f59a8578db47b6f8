import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { ZConfirmEmailForm, type TConfirmEmailForm } from '@contract/users';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { TextField } from '@/components/ui/input';
import { toast } from '@/components/ui/toast';
import { ApiError, errorMessage } from '@/lib/api';
import { useUpdateUser } from './api';

const EMPTY: TConfirmEmailForm = { currentPassword: '' };

/**
 * A new e-mail is saved only with the current password: a borrowed session can't move the account to
 * another inbox. `email` is the address typed (null: closed); `onDone(saved)` closes it.
 */
export function ConfirmEmailDialog({ email, onDone }: { email: string | null; onDone: (saved: boolean) => void }) {
  const update = useUpdateUser();
  const form = useForm<TConfirmEmailForm>({ resolver: zodResolver(ZConfirmEmailForm), defaultValues: EMPTY });
  const { errors } = form.formState;

  const close = (saved: boolean) => {
    form.reset(EMPTY);
    onDone(saved);
  };

  const submit = form.handleSubmit(({ currentPassword }) => {
    if (!email) return;
    update.mutate(
      { email, currentPassword },
      {
        onSuccess: () => {
          toast({ title: 'Email updated', description: 'Your other devices were signed out.', variant: 'success', duration: 3000 });
          close(true);
        },
        onError: (err) => {
          const message = errorMessage(err, 'Please try again.');
          toast({ title: 'Failed to update email', description: message, variant: 'destructive' });
          // A wrong password can be typed again; anything else (an address in use) ends the change.
          if (err instanceof ApiError && err.status === 400) {
            form.reset(EMPTY);
            form.setError('currentPassword', { message });
          } else close(false);
        },
      },
    );
  });

  return (
    <Dialog open={email !== null} onOpenChange={(open) => !open && close(false)}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Confirm your new email</DialogTitle>
          <DialogDescription>
            To change your email to <span className="font-medium text-foreground">{email}</span>, enter your current password. Your other
            devices will be signed out, and your old address will be told of the change.
          </DialogDescription>
        </DialogHeader>
        <form onSubmit={submit} noValidate className="grid gap-4">
          <TextField
            id="confirm-email-password"
            label="Current password"
            type="password"
            autoComplete="current-password"
            error={errors.currentPassword?.message}
            {...form.register('currentPassword')}
          />
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => close(false)}>
              Cancel
            </Button>
            <Button type="submit" disabled={update.isPending}>
              {update.isPending ? 'Saving...' : 'Change Email'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
