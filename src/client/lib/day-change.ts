import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { TOPIC_QUERIES } from './event-topics';

/** Milliseconds until the next midnight in the zone (at least a second, so a timer never spins). */
export function msUntilLocalMidnight(now: Date, timeZone: string): number {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', { timeZone, hourCycle: 'h23', hour: 'numeric', minute: 'numeric', second: 'numeric' })
      .formatToParts(now)
      .map((p) => [p.type, p.value]),
  );
  const elapsed = (Number(parts.hour) * 3600 + Number(parts.minute) * 60 + Number(parts.second)) * 1000 + now.getMilliseconds();
  return Math.max(1000, 86_400_000 - elapsed + 500);
}

/**
 * The reads whose answer is "today's": the day's scripture, meditation and encouragement, the
 * completions (and which passages were read), the mood trend's last 30 days, and the progress that a new
 * day can change (a streak breaks at midnight).
 */
export const TODAY_READS: RegExp[] = [
  /^\/api\/scriptures\/daily(\?|$)/,
  /^\/api\/meditations\/daily(\?|$)/,
  /^\/api\/daily-encouragement$/,
  /^\/api\/moods\/trend\?/,
  // What the prayer list has due, and which requests say "Prayed today".
  ...(TOPIC_QUERIES['prayer-list'] ?? []),
  ...(TOPIC_QUERIES.progress ?? []),
];

/**
 * "Today" is the user's local day: at their midnight, today's reads change though nothing happened on
 * the server. Mounted once in the shell: one refetch of whatever is on screen at midnight instead of
 * polling all day (reads not on screen are marked stale and refetch when shown).
 */
export function useDayChange(timeZone: string) {
  const queryClient = useQueryClient();
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout>;
    const schedule = () => {
      timer = setTimeout(
        () => {
          void queryClient.invalidateQueries({ predicate: (q) => TODAY_READS.some((p) => p.test(String(q.queryKey[0]))) });
          schedule();
        },
        msUntilLocalMidnight(new Date(), timeZone),
      );
    };
    schedule();
    return () => clearTimeout(timer);
  }, [queryClient, timeZone]);
}
