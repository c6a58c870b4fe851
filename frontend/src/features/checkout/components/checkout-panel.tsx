import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';
import { InlineLoading } from '../../../components/ui/inline-loading';
import { notify } from '../../../components/ui/notices';
import { EXTRA_RENDERS_COUNT, EXTRA_RENDERS_PRICE } from '../../../config/constants';
import { paths } from '../../../config/paths';
import { isUnauthorizedError } from '../../../lib/api-client';
import { usePaymentConfig } from '../api/get-payment-config';
import { usePaymentIntent } from '../api/payment-intent';
import { StripePaymentForm } from './stripe-payment-form';
import { TestModePayment } from './test-mode-payment';

const SETTING_UP = 'Setting up secure payment...';

/** The offer: '3 Additional Renders' for $5.00 (SPEC §2 Checkout, §9). */
function Offer() {
  return (
    <Box sx={{ display: 'flex', alignItems: 'baseline', justifyContent: 'space-between', gap: 2 }}>
      <Box>
        <Typography component="h2" sx={{ fontWeight: 800, fontSize: '1.25rem' }}>
          {EXTRA_RENDERS_COUNT} Additional Renders
        </Typography>
        <Typography variant="body2" color="text.secondary">
          One-time purchase, added to your account at once.
        </Typography>
      </Box>
      <Typography sx={{ fontWeight: 800, fontSize: '1.75rem' }}>{EXTRA_RENDERS_PRICE}</Typography>
    </Box>
  );
}

/**
 * What /checkout sells and how: Stripe's Payment Element, or test mode's notice, behind
 * 'Setting up secure payment...'. Beta testers buy nothing; without a way to take payments the
 * screen says so instead.
 */
export function CheckoutPanel({ betaTester }: { betaTester: boolean }) {
  const navigate = useNavigate();
  const config = usePaymentConfig();
  const canBuy = !betaTester && config.isSuccess && config.data.mode !== 'unavailable';
  const intent = usePaymentIntent(canBuy);
  const failed = config.isError || intent.isError;

  useEffect(() => {
    if (!failed) return;
    if (![config.error, intent.error].some(isUnauthorizedError))
      notify({
        title: 'Payment Error',
        description: 'Failed to initialize payment. Please try again.',
        variant: 'destructive',
      });
    void navigate(paths.dashboard.getHref());
  }, [failed, config.error, intent.error, navigate]);

  if (betaTester)
    return (
      <Alert severity="success">
        As a beta tester you have unlimited renders, so there is nothing to buy.
      </Alert>
    );
  if (config.data?.mode === 'unavailable')
    return (
      <Alert severity="warning">
        Purchasing renders is not available right now: card payments are not set up on this server.
        Please check back later.
      </Alert>
    );

  return (
    <Card component="section" aria-label="Purchase" sx={{ maxWidth: 560 }}>
      <CardContent sx={{ display: 'grid', gap: 2.5, p: { xs: 2.5, md: 3.5 } }}>
        <Offer />
        <Divider />
        {config.data && intent.data ? (
          config.data.mode === 'stripe' ? (
            <StripePaymentForm
              publishableKey={config.data.publishableKey}
              clientSecret={intent.data.clientSecret}
            />
          ) : (
            <TestModePayment clientSecret={intent.data.clientSecret} />
          )
        ) : (
          <InlineLoading label={SETTING_UP} />
        )}
      </CardContent>
    </Card>
  );
}
