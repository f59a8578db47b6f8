import { CreditCard } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/dialog';
import { LoadError } from '@/components/ui/load-error';
import { Skeleton } from '@/components/ui/misc';
import { toast } from '@/components/ui/toast';
import { errorMessage } from '@/lib/api';
import { longDate } from '@/lib/dates';
import { bannerText, startPremiumLabel, useCancelSubscription, useSubscriptionStatus } from '@/lib/subscription';

/** Settings' 'Subscription & Billing' card: where you stand, and cancel in two clicks with no guilt screen. */
export function SubscriptionBillingCard() {
  const { data: s, isError, refetch } = useSubscriptionStatus();
  const cancel = useCancelSubscription();
  const [asking, setAsking] = useState(false);
  const canCancel = s?.hasAccess && (s.status === 'active' || s.status === 'trial');
  const accessEnd = s ? ((s.status === 'trial' ? s.trialEndsAt : s.currentPeriodEnd) ?? null) : null;
  return (
    <Card aria-labelledby="billing-card-title">
      <CardHeader>
        <CardTitle id="billing-card-title" className="flex items-center gap-2">
          <CreditCard className="size-5 text-accent" aria-hidden /> Subscription & Billing
        </CardTitle>
        <CardDescription>Premium is $5.00/month after a 5-day free trial. Cancel anytime.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-3">
        {isError && <LoadError message="Unable to load subscription status. Please try again." onRetry={refetch} className="text-sm" />}
        {!s && !isError && <Skeleton className="h-10 w-full" />}
        {s && (
          <>
            <div>
              <p className="font-medium">{bannerText(s).title}</p>
              {bannerText(s).line && <p className="text-sm text-muted-foreground">{bannerText(s).line}</p>}
              {s.paymentMethod && (
                <p className="text-sm text-muted-foreground">
                  Card: {s.paymentMethod.brand.toUpperCase()} ending in {s.paymentMethod.last4}
                </p>
              )}
            </div>
            <div className="flex flex-wrap gap-2">
              <Button asChild variant="outline">
                <Link to={s.status === 'none' ? '/subscription' : '/subscription-status'}>
                  {s.status === 'none' ? startPremiumLabel(s) : 'Manage subscription'}
                </Link>
              </Button>
              {canCancel && (
                <Button variant="ghost" className="text-destructive" onClick={() => setAsking(true)}>
                  Cancel Subscription
                </Button>
              )}
            </div>
            <ConfirmDialog
              open={asking}
              onOpenChange={setAsking}
              title="Cancel your subscription?"
              description={`You keep premium until ${accessEnd ? longDate(accessEnd) : 'the end of this period'}. Nothing more will be charged.`}
              confirmLabel="Cancel Subscription"
              destructive
              busy={cancel.isPending}
              onConfirm={() =>
                cancel.mutate(undefined, {
                  onSuccess: (next) => {
                    setAsking(false);
                    toast({ title: 'Subscription canceled', description: `You keep premium until ${longDate(next.expiryDate!)}.` });
                  },
                  onError: (err) =>
                    toast({ title: 'Cancellation Failed', description: errorMessage(err, 'Please try again.'), variant: 'destructive' }),
                })
              }
            />
          </>
        )}
      </CardContent>
    </Card>
  );
}
