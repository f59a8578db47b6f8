import { useEffect, useState } from 'react';
import { useUserRecord } from '@/app/auth';
import { Skeleton } from '@/components/ui/misc';
import { greetingFor, longDate } from '@/lib/dates';

/** "Good morning, Ruth" by the local hour; a pulsing bar while the name is unknown. */
export function Greeting() {
  const { data: user } = useUserRecord();
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    // The greeting turns with the hour; once a minute is plenty.
    const timer = setInterval(() => setNow(new Date()), 60_000);
    return () => clearInterval(timer);
  }, []);
  const firstName = user?.name.trim().split(/\s+/)[0];
  return (
    <header className="space-y-1">
      {firstName ? (
        <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">
          {greetingFor(now)}, {firstName}
        </h1>
      ) : (
        <Skeleton className="h-9 w-64 animate-pulse" data-testid="greeting-placeholder" />
      )}
      <p className="text-muted-foreground">{longDate(now)}</p>
    </header>
  );
}
