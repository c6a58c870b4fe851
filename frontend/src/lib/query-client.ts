import { QueryClient } from '@tanstack/react-query';

// SPEC §9: data never goes stale, no refetch on focus, no polling and no
// retries unless a query says otherwise.
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: Infinity,
        retry: false,
        refetchOnWindowFocus: false,
        refetchInterval: false,
      },
      mutations: { retry: false },
    },
  });
}

export const queryClient = createQueryClient();
