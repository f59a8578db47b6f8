import { ArrowLeft, CalendarClock, CreditCard, RefreshCw, User } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import type { TClientSecret, TSubscriptionStatus } from '@contract/subscription';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { ConfirmDialog, Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Label } from '@/components/ui/input';
import { LoadError } from '@/components/ui/load-error';
import { Switch } from '@/components/ui/switch';
import { toast } from '@/components/ui/toast';
import { PageFallback } from '@/components/page-fallback';
import { errorMessage } from '@/lib/api';
import { useCurrentUser } from '@/lib/auth-state';
import { longDate } from '@/lib/dates';
import { usePageTitle } from '@/lib/page-title';
import { startPremiumLabel, useCancelSubscription, useSetAutoRenew, useSetupPayment, useSubscriptionStatus } from '@/lib/subscription';
import { PaymentForm } from './payment-form';

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <dt className="text-xs text-muted-foreground">{label}</dt>
      <dd className="font-medium">{value}</dd>
    </div>
  );
}

/** §2.18's banner for each status. */
function StatusBanner({ s }: { s: TSubscriptionStatus }) {
  let title: string;
  let facts: [string, string][];
  if (s.status === 'trial' && s.hasAccess) {
    title = 'Free Trial';
    facts = [
      ['Trial Ends', longDate(s.trialEndsAt!)],
      ['Days Remaining', String(s.daysLeft)],
      s.autoRenew && s.firstChargeDate
        ? ['First charge', `$5.00/month from ${longDate(s.firstChargeDate)}`]
        : ['Access Ends', longDate(s.trialEndsAt!)],
    ];
  } else if (s.status === 'active') {
    title = 'Premium — $5.00/month';
    facts = [
      s.autoRenew && s.nextBillingDate
        ? ['Next billing date', longDate(s.nextBillingDate)]
        : ['Premium Access Until', longDate(s.currentPeriodEnd!)],
      ['Auto-renewal', s.autoRenew ? 'On' : 'Off'],
    ];
  } else if (s.status === 'canceled' && s.hasAccess) {
    title = 'Will Not Renew';
    facts = [
      ['Access Until', longDate(s.expiryDate!)],
      ['Days Remaining', String(s.daysLeft)],
    ];
  } else if (s.status === 'past_due') {
    title = 'Payment Failed';
    facts = [['What to do', 'Update your card to restore premium']];
  } else if (s.status === 'expired') {
    title = 'Premium has ended';
    facts = [['What to do', 'Add a card to continue with premium']];
  } else {
    title = 'No Active Subscription';
    facts = s.trialAvailable
      ? [
          ['Free trial', '5 days free'],
          ['Then', '$5.00/month'],
          ['Cancel', 'Cancel anytime'],
        ]
      : [
          ['Free trial', 'Already used with this e-mail address'],
          ['Premium', '$5.00/month'],
          ['Cancel', 'Cancel anytime'],
        ];
  }
  return (
    <Card aria-labelledby="status-banner-title">
      <CardHeader>
        <CardTitle id="status-banner-title" className="flex items-center gap-2">
          <CalendarClock className="size-5 text-accent" aria-hidden /> {title}
        </CardTitle>
      </CardHeader>
      <CardContent>
        <dl className="grid gap-3 sm:grid-cols-3">
          {facts.map(([label, value]) => (
            <Fact key={label} label={label} value={value} />
          ))}
        </dl>
      </CardContent>
    </Card>
  );
}

