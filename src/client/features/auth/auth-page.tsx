import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { BookOpen, Heart, Sparkles } from 'lucide-react';
import { lazy, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useSearchParams } from 'react-router';
import { ZLogin, ZRegister, type TLogin, type TRegister } from '@contract/auth';
import { LampMark, PRODUCT_NAME } from '@/components/brand';
import { OnceOpened } from '@/components/once-opened';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { FieldError, TextField } from '@/components/ui/input';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { toast } from '@/components/ui/toast';
import { ApiError } from '@/lib/api';
import { useAuth } from '@/lib/auth-state';
import { usePageTitle } from '@/lib/page-title';
import { browserTimeZone } from '@/lib/dates';
import { useLogin, useRegister } from './api';

function SignInForm({ onForgot }: { onForgot: () => void }) {
  const { signIn } = useAuth();
  const login = useLogin();
  const form = useForm<TLogin>({ resolver: zodResolver(ZLogin), defaultValues: { username: '', password: '' } });
  const { errors } = form.formState;

  const submit = form.handleSubmit((values) =>
    login.mutate(values, {
      onSuccess: (user) => signIn(user),
      onError: (err) =>
        toast(
          err instanceof ApiError
            ? {
                title: 'Login failed',
                description: err.serverMessage || 'Please check your credentials and try again.',
                variant: 'destructive',
              }
            : { title: 'Login failed', description: 'Something went wrong. Please try again.', variant: 'destructive' },
        ),
    }),
  );

  return (
    <form onSubmit={submit} noValidate className="grid gap-4">
      <TextField
        id="login-username"
        label="Username or email"
        autoComplete="username"
        error={errors.username?.message}
        {...form.register('username')}
      />
      <TextField
        id="login-password"
        label="Password"
        type="password"
        autoComplete="current-password"
        error={errors.password?.message}
        action={
          <Button variant="link" className="h-auto p-0 text-sm" onClick={onForgot}>
            Forgot password?
          </Button>
        }
        {...form.register('password')}
      />
      <Button type="submit" size="lg" disabled={login.isPending}>
        {login.isPending ? 'Signing in...' : 'Sign In'}
      </Button>
    </form>
  );
}

function SignUpForm() {
  const { signIn } = useAuth();
  const register = useRegister();
  const form = useForm<TRegister>({
    resolver: zodResolver(ZRegister),
    defaultValues: { name: '', email: '', username: '', password: '', gender: undefined },
  });
  const { errors } = form.formState;

  const submit = form.handleSubmit((values) =>
    register.mutate(
      { ...values, timeZone: browserTimeZone() },
      {
        onSuccess: (user) => signIn(user),
        onError: (err) =>
          toast({
            title: 'Signup failed',
            description: err instanceof ApiError && err.serverMessage ? err.serverMessage : 'Please try again.',
            variant: 'destructive',
          }),
      },
    ),
  );

  const field = (name: 'name' | 'email' | 'username' | 'password', label: string, type: string, autoComplete: string) => (
    <TextField
      id={`signup-${name}`}
      label={label}
      type={type}
      autoComplete={autoComplete}
      error={errors[name]?.message}
      {...form.register(name)}
    />
  );

  return (
    <form onSubmit={submit} noValidate className="grid gap-4">
      {field('name', 'Full name', 'text', 'name')}
      {field('email', 'Email', 'email', 'email')}
      {field('username', 'Username', 'text', 'username')}
      {field('password', 'Password', 'password', 'new-password')}
      <fieldset className="grid gap-1.5" aria-describedby="signup-gender-error">
        <legend className="mb-1.5 text-sm font-medium">Gender</legend>
        <div className="flex gap-6">
          {(['male', 'female'] as const).map((g) => (
            <label key={g} className="flex cursor-pointer items-center gap-2 text-sm">
              <input type="radio" value={g} className="size-4 accent-[var(--color-primary)]" {...form.register('gender')} />
              {g === 'male' ? 'Male' : 'Female'}
            </label>
          ))}
        </div>
        <FieldError id="signup-gender-error" message={errors.gender?.message} />
      </fieldset>
      <Button type="submit" size="lg" disabled={register.isPending}>
        {register.isPending ? 'Creating account...' : 'Create Account'}
      </Button>
    </form>
  );
}

