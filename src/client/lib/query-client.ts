import { QueryCache, QueryClient, type QueryFunction } from '@tanstack/react-query';
import { toast, type ToastInput } from '@/components/ui/toast';
import { apiGet } from './api';

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

export function createQueryClient() {
  return new QueryClient({
    queryCache: new QueryCache({
      onError: (_error, query) => {
        const notice = query.meta?.errorToast;
        if (notice) toast({ ...notice, variant: 'destructive' });
      },
    }),
    defaultOptions: {
      // Changes arrive by server-sent events and our own mutations: no focus refetch, no polling.
      queries: { queryFn: urlQuery, refetchOnWindowFocus: false, refetchInterval: false, staleTime: Infinity, retry: false },
      mutations: { retry: false },
    },
  });
}
