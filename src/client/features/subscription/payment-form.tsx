import { lazy, Suspense } from 'react';
import type { TClientSecret } from '@contract/subscription';
import { Skeleton } from '@/components/ui/misc';
import { toast } from '@/components/ui/toast';
import { LoadError } from '@/components/ui/load-error';
import { isCardCheck, useBillingConfig, useConfirmPayment } from '@/lib/subscription';
import { SandboxCardForm } from './sandbox-card-form';

// Stripe's scripts load only when the server says Stripe is the provider.
const StripePaymentForm = lazy(() => import('./stripe-payment-form').then((m) => ({ default: m.StripePaymentForm })));

/**
 * The embedded payment form: Stripe's Payment Element with Stripe keys, the sandbox's test-card form without.
 * Once the provider says the intent succeeded, our server is told and re-reads it; if that fails after the card
 * was saved, the person is still told it worked (§4.9) and the server's state arrives on the event stream.
 */
export function PaymentForm({ intent, onSuccess }: { intent: TClientSecret; onSuccess: () => void }) {
  const { data: config, isError, refetch } = useBillingConfig();
  const confirm = useConfirmPayment();

  const onConfirmed = async (intentId: string) => {
    try {
      await confirm.mutateAsync(
        isCardCheck(intent.clientSecret) ? { setupIntentId: intentId, paymentMethodAdded: true } : { paymentIntentId: intentId },
      );
    } catch {
      toast({
        title: 'Activation Failed',
        description: 'Your payment went through, but premium could not be switched on yet. If it does not appear shortly, contact support.',
        variant: 'destructive',
      });
    }
    onSuccess();
  };

  if (isError) return <LoadError message="Unable to load payment form" onRetry={refetch} />;
  if (!config) return <Skeleton className="h-48 w-full" role="status" aria-label="Loading the payment form" />;
  if (config.provider === 'stripe') {
    if (!config.publishableKey) return <p role="alert">Payment system not configured</p>;
    return (
      <Suspense fallback={<Skeleton className="h-48 w-full" role="status" aria-label="Loading the payment form" />}>
        <StripePaymentForm publishableKey={config.publishableKey} intent={intent} onConfirmed={onConfirmed} />
      </Suspense>
    );
  }
  return <SandboxCardForm intent={intent} onConfirmed={onConfirmed} />;
}
