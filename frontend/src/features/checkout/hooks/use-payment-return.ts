import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';
import { notify } from '../../../components/ui/notices';
import { getErrorDetail, isUnauthorizedError } from '../../../lib/api-client';
import { checkPayment } from '../api/payment-intent';

const paymentFailed = (description: string) =>
  notify({ title: 'Payment Failed', description, variant: 'destructive' });

/**
 * The browser comes back to /dashboard after confirming a payment, with `payment_intent` and
 * `redirect_status` in the address: the server checks the intent with the provider and credits
 * the renders at once (the webhook may come later; the credit happens once either way).
 */
/** `onPaid` refreshes what shows the renders left (the current user). */
export function usePaymentReturn(onPaid: () => Promise<unknown>) {
  const [params, setParams] = useSearchParams();
  const handled = useRef<string | null>(null);
  const paymentIntentId = params.get('payment_intent');
  const redirectStatus = params.get('redirect_status');

  useEffect(() => {
    if (!paymentIntentId || !redirectStatus || handled.current === paymentIntentId) return;
    handled.current = paymentIntentId;
    setParams({}, { replace: true });
    void checkPayment(paymentIntentId)
      .then(async (check) => {
        if (check.status === 'succeeded') {
          await onPaid();
          notify({
            title: 'Payment Successful',
            description: 'Your 3 additional renders have been added to your account.',
          });
        } else if (check.status === 'processing') {
          notify({
            title: 'Payment Processing',
            description: 'Your renders will appear as soon as the payment clears.',
          });
        } else paymentFailed(check.message);
      })
      .catch((error: unknown) => {
        if (!isUnauthorizedError(error))
          paymentFailed(getErrorDetail(error) ?? 'The payment could not be checked.');
      });
  }, [paymentIntentId, redirectStatus, setParams, onPaid]);
}
