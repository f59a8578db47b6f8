import { ShieldCheck } from 'lucide-react';
import { Link } from 'react-router';
import { useUserRecord } from '@/app/auth';
import { PageFallback } from '@/components/page-fallback';
import { SubscriptionBillingCard } from '@/components/subscription-billing-card';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { LoadError } from '@/components/ui/load-error';
import { usePageTitle } from '@/lib/page-title';
import { AccountCard } from './account-card';
import { AppearanceCard } from './appearance-card';
import { NotificationsCard } from './notifications-card';
import { OfflineBibleCard } from './offline-bible-card';
import { PasswordCard } from './password-card';

export function SettingsPage() {
  const { data: user, isError, refetch } = useUserRecord();
  usePageTitle('Settings');
  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <h1 className="text-2xl font-semibold">Settings</h1>
      {isError && <LoadError message="Your account couldn't be loaded." onRetry={refetch} />}
      {user ? <AccountCard user={user} /> : !isError && <PageFallback />}
      <AppearanceCard />
      <NotificationsCard />
      <OfflineBibleCard />
      <SubscriptionBillingCard />
      <Card>
        <CardHeader>
          <CardTitle className="flex items-center gap-2">
            <ShieldCheck className="size-5 text-accent" aria-hidden /> Privacy & Security
          </CardTitle>
          <CardDescription>
            How your journal, moods and gratitudes are kept private, and how to download or delete your data.
          </CardDescription>
        </CardHeader>
        <CardContent>
          <Button asChild variant="outline">
            <Link to="/privacy">Your Data & Privacy</Link>
          </Button>
        </CardContent>
      </Card>
      <PasswordCard />
    </div>
  );
}
