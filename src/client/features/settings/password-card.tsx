import { zodResolver } from '@hookform/resolvers/zod';
import { LockKeyhole } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { ZChangePasswordForm, type TChangePasswordForm } from '@contract/users';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { TextField } from '@/components/ui/input';
import { toast } from '@/components/ui/toast';
import { errorMessage } from '@/lib/api';
import { useChangePassword } from './api';

const EMPTY: TChangePasswordForm = { currentPassword: '', newPassword: '', confirmPassword: '' };

export function PasswordCard() {
  const change = useChangePassword();
  const form = useForm<TChangePasswordForm>({ resolver: zodResolver(ZChangePasswordForm), defaultValues: EMPTY });
  const { errors } = form.formState;

  const submit = form.handleSubmit(({ currentPassword, newPassword }) =>
    change.mutate(
      { currentPassword, newPassword },
      {
        onSuccess: () => {
          form.reset(EMPTY);
          toast({
            title: 'Password updated',
            description: 'Your password has been changed. Other devices have been signed out.',
            variant: 'success',
          });
        },
        // The server says what went wrong: a wrong current password, or too many attempts and how long to wait.
        onError: (err) =>
          toast({
            title: 'Password change failed',
            description: errorMessage(err, 'Current password is incorrect or there was an error'),
            variant: 'destructive',
          }),
      },
    ),
  );

  const field = (name: keyof TChangePasswordForm, label: string, autoComplete: string) => (
    <TextField
      id={`password-${name}`}
      label={label}
      type="password"
      autoComplete={autoComplete}
      error={errors[name]?.message}
      {...form.register(name)}
    />
  );

  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <LockKeyhole className="size-5 text-accent" aria-hidden /> Change Password
        </CardTitle>
      </CardHeader>
      <CardContent>
        <form onSubmit={submit} noValidate className="grid gap-4 sm:max-w-md" aria-label="Change password">
          {field('currentPassword', 'Current password', 'current-password')}
          {field('newPassword', 'New password', 'new-password')}
          {field('confirmPassword', 'Confirm new password', 'new-password')}
          <Button type="submit" disabled={change.isPending} className="justify-self-start">
            {change.isPending ? 'Updating...' : 'Update Password'}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
