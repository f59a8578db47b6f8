import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { PASSWORD_MIN, ZResetPassword } from '@contract/auth';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { FieldError, Input, Label } from '@/components/ui/input';
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
          <div className="grid gap-1.5">
            <Label htmlFor="reset-token">Reset token</Label>
            <Input
              id="reset-token"
              autoComplete="off"
              aria-invalid={!!errors.token}
              aria-describedby="reset-token-error"
              {...form.register('token')}
            />
            <FieldError id="reset-token-error" message={errors.token?.message} />
          </div>
          <div className="grid gap-1.5">
            <Label htmlFor="reset-new-password">New password</Label>
            <Input
              id="reset-new-password"
              type="password"
              autoComplete="new-password"
              aria-invalid={!!errors.newPassword}
              aria-describedby="reset-new-password-error"
              {...form.register('newPassword')}
            />
            <FieldError id="reset-new-password-error" message={errors.newPassword?.message} />
          </div>
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
