import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { invalidateTopics } from './server-events';

/** Milliseconds until the next midnight in the zone (at least a second, so a timer never spins). */
export function msUntilLocalMidnight(now: Date, timeZone: string): number {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', { timeZone, hourCycle: 'h23', hour: 'numeric', minute: 'numeric', second: 'numeric' }).formatToParts(now).map((p) => [p.type, p.value]),
  );
  const elapsed = (Number(parts.hour) * 3600 + Number(parts.minute) * 60 + Number(parts.second)) * 1000 + now.getMilliseconds();
  return Math.max(1000, 86_400_000 - elapsed + 500);
}

/**
 * "Today" is the user's local day: at their midnight, today's tasks and verse change though nothing
 * happened on the server. One refetch at midnight instead of polling all day.
 */
export function useDayChange(timeZone: string, topics: string[] = ['progress']) {
  const queryClient = useQueryClient();
  const key = topics.join(',');
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout>;
    const schedule = () => {
      timer = setTimeout(() => {
        invalidateTopics(queryClient, key.split(','));
        schedule();
      }, msUntilLocalMidnight(new Date(), timeZone));
    };
    schedule();
    return () => clearTimeout(timer);
  }, [queryClient, timeZone, key]);
}
