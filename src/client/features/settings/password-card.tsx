import { LockKeyhole } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { PASSWORD_MIN } from '@contract/auth';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Input, Label } from '@/components/ui/input';
import { toast } from '@/components/ui/toast';
import { useChangePassword } from './api';

const EMPTY = { current: '', next: '', confirm: '' };

export function PasswordCard() {
  const change = useChangePassword();
  const [values, setValues] = useState(EMPTY);
  const fail = (description: string) => toast({ title: 'Password change failed', description, variant: 'destructive' });

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!values.current || !values.next || !values.confirm) return fail('Please fill in all password fields');
    if (values.next !== values.confirm) return fail('New passwords do not match');
    if (values.next.length < PASSWORD_MIN) return fail(`New password must be at least ${PASSWORD_MIN} characters`);
    change.mutate(
      { currentPassword: values.current, newPassword: values.next },
      {
        onSuccess: () => {
          setValues(EMPTY);
          toast({ title: 'Password updated', description: 'Your password has been changed. Other devices have been signed out.', variant: 'success' });
        },
        onError: () => fail('Current password is incorrect or there was an error'),
      },
    );
  };

  const field = (key: keyof typeof EMPTY, label: string, autoComplete: string) => (
    <div className="grid gap-1.5">
      <Label htmlFor={`password-${key}`}>{label}</Label>
      <Input id={`password-${key}`} type="password" autoComplete={autoComplete} value={values[key]} onChange={(e) => setValues((v) => ({ ...v, [key]: e.target.value }))} />
    </div>
  );

  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <LockKeyhole className="size-5 text-accent" aria-hidden /> Change Password
        </CardTitle>
      </CardHeader>
      <CardContent>
        <form onSubmit={submit} noValidate className="grid gap-4 sm:max-w-md">
          {field('current', 'Current password', 'current-password')}
          {field('next', 'New password', 'new-password')}
          {field('confirm', 'Confirm new password', 'new-password')}
          <Button type="submit" disabled={change.isPending} className="justify-self-start">
            {change.isPending ? 'Updating...' : 'Update Password'}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