export function SubscriptionStatusPage() {
  usePageTitle('Account Status');
  const user = useCurrentUser();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const { data: s, isError, refetch } = useSubscriptionStatus();
  const setup = useSetupPayment();
  const autoRenew = useSetAutoRenew();
  const cancel = useCancelSubscription();
  const [intent, setIntent] = useState<TClientSecret | null>(null);
  // The cancel link of the "trial converts in two days" e-mail opens the question at once.
  const [confirmCancel, setConfirmCancel] = useState(() => params.get('cancel') === '1');
  const cancelAsked = params.get('cancel') === '1';
  useEffect(() => {
    if (cancelAsked) setParams({}, { replace: true });
  }, [cancelAsked, setParams]);

  if (isError) return <LoadError message="Unable to load subscription status. Please try again." onRetry={refetch} />;
  if (!s) return <PageFallback />;

  const openCardForm = () =>
    setup.mutate(undefined, {
      onSuccess: setIntent,
      onError: (err) => toast({ title: 'Setup Failed', description: errorMessage(err, 'Please try again.'), variant: 'destructive' }),
    });

  const toggleAutoRenew = (on: boolean) => {
    if (on && !s.paymentMethodAdded) {
      toast({ title: 'Payment Method Required', description: 'Add a card to turn auto-renew on.' });
      openCardForm();
      return;
    }
    autoRenew.mutate(on, {
      onSuccess: () => toast({ title: on ? 'Auto-renew is on' : 'Auto-renew is off', variant: 'success', duration: 3000 }),
      onError: () => toast({ title: 'Error', description: 'Failed to update auto-renewal setting.', variant: 'destructive' }),
    });
  };

  const doCancel = () =>
    cancel.mutate(undefined, {
      onSuccess: (next) => {
        setConfirmCancel(false);
        toast({
          title: 'Subscription canceled',
          description: `You keep premium until ${longDate(next.expiryDate!)}. Nothing more will be charged.`,
        });
      },
      onError: (err) =>
        toast({ title: 'Cancellation Failed', description: errorMessage(err, 'Please try again.'), variant: 'destructive' }),
    });

  const card = s.paymentMethod;
  const renewable = s.hasAccess && s.status !== 'none';
  const canCancel = s.hasAccess && (s.status === 'active' || s.status === 'trial');

  return (
    <div className="mx-auto max-w-2xl space-y-6">
      <Button asChild variant="link" size="touch" className="px-0">
        <Link to="/dashboard">
          <ArrowLeft aria-hidden /> Back to Dashboard
        </Link>
      </Button>
      <h1 className="text-2xl font-semibold">Account Status</h1>
      <StatusBanner s={s} />

      {(s.status === 'expired' || s.status === 'past_due') && (
        <Card>
          <CardHeader>
            <CardTitle className="flex items-center gap-2">
              <RefreshCw className="size-5 text-accent" aria-hidden /> Reactivate premium
            </CardTitle>
            <CardDescription>$5.00 today, then monthly. Premium features are locked until a card is added or updated.</CardDescription>
          </CardHeader>
          <CardContent>
            <Button onClick={openCardForm} disabled={setup.isPending}>
              {s.status === 'past_due' ? 'Update card' : 'Add card'}
            </Button>
          </CardContent>
        </Card>
      )}
      {s.status === 'none' && (
        <Button asChild>
          <Link to="/subscription">{startPremiumLabel(s)}</Link>
        </Button>
      )}

      <Card>
        <CardHeader>
          <CardTitle className="flex items-center gap-2">
            <CreditCard className="size-5 text-accent" aria-hidden /> Payment method
          </CardTitle>
        </CardHeader>
        <CardContent className="grid gap-4">
          <p>
            {card
              ? `${card.brand.toUpperCase()} ending in ${card.last4}${card.expMonth && card.expYear ? `, expires ${String(card.expMonth).padStart(2, '0')}/${card.expYear}` : ''}`
              : 'No card on file.'}
          </p>
          {s.status !== 'none' && s.hasAccess && (
            <Button variant="outline" className="justify-self-start" onClick={openCardForm} disabled={setup.isPending}>
              {card ? 'Update card' : 'Add card'}
            </Button>
          )}
          {renewable && (
            <div className="flex items-center justify-between gap-4">
              <Label htmlFor="auto-renew">Auto-renew</Label>
              <Switch id="auto-renew" checked={s.autoRenew} disabled={autoRenew.isPending} onCheckedChange={toggleAutoRenew} />
            </div>
          )}
          {canCancel && (
            <Button variant="ghost" className="justify-self-start text-destructive" onClick={() => setConfirmCancel(true)}>
              Cancel Subscription
            </Button>
          )}
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <CardTitle className="flex items-center gap-2">
            <User className="size-5 text-accent" aria-hidden /> Account
          </CardTitle>
        </CardHeader>
        <CardContent>
          <dl className="grid gap-3 sm:grid-cols-2">
            <Fact label="Email" value={user.email} />
            <Fact label="Plan" value={s.status === 'none' ? 'Free' : 'Premium, $5.00/month'} />
            {s.trialEndsAt && <Fact label="Trial ends" value={longDate(s.trialEndsAt)} />}
            {s.currentPeriodEnd && s.status !== 'trial' && <Fact label="Current period ends" value={longDate(s.currentPeriodEnd)} />}
          </dl>
        </CardContent>
      </Card>

      <Dialog open={intent !== null} onOpenChange={(open) => !open && setIntent(null)}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>{intent?.kind === 'payment' ? 'Pay $5.00 to reactivate' : card ? 'Update your card' : 'Add a card'}</DialogTitle>
            <DialogDescription>
              {intent?.kind === 'payment'
                ? 'Premium starts again as soon as the payment goes through.'
                : 'A $0 check confirms the card. Auto-renew turns on.'}
            </DialogDescription>
          </DialogHeader>
          {intent && (
            <PaymentForm
              intent={intent}
              onSuccess={() => {
                setIntent(null);
                if (intent.kind === 'payment') navigate('/subscription-success');
                else toast({ title: 'Card saved', description: 'Auto-renew is on.', variant: 'success' });
              }}
            />
          )}
        </DialogContent>
      </Dialog>
      <ConfirmDialog
        open={confirmCancel && canCancel}
        onOpenChange={setConfirmCancel}
        title="Cancel your subscription?"
        description={`You keep premium until ${longDate((s.status === 'trial' ? s.trialEndsAt : s.currentPeriodEnd) ?? new Date())}. Nothing more will be charged.`}
        confirmLabel="Cancel Subscription"
        destructive
        busy={cancel.isPending}
        onConfirm={doCancel}
      />
    </div>
  );
}
