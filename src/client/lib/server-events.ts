import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { TOPIC_QUERIES } from './event-topics';

/** While the stream is down, active reads are refreshed this often instead. */
const FALLBACK_REFETCH_MS = 60_000;
const MAX_BACKOFF_MS = 60_000;

/** Events arriving this close together make one invalidation (and so one refetch per read). */
export const EVENT_BATCH_MS = 250;

export function invalidateTopics(queryClient: QueryClient, topics: string[]) {
  const patterns = topics.flatMap((t) => TOPIC_QUERIES[t] ?? []);
  if (!patterns.length) return;
  void queryClient.invalidateQueries({ predicate: (q) => patterns.some((p) => p.test(String(q.queryKey[0]))) });
}

/**
 * Collects topics for `delayMs` after the first one, then hands them over once. Someone liking and
 * unliking fast would otherwise refetch every open feed, all its pages, per event. The window starts
 * at the first topic and is never extended, so a change still shows within `delayMs` plus one fetch.
 */
export function topicBatcher(flush: (topics: string[]) => void, delayMs = EVENT_BATCH_MS) {
  let pending = new Set<string>();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const run = () => {
    timer = undefined;
    const topics = [...pending];
    pending = new Set();
    if (topics.length) flush(topics);
  };
  return {
    add(topics: string[]) {
      topics.forEach((t) => pending.add(t));
      timer ??= setTimeout(run, delayMs);
    },
    cancel() {
      clearTimeout(timer);
      timer = undefined;
      pending = new Set();
    },
  };
}

/**
 * Listens to GET /api/events while signed in and invalidates just the reads a change touches, so
 * another tab or device shows it within a second without polling. Reconnects with back-off.
 */
export function useServerEvents(enabled: boolean) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!enabled || typeof EventSource === 'undefined') return;
    let source: EventSource | null = null;
    let retryTimer: ReturnType<typeof setTimeout> | undefined;
    let fallbackTimer: ReturnType<typeof setInterval> | undefined;
    let backoff = 1000;
    let stopped = false;
    const batch = topicBatcher((topics) => invalidateTopics(queryClient, topics));

    const startFallback = () => {
      fallbackTimer ??= setInterval(() => void queryClient.invalidateQueries({ type: 'active' }), FALLBACK_REFETCH_MS);
    };
    const stopFallback = () => {
      if (fallbackTimer) clearInterval(fallbackTimer);
      fallbackTimer = undefined;
    };

    const connect = () => {
      source = new EventSource('/api/events', { withCredentials: true });
      source.addEventListener('ready', () => {
        // Anything may have changed while we were away.
        if (backoff > 1000) void queryClient.invalidateQueries({ type: 'active' });
        backoff = 1000;
        stopFallback();
      });
      // The server may have missed changes (its link to the other servers dropped and came back).
      source.addEventListener('resync', () => void queryClient.invalidateQueries({ type: 'active' }));
      source.addEventListener('change', (e) => {
        try {
          const { topics } = JSON.parse((e as MessageEvent<string>).data) as { topics: string[] };
          batch.add(topics);
        } catch {
          /* a malformed event changes nothing */
        }
      });
      source.onerror = () => {
        source?.close();
        if (stopped) return;
        startFallback();
        retryTimer = setTimeout(connect, backoff);
        backoff = Math.min(backoff * 2, MAX_BACKOFF_MS);
      };
    };
    connect();
    return () => {
      stopped = true;
      batch.cancel();
      source?.close();
      clearTimeout(retryTimer);
      stopFallback();
    };
  }, [enabled, queryClient]);
}
