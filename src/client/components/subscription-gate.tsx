import { CreditCard, Loader2, Lock } from 'lucide-react';
import { useEffect, type ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { LoadError } from '@/components/ui/load-error';
import { needsAccountStatus, startPremiumLabel, useSubscriptionStatus } from '@/lib/subscription';

/**
 * §4.6's subscription gate around a premium screen. The server decides access too (402 on every premium route);
 * this only spares the person a screen they can't use: a spinner first, then the content, 'Payment Required'
 * (and a move to Account Status) when a payment is what's missing, or the premium offer.
 */
export function SubscriptionGate({
  feature,
  locked,
  children,
}: {
  /** The feature in a sentence: "the Prayer Assistant". */
  feature: string;
  /** The locked state's heading (§6: 'Prayer assistant locked'). */
  locked: string;
  children: ReactNode;
}) {
  const { data: status, isError, refetch } = useSubscriptionStatus();
  const navigate = useNavigate();
  const redirect = status ? needsAccountStatus(status) : false;
  useEffect(() => {
    if (redirect) navigate('/subscription-status', { replace: true });
  }, [redirect, navigate]);

  if (isError) return <LoadError message="Unable to load subscription status. Please try again." onRetry={refetch} />;
  if (!status)
    return (
      <div role="status" aria-label="Checking your subscription" className="flex justify-center py-12">
        <Loader2 className="size-8 animate-spin text-accent" aria-hidden />
      </div>
    );
  if (status.hasAccess) return <>{children}</>;
  if (status.requiresPayment)
    return (
      <Card>
        <CardHeader>
          <CardTitle className="flex items-center gap-2">
            <CreditCard className="size-5 text-accent" aria-hidden /> Payment Required
          </CardTitle>
          <CardDescription>Add or update your card to use {feature} again.</CardDescription>
        </CardHeader>
        <CardContent>
          <Button asChild>
            <Link to="/subscription-status">Go to Account Status</Link>
          </Button>
        </CardContent>
      </Card>
    );
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Lock className="size-5 text-accent" aria-hidden /> {locked}
        </CardTitle>
        <CardDescription>
          {feature.charAt(0).toUpperCase() + feature.slice(1)} is premium.{' '}
          {status.trialAvailable
            ? 'Try premium free for 5 days — no card needed. Then $5.00/month, cancel anytime.'
            : 'This e-mail address has had its free trial. Premium is $5.00/month, cancel anytime.'}
        </CardDescription>
      </CardHeader>
      <CardContent>
        <Button asChild>
          <Link to="/subscription">{startPremiumLabel(status)}</Link>
        </Button>
      </CardContent>
    </Card>
  );
}
