import { ArrowLeft, Crown } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import type { TClientSecret, TSubscriptionStatus } from '@contract/subscription';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/dialog';
import { LoadError } from '@/components/ui/load-error';
import { Badge } from '@/components/ui/misc';
import { toast } from '@/components/ui/toast';
import { PageFallback } from '@/components/page-fallback';
import { errorMessage } from '@/lib/api';
import { longDate } from '@/lib/dates';
import { usePageTitle } from '@/lib/page-title';
import { useCancelSubscription, useConfirmPayment, useSetupPayment, useSubscriptionStatus } from '@/lib/subscription';
import { PaymentForm } from './payment-form';
import { PlanFeatures } from './plan';

/** §2.16's status line. */
function statusLabel(s: TSubscriptionStatus): string {
  if (s.status === 'trial' && s.hasAccess) return `Free Trial — ${s.daysLeft} ${s.daysLeft === 1 ? 'day' : 'days'} remaining`;
  if (s.status === 'active') return 'Active';
  if (s.status === 'past_due') return 'Payment Failed';
  return 'No Active Subscription';
}

/** §4.9: a return from a bank's page (payment_intent + redirect_status=succeeded) is confirmed once, then the URL is cleaned. */
function useRedirectReturn(onDone: () => void) {
  const [params, setParams] = useSearchParams();
  const confirm = useConfirmPayment();
  const handled = useRef(false);
  const intentId = params.get('payment_intent') ?? params.get('setup_intent');
  const succeeded = params.get('redirect_status') === 'succeeded';
  useEffect(() => {
    if (!intentId || handled.current) return;
    handled.current = true;
    setParams({}, { replace: true });
    if (!succeeded) return;
    const body = intentId.startsWith('seti_') ? { setupIntentId: intentId, paymentMethodAdded: true } : { paymentIntentId: intentId };
    confirm.mutate(body, {
      onSuccess: onDone,
      onError: (err) =>
        toast({ title: 'Payment Confirmation Error', description: errorMessage(err, 'Please try again.'), variant: 'destructive' }),
    });
  }, [intentId, succeeded, setParams, confirm, onDone]);
}

export function SubscriptionPage() {
  usePageTitle('Subscription');
  const navigate = useNavigate();
  const { data: status, isError, refetch } = useSubscriptionStatus();
  const setup = useSetupPayment();
  const cancel = useCancelSubscription();
  const [intent, setIntent] = useState<TClientSecret | null>(null);
  const [confirmCancel, setConfirmCancel] = useState(false);
  useRedirectReturn(() => navigate('/subscription-success'));

  if (isError) return <LoadError message="Unable to load subscription status. Please try again." onRetry={refetch} />;
  if (!status) return <PageFallback />;

  const start = () =>
    setup.mutate(undefined, {
      onSuccess: (answer) => {
        setIntent(answer);
        if (status.status === 'none' && answer.kind === 'setup')
          toast({ title: 'Your free trial has started', description: 'Enjoy premium for 5 days. No card is needed.', variant: 'success' });
      },
      onError: (err) => toast({ title: 'Setup Failed', description: errorMessage(err, 'Please try again.'), variant: 'destructive' }),
    });

  const doCancel = () =>
    cancel.mutate(undefined, {
      onSuccess: (s) => {
        setConfirmCancel(false);
        toast({
          title: 'Subscription canceled',
          description: `You keep premium until ${longDate(s.expiryDate!)}. Nothing more will be charged.`,
        });
      },
      onError: (err) =>
        toast({ title: 'Cancellation Failed', description: errorMessage(err, 'Please try again.'), variant: 'destructive' }),
    });

  const canCancel = status.hasAccess && (status.status === 'active' || status.status === 'trial');
  const buttonLabel =
    status.status === 'none'
      ? status.trialAvailable
        ? 'Start Free Trial'
        : 'Subscribe — $5.00/month'
      : status.paymentMethodAdded && status.hasAccess
        ? 'Update Card'
        : 'Continue with Premium';

  return (
    <div className="mx-auto max-w-2xl space-y-6">
      <h1 className="text-2xl font-semibold">Premium</h1>
      <Card>
        <CardHeader>
          <CardTitle className="flex items-center gap-2">
            <Crown className="size-5 text-accent" aria-hidden /> Your subscription
          </CardTitle>
          <CardDescription>
            <Badge>{statusLabel(status)}</Badge>
          </CardDescription>
        </CardHeader>
        {status.status === 'trial' && status.hasAccess && (
          <CardContent className="text-sm">
            {status.autoRenew && status.firstChargeDate
              ? `Your card is saved. The first $5.00 is charged on ${longDate(status.firstChargeDate)}.`
              : `Your trial ends on ${longDate(status.trialEndsAt!)}. Add a card to keep premium after that; nothing is charged before ${longDate(status.firstChargeDate!)}.`}
          </CardContent>
        )}
      </Card>

      <Card>
        <CardHeader>
          <CardTitle>Premium — $5.00/month</CardTitle>
          <CardDescription>
            {status.status === 'none' && !status.trialAvailable
              ? 'This e-mail address has had its free trial, so premium starts with your first month: $5.00 today, then monthly until you cancel.'
              : '5 days free, no card needed. Then $5.00 a month, renewing monthly. Cancel anytime.'}
          </CardDescription>
        </CardHeader>
        <CardContent className="grid gap-4">
          <PlanFeatures />
          {!intent && (
            <Button onClick={start} disabled={setup.isPending} className="justify-self-start">
              {buttonLabel}
            </Button>
          )}
          {intent && (
            <section aria-label="Payment form" className="grid gap-2">
              <h2 className="font-medium">
                {intent.kind === 'setup' ? 'Add a card (optional during the trial)' : 'Pay $5.00 to continue'}
              </h2>
              <PaymentForm intent={intent} onSuccess={() => navigate('/subscription-success')} />
            </section>
          )}
        </CardContent>
      </Card>

      <div className="flex flex-wrap gap-2">
        <Button asChild variant="outline">
          <Link to="/">
            <ArrowLeft aria-hidden /> Back to Home
          </Link>
        </Button>
        <Button asChild variant="ghost">
          <Link to="/subscription-status">Account Status</Link>
        </Button>
        {canCancel && (
          <Button variant="ghost" className="text-destructive" onClick={() => setConfirmCancel(true)}>
            Cancel Subscription
          </Button>
        )}
      </div>
      <ConfirmDialog
        open={confirmCancel}
        onOpenChange={setConfirmCancel}
        title="Cancel your subscription?"
        description={`You keep premium until ${status.status === 'trial' ? longDate(status.trialEndsAt ?? new Date()) : longDate(status.currentPeriodEnd ?? new Date())}. Nothing more will be charged.`}
        confirmLabel="Cancel Subscription"
        destructive
        busy={cancel.isPending}
        onConfirm={doCancel}
      />
    </div>
  );
}
