import { useMutation, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** SPEC §3: the payment-intent response. */
export type PaymentIntentResponse = { clientSecret: string };

export type PaymentCheck =
  | { status: 'succeeded'; paymentIntentId: string }
  | { status: 'processing'; paymentIntentId: string }
  | { status: 'failed'; paymentIntentId: string; message: string };

/** A client secret is '<intent id>_secret_<...>'. */
export const paymentIntentIdOf = (clientSecret: string): string =>
  clientSecret.split('_secret_')[0] ?? clientSecret;

/**
 * The intent for this checkout. The server hands back the same intent until it is paid (its
 * idempotency key), so asking again on a remount charges nothing twice.
 */
export const usePaymentIntent = (enabled: boolean) =>
  useQuery({
    queryKey: ['payments', 'intent'],
    queryFn: () => api.post<PaymentIntentResponse>('/api/create-payment-intent'),
    enabled,
    gcTime: 0,
  });

/** Back on /dashboard with ?payment_intent=…: the server asks the provider and credits. */
export const checkPayment = (paymentIntentId: string) =>
  api.post<PaymentCheck>('/api/payments/confirm', { paymentIntentId });

/** Test mode's 'Complete Purchase': the simulated intent succeeds (no card, no charge). */
export const useCompleteTestPayment = () =>
  useMutation({
    mutationFn: (paymentIntentId: string) =>
      api.post<PaymentCheck>('/api/payments/test/complete', { paymentIntentId }),
  });
