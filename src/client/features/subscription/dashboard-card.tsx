import { Crown, Sparkles } from 'lucide-react';
import { Link } from 'react-router';
import { FEATURES } from '@contract/features';
import { Button } from '@/components/ui/button';
import { bannerText, startPremiumLabel, useSubscriptionStatus } from '@/lib/subscription';

/** §2.19: the Dashboard's subscription banner. */
export function SubscriptionBanner() {
  const { data: status } = useSubscriptionStatus();
  if (!status) return null;
  const { title, line, premium } = bannerText(status);
  return (
    <section aria-label="Subscription" className="flex flex-wrap items-center justify-between gap-3 rounded-lg border bg-card p-4">
      <div className="flex items-start gap-3">
        {premium ? (
          <Crown className="mt-0.5 size-5 text-accent" aria-hidden />
        ) : (
          <Sparkles className="mt-0.5 size-5 text-accent" aria-hidden />
        )}
        <div>
          <p className="font-semibold">{title}</p>
          <p className="text-sm text-muted-foreground">
            {premium ? line : FEATURES.prayerAssistant ? 'Limited access · Prayer assistant locked' : 'Limited access.'}
          </p>
        </div>
      </div>
      <Button asChild variant={premium ? 'outline' : 'default'} size="sm">
        <Link to={premium ? '/subscription-status' : '/subscription'}>{premium ? 'Manage Status' : startPremiumLabel(status)}</Link>
      </Button>
    </section>
  );
}
