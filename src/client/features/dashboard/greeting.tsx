import { useEffect, useState } from 'react';
import { useUserRecord } from '@/app/auth';
import { Skeleton } from '@/components/ui/misc';
import { greetingFor, longDate } from '@/lib/dates';
import { firstName as firstNameOf } from '@contract/names';

/** "Good morning, Ruth" by the hour in the account's time zone (the day the rest of the app counts); a pulsing bar while the name is unknown. */
export function Greeting() {
  const { data: user } = useUserRecord();
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    // The greeting turns with the hour; once a minute is plenty.
    const timer = setInterval(() => setNow(new Date()), 60_000);
    return () => clearInterval(timer);
  }, []);
  const firstName = user && firstNameOf(user.name);
  return (
    <header className="space-y-1">
      {user ? (
        <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">
          {greetingFor(now)}
          {firstName && `, ${firstName}`}
        </h1>
      ) : (
        <Skeleton className="h-9 w-64 animate-pulse" data-testid="greeting-placeholder" />
      )}
      <p className="text-muted-foreground">{longDate(now)}</p>
    </header>
  );
}
