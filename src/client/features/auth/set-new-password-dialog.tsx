import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { PASSWORD_MIN, ZResetPassword } from '@contract/auth';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { TextField } from '@/components/ui/input';
import { toast } from '@/components/ui/toast';
import { errorMessage } from '@/lib/api';
import { useResetPassword } from './api';

export function SetNewPasswordDialog({
  open,
  onOpenChange,
  initialToken,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  initialToken: string;
}) {
  const reset = useResetPassword();
  const form = useForm<{ token: string; newPassword: string }>({
    resolver: zodResolver(ZResetPassword),
    defaultValues: { token: initialToken, newPassword: '' },
  });
  const { errors } = form.formState;
  useEffect(() => form.setValue('token', initialToken), [form, initialToken]);

  const submit = form.handleSubmit((values) =>
    reset.mutate(values, {
      onSuccess: () => {
        toast({ title: 'Password reset successful', description: 'You can now log in with your new password.', variant: 'success' });
        form.reset({ token: '', newPassword: '' });
        onOpenChange(false);
      },
      onError: (err) => toast({ title: 'Reset failed', description: errorMessage(err, 'Please try again.'), variant: 'destructive' }),
    }),
  );

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Set New Password</DialogTitle>
          <DialogDescription>
            Choose a new password of at least {PASSWORD_MIN} characters that isn't a common one: a few words together work well.
          </DialogDescription>
        </DialogHeader>
        <form onSubmit={submit} noValidate className="grid gap-4">
          <TextField id="reset-token" label="Reset token" autoComplete="off" error={errors.token?.message} {...form.register('token')} />
          <TextField
            id="reset-new-password"
            label="New password"
            type="password"
            autoComplete="new-password"
            error={errors.newPassword?.message}
            {...form.register('newPassword')}
          />
          <DialogFooter>
            <Button type="submit" disabled={reset.isPending}>
              {reset.isPending ? 'Saving...' : 'Set New Password'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
