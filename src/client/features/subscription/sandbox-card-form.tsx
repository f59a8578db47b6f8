import { zodResolver } from '@hookform/resolvers/zod';
import { FlaskConical, Loader2, ShieldCheck } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod/mini';
import { cardErrorMessage, type TCardError, type TClientSecret, type TSandboxIntent } from '@contract/subscription';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/input';
import { toast } from '@/components/ui/toast';
import { apiRequest } from '@/lib/api';
import { formatPrice, isCardCheck, paymentErrorNotice } from '@/lib/subscription';

const ZCardForm = z.object({
  cardNumber: z.string().check(z.trim(), z.regex(/^[\d\s-]{12,23}$/, 'Enter the card number')),
  expiry: z.string().check(z.trim(), z.regex(/^(0?[1-9]|1[0-2])\s*\/\s*(\d{2}|\d{4})$/, 'Enter the expiry as MM/YY')),
  cvc: z.string().check(z.trim(), z.regex(/^\d{3,4}$/, 'Enter the 3 or 4 digit security code')),
});
type CardForm = z.infer<typeof ZCardForm>;

/**
 * The sandbox's card form (no Stripe keys configured): the same steps as Stripe's Payment Element — confirm the
 * intent with a card, verify when the bank asks (4000 0025 0000 3155), then tell our server, which re-reads the
 * intent. It says plainly that it is a test mode and no card is charged.
 */
export function SandboxCardForm({ intent, onConfirmed }: { intent: TClientSecret; onConfirmed: (intentId: string) => Promise<void> }) {
  const form = useForm<CardForm>({ resolver: zodResolver(ZCardForm), defaultValues: { cardNumber: '', expiry: '', cvc: '' } });
  const [cardError, setCardError] = useState<string | null>(null);
  const [verifying, setVerifying] = useState(false);
  const [busy, setBusy] = useState(false);
  const base = `/api/subscription/sandbox/intents/${intent.intentId}`;

  const fail = (error: TCardError) => {
    const message = cardErrorMessage(error);
    setCardError(message);
    toast({ title: 'Payment Failed', description: message, variant: 'destructive' });
  };

  const settle = async (answer: TSandboxIntent) => {
    if (answer.error) return fail(answer.error);
    if (answer.status === 'requires_action') {
      setVerifying(true);
      toast({ title: 'Additional Verification Required', description: 'Your bank asks you to confirm this card.' });
      return;
    }
    if (answer.status === 'succeeded') await onConfirmed(intent.intentId);
  };

  const run = async (step: () => Promise<TSandboxIntent>) => {
    setBusy(true);
    setCardError(null);
    try {
      await settle(await step());
    } catch (err) {
      toast({ ...paymentErrorNotice(err), variant: 'destructive' });
    } finally {
      setBusy(false);
    }
  };

  const submit = form.handleSubmit((values) => {
    const [month, year] = values.expiry.split('/').map((p) => Number(p.trim()));
    return run(() =>
      apiRequest<TSandboxIntent>('POST', `${base}/confirm`, {
        clientSecret: intent.clientSecret,
        cardNumber: values.cardNumber,
        expMonth: month,
        expYear: year,
        cvc: values.cvc,
      }),
    );
  });

  const authenticate = (approve: boolean) => {
    setVerifying(false);
    return run(() => apiRequest<TSandboxIntent>('POST', `${base}/authenticate`, { clientSecret: intent.clientSecret, approve }));
  };

  const { errors } = form.formState;
  const check = isCardCheck(intent.clientSecret);
  return (
    <div className="grid gap-4">
      <p className="flex items-start gap-2 rounded-md border border-dashed p-3 text-sm text-muted-foreground">
        <FlaskConical className="mt-0.5 size-4 shrink-0 text-accent" aria-hidden />
        <span>
          Test mode: no card is charged. Use a test card such as 4242 4242 4242 4242 with any future expiry and any CVC (see{' '}
          <a className="underline" href="/test-payment">
            test cards
          </a>
          ).
        </span>
      </p>
      {verifying ? (
        <div className="grid gap-3 rounded-md border p-4" role="group" aria-labelledby="verify-title">
          <h3 id="verify-title" className="flex items-center gap-2 font-medium">
            <ShieldCheck className="size-4 text-accent" aria-hidden /> Additional Verification Required
          </h3>
          <p className="text-sm text-muted-foreground">
            Your bank asks you to confirm this card. (Test mode: choose what the bank answers.)
          </p>
          <div className="flex flex-wrap gap-2">
            <Button onClick={() => authenticate(true)} disabled={busy}>
              Complete verification
            </Button>
            <Button variant="outline" onClick={() => authenticate(false)} disabled={busy}>
              Fail verification
            </Button>
          </div>
        </div>
      ) : (
        <form className="grid gap-3" onSubmit={submit} noValidate>
          <TextField
            id="card-number"
            label="Card number"
            inputMode="numeric"
            autoComplete="cc-number"
            placeholder="4242 4242 4242 4242"
            error={errors.cardNumber?.message}
            {...form.register('cardNumber')}
          />
          <div className="grid grid-cols-2 gap-3">
            <TextField
              id="card-expiry"
              label="Expiry (MM/YY)"
              autoComplete="cc-exp"
              placeholder="12/30"
              error={errors.expiry?.message}
              {...form.register('expiry')}
            />
            <TextField
              id="card-cvc"
              label="CVC"
              inputMode="numeric"
              autoComplete="cc-csc"
              placeholder="123"
              error={errors.cvc?.message}
              {...form.register('cvc')}
            />
          </div>
          {cardError && (
            <p role="alert" className="text-sm font-medium text-destructive">
              {cardError}
            </p>
          )}
          <Button type="submit" disabled={busy}>
            {busy && <Loader2 className="animate-spin" aria-hidden />}
            {check ? 'Save card' : `Pay ${formatPrice(500)} now`}
          </Button>
          <p className="text-xs text-muted-foreground">
            {check
              ? 'A $0 check confirms the card. Nothing is charged until your trial ends.'
              : 'Premium starts again at once and renews monthly until you cancel.'}
          </p>
        </form>
      )}
    </div>
  );
}
