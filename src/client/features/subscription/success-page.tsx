import { CheckCircle2 } from 'lucide-react';
import { useEffect } from 'react';
import { Link, useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { usePageTitle } from '@/lib/page-title';

/** §2.17: 'Payment Successful!', then home after 5 seconds (§9). */
export function SubscriptionSuccessPage() {
  usePageTitle('Payment Successful');
  const navigate = useNavigate();
  useEffect(() => {
    const timer = setTimeout(() => navigate('/', { replace: true }), 5000);
    return () => clearTimeout(timer);
  }, [navigate]);
  return (
    <div className="mx-auto grid max-w-md justify-items-center gap-4 py-12 text-center">
      <CheckCircle2 className="size-12 text-accent" aria-hidden />
      <h1 className="text-2xl font-semibold">Payment Successful!</h1>
      <p className="text-muted-foreground">Thank you. Premium is yours. Taking you home in a moment…</p>
      <Button asChild>
        <Link to="/">Go to Dashboard</Link>
      </Button>
    </div>
  );
}
