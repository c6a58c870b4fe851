import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/**
 * How this server sells renders, read at run time (the publishable key is not in the build):
 * Stripe's card form with this key, test mode (no keys: nothing is charged), or not at all.
 */
export type PaymentConfig =
  | { mode: 'stripe'; publishableKey: string }
  | { mode: 'test' }
  | { mode: 'unavailable'; message: string };

export const paymentConfigQueryKey = ['payments', 'config'] as const;

export const usePaymentConfig = () =>
  useQuery(
    queryOptions({
      queryKey: paymentConfigQueryKey,
      queryFn: () => api.get<PaymentConfig>('/api/payments/config'),
    }),
  );
