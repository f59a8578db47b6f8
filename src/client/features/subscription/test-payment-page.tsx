import { useState } from 'react';
import type { TClientSecret } from '@contract/subscription';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { toast } from '@/components/ui/toast';
import { apiRequest, errorMessage } from '@/lib/api';
import { useCurrentUser } from '@/lib/auth-state';
import { usePageTitle } from '@/lib/page-title';
import { useBillingConfig } from '@/lib/subscription';
import { PaymentForm } from './payment-form';

/** Stripe's published test cards (https://docs.stripe.com/testing), and what each does here. */
const TEST_CARDS: [string, string][] = [
  ['4242 4242 4242 4242', 'Succeeds'],
  ['5555 5555 5555 4444', 'Succeeds (Mastercard)'],
  ['4000 0025 0000 3155', 'Needs verification (Additional Verification Required), then succeeds'],
  ['4000 0000 0000 0002', 'Declined: generic decline'],
  ['4000 0000 0000 9995', 'Declined: insufficient funds'],
  ['4000 0000 0000 9987', 'Declined: lost card'],
  ['4000 0000 0000 9979', 'Declined: stolen card'],
  ['4000 0000 0000 0069', 'Declined: expired card'],
  ['4000 0000 0000 0127', 'Declined: incorrect CVC'],
  ['4000 0000 0000 0341', 'Saves, but every later charge is declined (renewal failure)'],
];

/** The developer test page: the test cards and a subscription started by POST /api/create-subscription. */
export function TestPaymentPage() {
  usePageTitle('Test Payment');
  const { id } = useCurrentUser();
  const { data: config } = useBillingConfig();
  const [intent, setIntent] = useState<TClientSecret | null>(null);
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(false);

  const create = async () => {
    setBusy(true);
    try {
      setIntent(await apiRequest<TClientSecret>('POST', '/api/create-subscription', { userId: id }));
    } catch (err) {
      toast({ title: 'Payment Initialization Error', description: errorMessage(err, 'Please try again.'), variant: 'destructive' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="mx-auto max-w-2xl space-y-6">
      <h1 className="text-2xl font-semibold">Test Payment</h1>
      <Card>
        <CardHeader>
          <CardTitle>Test cards</CardTitle>
          <CardDescription>
            {config?.provider === 'stripe'
              ? 'Stripe test mode: these cards work with Stripe test keys only.'
              : 'Sandbox mode: no card is charged and nothing leaves this server.'}{' '}
            Any future expiry and any CVC.
          </CardDescription>
        </CardHeader>
        <CardContent>
          <table className="w-full text-left text-sm">
            <thead>
              <tr>
                <th scope="col" className="py-1">
                  Card number
                </th>
                <th scope="col" className="py-1">
                  What happens
                </th>
              </tr>
            </thead>
            <tbody>
              {TEST_CARDS.map(([number, effect]) => (
                <tr key={number} className="border-t">
                  <td className="py-1 font-mono whitespace-nowrap">{number}</td>
                  <td className="py-1">{effect}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>Try a payment</CardTitle>
        </CardHeader>
        <CardContent className="grid gap-3">
          {!intent && (
            <Button className="justify-self-start" onClick={create} disabled={busy}>
              Create test subscription
            </Button>
          )}
          {intent && !done && (
            <>
              <p className="text-sm">
                Client secret: <code className="break-all">{intent.clientSecret.replace(/_secret_.*/, '_secret_…')}</code>
              </p>
              <PaymentForm intent={intent} onSuccess={() => setDone(true)} />
            </>
          )}
          {done && <p role="status">Payment confirmed. Your subscription is updated.</p>}
        </CardContent>
      </Card>
    </div>
  );
}
