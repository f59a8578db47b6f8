import { zodResolver } from '@hookform/resolvers/zod';
import { MailWarning } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { ZForgotPassword } from '@contract/auth';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { TextField } from '@/components/ui/input';
import { toast } from '@/components/ui/toast';
import { errorMessage } from '@/lib/api';
import { useForgotPassword } from './api';

export function ForgotPasswordDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const forgot = useForgotPassword();
  const form = useForm<{ email: string }>({ resolver: zodResolver(ZForgotPassword), defaultValues: { email: '' } });

  const submit = form.handleSubmit(({ email }) =>
    forgot.mutate(email, {
      onSuccess: () => {
        toast({ title: 'Reset link sent', description: 'Check your email for password reset instructions.', variant: 'success' });
        form.reset();
        onOpenChange(false);
      },
      onError: (err) =>
        toast({ title: 'Request failed', description: errorMessage(err, 'Please try again in a moment.'), variant: 'destructive' }),
    }),
  );

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Forgot your password?</DialogTitle>
          <DialogDescription>Enter the email of your account and we'll send you a link to set a new password.</DialogDescription>
        </DialogHeader>
        <form onSubmit={submit} noValidate className="grid gap-4">
          <TextField
            id="forgot-email"
            label="Email"
            type="email"
            autoComplete="email"
            error={form.formState.errors.email?.message}
            {...form.register('email')}
          />
          <p className="flex gap-2 rounded-md bg-accent-soft p-3 text-sm text-foreground">
            <MailWarning className="mt-0.5 size-4 shrink-0 text-accent" aria-hidden />
            The email may take a few minutes and can land in your spam or junk folder: please check there too.
          </p>
          <DialogFooter>
            <Button variant="outline" onClick={() => onOpenChange(false)}>
              Cancel
            </Button>
            <Button type="submit" disabled={forgot.isPending}>
              {forgot.isPending ? 'Sending...' : 'Send Reset Link'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