/** The product's motto verse, read from the Bible text like every verse the product shows. */
function MottoVerse() {
  const { data } = useQuery<{ reference: string; text: string }>({ queryKey: [`/api/bible/passage?ref=${encodeURIComponent(MOTTO)}`] });
  return (
    <p className="mt-4 min-h-14 font-serif text-xl text-[#f8e7c2]">
      {data && (
        <>
          “{data.text}” — {data.reference}
        </>
      )}
    </p>
  );
}
const MOTTO = 'Psalm 119:105';

const HIGHLIGHTS = [
  { icon: BookOpen, text: 'Scripture and guided meditation for every day' },
  { icon: Heart, text: 'A private journal, gratitude list and mood tracker' },
  { icon: Sparkles, text: 'Streaks, badges and a community that prays with you' },
];

// The two dialogs (and the dialog machinery under them) load when one opens: most visits only sign in.
const ForgotPasswordDialog = lazy(() => import('./forgot-password-dialog').then((m) => ({ default: m.ForgotPasswordDialog })));
const SetNewPasswordDialog = lazy(() => import('./set-new-password-dialog').then((m) => ({ default: m.SetNewPasswordDialog })));

export function AuthPage() {
  const [params, setParams] = useSearchParams();
  const token = params.get('token');
  const [forgotOpen, setForgotOpen] = useState(false);
  const [resetOpen, setResetOpen] = useState(Boolean(token));
  const [tab, setTab] = useState('signin');
  usePageTitle(tab === 'signup' ? 'Sign Up' : 'Sign In');

  return (
    <main className="grid min-h-dvh items-center bg-gradient-to-b from-primary to-[#2d3f63] px-4 py-10">
      <div className="mx-auto grid w-full max-w-5xl items-center gap-10 md:grid-cols-2">
        <div className="text-primary-foreground">
          <div className="flex items-center gap-3">
            <LampMark className="size-12" />
            <h1 className="text-4xl font-semibold tracking-tight">{PRODUCT_NAME}</h1>
          </div>
          <MottoVerse />
          <ul className="mt-6 hidden gap-3 md:grid">
            {HIGHLIGHTS.map(({ icon: Icon, text }) => (
              <li key={text} className="flex items-center gap-3 text-primary-foreground/90">
                <Icon className="size-5 text-[#f5b942]" aria-hidden />
                {text}
              </li>
            ))}
          </ul>
          <a href="/help" className="mt-4 inline-flex min-h-11 items-center text-primary-foreground underline underline-offset-4">
            Get help now
          </a>
        </div>
        <Card className="w-full">
          <CardContent className="p-6">
            <Tabs value={tab} onValueChange={setTab}>
              <TabsList className="grid w-full grid-cols-2">
                <TabsTrigger value="signin">Sign In</TabsTrigger>
                <TabsTrigger value="signup">Sign Up</TabsTrigger>
              </TabsList>
              <TabsContent value="signin">
                <SignInForm onForgot={() => setForgotOpen(true)} />
              </TabsContent>
              <TabsContent value="signup">
                <SignUpForm />
              </TabsContent>
            </Tabs>
          </CardContent>
        </Card>
      </div>
      <OnceOpened open={forgotOpen}>
        <ForgotPasswordDialog open={forgotOpen} onOpenChange={setForgotOpen} />
      </OnceOpened>
      <OnceOpened open={resetOpen}>
        <SetNewPasswordDialog
          open={resetOpen}
          initialToken={token ?? ''}
          onOpenChange={(open) => {
            setResetOpen(open);
            if (!open && token) {
              params.delete('token');
              setParams(params, { replace: true });
            }
          }}
        />
      </OnceOpened>
    </main>
  );
}
