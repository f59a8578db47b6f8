import { MutationCache, QueryCache, QueryClient, type QueryFunction } from '@tanstack/react-query';
import { toast, type ToastInput } from '@/components/ui/toast';
import { apiGet, isPaymentRequired } from './api';

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: {
      /**
       * The notice a failed read raises besides its inline message (the spec names a few: 'Failed to fetch
       * moods', 'Error loading interpretation'). Raised here, once per failure, never from a screen's effect.
       */
      errorToast?: Pick<ToastInput, 'title' | 'description'>;
    };
  }
}

/** The default read fetches the first element of the query key as the URL. */
const urlQuery: QueryFunction = ({ queryKey }) => apiGet(String(queryKey[0]));

/** The person's subscription status, read by every premium gate (lib/subscription.ts's key). */
const isSubscriptionStatus = (key: readonly unknown[]) => String(key[0]).startsWith('/api/subscription/status/');

export function createQueryClient() {
  /**
   * A premium call answered 402: premium ended under an open screen (a trial ran out, a payment failed). The status is
   * read again, so every subscription gate shows what to do in place of the screen, as the server said.
   */
  const premiumEnded = (error: unknown) => {
    if (isPaymentRequired(error)) void client.invalidateQueries({ predicate: (q) => isSubscriptionStatus(q.queryKey) });
  };
  const client: QueryClient = new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => {
        premiumEnded(error);
        const notice = query.meta?.errorToast;
        if (notice) toast({ ...notice, variant: 'destructive' });
      },
    }),
    mutationCache: new MutationCache({ onError: premiumEnded }),
    defaultOptions: {
      // Changes arrive by server-sent events and our own mutations: no focus refetch, no polling.
      queries: { queryFn: urlQuery, refetchOnWindowFocus: false, refetchInterval: false, staleTime: Infinity, retry: false },
      mutations: { retry: false },
    },
  });
  return client;
}
