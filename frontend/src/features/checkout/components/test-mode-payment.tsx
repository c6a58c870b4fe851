import { useNavigate } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import { notify } from '../../../components/ui/notices';
import { paths } from '../../../config/paths';
import { getErrorDetail, isUnauthorizedError } from '../../../lib/api-client';
import { paymentIntentIdOf, useCompleteTestPayment } from '../api/payment-intent';
import { CompletePurchaseButton } from './complete-purchase-button';

/**
 * Test mode (no Stripe keys, outside production): in place of the card form, a plain notice;
 * 'Complete Purchase' completes the simulated intent through the same events and credit as a
 * real payment, then returns to the dashboard the way Stripe's redirect does.
 */
export function TestModePayment({ clientSecret }: { clientSecret: string }) {
  const navigate = useNavigate();
  const complete = useCompleteTestPayment();
  const paymentIntentId = paymentIntentIdOf(clientSecret);

  const onComplete = () =>
    complete.mutate(paymentIntentId, {
      onSuccess: () =>
        void navigate(
          `${paths.dashboard.getHref()}?${new URLSearchParams({
            payment_intent: paymentIntentId,
            redirect_status: 'succeeded',
          })}`,
        ),
      onError: (error) => {
        if (isUnauthorizedError(error)) return;
        notify({
          title: 'Payment Failed',
          description: getErrorDetail(error) ?? 'Your payment could not be completed.',
          variant: 'destructive',
        });
      },
    });

  return (
    <Box sx={{ display: 'grid', gap: 2.5 }}>
      <Alert severity="info">
        <AlertTitle>Test mode</AlertTitle>
        Card payments are not set up on this server, so this purchase runs in test mode: no card is
        asked for and no card is charged. Completing it adds the 3 renders as a real purchase would.
      </Alert>
      <CompletePurchaseButton onClick={onComplete} pending={complete.isPending} />
    </Box>
  );
}
