import { zodResolver } from '@hookform/resolvers/zod';
import { CheckCircle2, KeyRound, ShieldAlert } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { ZResetPasswordForm, type TResetPasswordForm } from '@contract/auth';
import { LampMark, PRODUCT_NAME } from '@/components/brand';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { TextField } from '@/components/ui/input';
import { toast } from '@/components/ui/toast';
import { ApiError } from '@/lib/api';
import { usePageTitle } from '@/lib/page-title';
import { useResetPassword } from './api';

type State = 'valid' | 'invalid' | 'success';
const REDIRECT_MS = 3000;

export function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const navigate = useNavigate();
  const reset = useResetPassword();
  const [state, setState] = useState<State>(token ? 'valid' : 'invalid');
  const form = useForm<TResetPasswordForm>({
    resolver: zodResolver(ZResetPasswordForm),
    defaultValues: { newPassword: '', confirmPassword: '' },
  });
  const { errors } = form.formState;
  usePageTitle('Reset Password');

  useEffect(() => {
    if (state !== 'success') return;
    const timer = setTimeout(() => navigate('/auth'), REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [state, navigate]);

  const submit = form.handleSubmit(({ newPassword }) =>
    reset.mutate(
      { token, newPassword },
      {
        onSuccess: () => setState('success'),
        onError: (err) => {
          if (!(err instanceof ApiError)) {
            toast({ title: 'Reset Failed', description: 'An error occurred. Please try again.', variant: 'destructive' });
            return;
          }
          // A password the server refuses (a common one) is the field's problem, said in the server's words.
          if (err.status === 400 && !/expired|invalid/i.test(err.serverMessage)) {
            form.setError('newPassword', { message: err.serverMessage });
            return;
          }
          toast({ title: 'Reset Failed', description: 'Failed to reset password. The link may have expired.', variant: 'destructive' });
          if (/expired|invalid/i.test(err.serverMessage)) setState('invalid');
        },
      },
    ),
  );

  return (
    <main className="grid min-h-dvh place-items-center bg-gradient-to-b from-primary to-[#2d3f63] px-4 py-10">
      <div className="w-full max-w-md">
        <div className="mb-6 flex items-center justify-center gap-2 text-2xl font-semibold text-primary-foreground">
          <LampMark className="size-10" /> {PRODUCT_NAME}
        </div>
        <Card>
          {state === 'valid' && (
            <>
              <CardHeader>
                <CardTitle className="flex items-center gap-2">
                  <KeyRound className="size-5 text-accent" aria-hidden /> Reset Your Password
                </CardTitle>
                <CardDescription>Choose a new password for your account.</CardDescription>
              </CardHeader>
              <CardContent>
                <form onSubmit={submit} noValidate className="grid gap-4">
                  <TextField
                    id="new-password"
                    label="New password"
                    type="password"
                    autoComplete="new-password"
                    error={errors.newPassword?.message}
                    {...form.register('newPassword')}
                  />
                  <TextField
                    id="confirm-password"
                    label="Confirm new password"
                    type="password"
                    autoComplete="new-password"
                    error={errors.confirmPassword?.message}
                    {...form.register('confirmPassword')}
                  />
                  <Button type="submit" size="lg" disabled={reset.isPending}>
                    {reset.isPending ? 'Resetting...' : 'Reset Password'}
                  </Button>
                </form>
              </CardContent>
            </>
          )}
          {state === 'invalid' && (
            <CardContent className="grid justify-items-center gap-3 p-8 text-center">
              <ShieldAlert className="size-12 text-destructive" aria-hidden />
              <h1 className="text-xl font-semibold">Invalid Reset Link</h1>
              <p className="text-muted-foreground">This password reset link is invalid or has expired. Links work once and for one hour.</p>
              <Button asChild>
                <Link to="/auth">Request a new link</Link>
              </Button>
            </CardContent>
          )}
          {state === 'success' && (
            <CardContent className="grid justify-items-center gap-3 p-8 text-center" role="status">
              <CheckCircle2 className="size-12 text-success" aria-hidden />
              <h1 className="text-xl font-semibold">Password Reset Successful</h1>
              <p className="text-muted-foreground">Your password has been changed. Taking you to sign in...</p>
              <Button asChild variant="outline">
                <Link to="/auth">Go to Sign In</Link>
              </Button>
            </CardContent>
          )}
        </Card>
      </div>
    </main>
  );
}
