import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
import { loadStripe, type Stripe } from '@stripe/stripe-js';
import { Loader2 } from 'lucide-react';
import { useMemo, useState, type FormEvent } from 'react';
import { cardErrorMessage, type TClientSecret } from '@contract/subscription';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toast';
import { formatPrice, isCardCheck, paymentErrorNotice } from '@/lib/subscription';

// One Stripe.js per key, loaded from Stripe the first time this form opens (never on other screens).
const loaders = new Map<string, Promise<Stripe | null>>();
function stripeFor(key: string) {
  let loader = loaders.get(key);
  if (!loader) {
    loader = loadStripe(key);
    loaders.set(key, loader);
  }
  return loader;
}

interface Props {
  publishableKey: string;
  intent: TClientSecret;
  onConfirmed: (intentId: string) => Promise<void>;
}

/** Stripe's Payment Element, when the server runs with Stripe keys: the card is confirmed with Stripe directly. */
export function StripePaymentForm({ publishableKey, intent, onConfirmed }: Props) {
  const stripe = useMemo(() => stripeFor(publishableKey), [publishableKey]);
  return (
    <Elements stripe={stripe} options={{ clientSecret: intent.clientSecret }}>
      <ConfirmForm intent={intent} onConfirmed={onConfirmed} />
    </Elements>
  );
}

function ConfirmForm({ intent, onConfirmed }: Omit<Props, 'publishableKey'>) {
  const stripe = useStripe();
  const elements = useElements();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const check = isCardCheck(intent.clientSecret);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!stripe || !elements) {
      toast({
        title: 'Loading Error',
        description: 'The payment system is still loading. Please try again in a moment.',
        variant: 'destructive',
      });
      return;
    }
    setBusy(true);
    setError(null);
    try {
      // A bank that needs its own page sends the person back here (§4.9's redirect return).
      const confirmParams = { return_url: `${window.location.origin}/subscription` };
      const result = check
        ? await stripe.confirmSetup({ elements, confirmParams, redirect: 'if_required' })
        : await stripe.confirmPayment({ elements, confirmParams, redirect: 'if_required' });
      if (result.error) {
        const e = result.error;
        const message = cardErrorMessage({ type: e.type, code: e.code ?? null, declineCode: e.decline_code ?? null });
        setError(message);
        const verification = e.code === 'authentication_required' || (e.code ?? '').endsWith('authentication_failure');
        toast({
          title: verification ? 'Additional Verification Required' : 'Payment Failed',
          description: message,
          variant: 'destructive',
        });
        return;
      }
      const confirmed = 'setupIntent' in result ? result.setupIntent : result.paymentIntent;
      if (confirmed?.status === 'succeeded') await onConfirmed(confirmed.id);
      else if (confirmed?.status === 'requires_action')
        toast({ title: 'Additional Verification Required', description: 'Please complete the check your bank asks for.' });
      else
        toast({
          title: 'Payment Error',
          description: 'Your payment is still being processed. We will update your account when it completes.',
        });
    } catch (err) {
      toast({ ...paymentErrorNotice(err), variant: 'destructive' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="grid gap-3" onSubmit={submit}>
      <PaymentElement />
      {error && (
        <p role="alert" className="text-sm font-medium text-destructive">
          {error}
        </p>
      )}
      <Button type="submit" disabled={busy || !stripe}>
        {busy && <Loader2 className="animate-spin" aria-hidden />}
        {check ? 'Save card' : `Pay ${formatPrice(500)} now`}
      </Button>
      <p className="text-xs text-muted-foreground">
        {check
          ? 'A $0 check confirms the card. Nothing is charged until your trial ends.'
          : 'Premium starts again at once and renews monthly until you cancel.'}
      </p>
    </form>
  );
}
