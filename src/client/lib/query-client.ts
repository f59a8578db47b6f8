import { QueryClient, type QueryFunction } from '@tanstack/react-query';
import { apiGet } from './api';

/** The default read fetches the first element of the query key as the URL. */
const urlQuery: QueryFunction = ({ queryKey }) => apiGet(String(queryKey[0]));

export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      // Changes arrive by server-sent events and our own mutations: no focus refetch, no polling.
      queries: { queryFn: urlQuery, refetchOnWindowFocus: false, refetchInterval: false, staleTime: Infinity, retry: false },
      mutations: { retry: false },
    },
  });
}
