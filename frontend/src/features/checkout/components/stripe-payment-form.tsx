import { useState, type FormEvent } from 'react';
import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
import { loadStripe, type Stripe } from '@stripe/stripe-js';
import Box from '@mui/material/Box';
import { notify } from '../../../components/ui/notices';
import { paths } from '../../../config/paths';
import { CompletePurchaseButton } from './complete-purchase-button';

// One Stripe.js per publishable key for the page's lifetime (Stripe asks for exactly this).
const stripes = new Map<string, Promise<Stripe | null>>();
const stripeFor = (publishableKey: string) => {
  let stripe = stripes.get(publishableKey);
  if (!stripe) {
    stripe = loadStripe(publishableKey);
    stripes.set(publishableKey, stripe);
  }
  return stripe;
};

function PaymentForm() {
  const stripe = useStripe();
  const elements = useElements();
  const [submitting, setSubmitting] = useState(false);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!stripe || !elements) return;
    setSubmitting(true);
    // On success the browser goes to {origin}/dashboard (SPEC §7), which checks the payment.
    const { error } = await stripe.confirmPayment({
      elements,
      confirmParams: { return_url: `${window.location.origin}${paths.dashboard.getHref()}` },
    });
    setSubmitting(false);
    notify({
      title: 'Payment Failed',
      description: error.message ?? 'Your payment could not be completed.',
      variant: 'destructive',
    });
  };

  return (
    <Box component="form" onSubmit={onSubmit} sx={{ display: 'grid', gap: 2.5 }}>
      <PaymentElement />
      <CompletePurchaseButton type="submit" disabled={!stripe || !elements} pending={submitting} />
    </Box>
  );
}

/** Stripe's Payment Element for this intent, with 'Complete Purchase'. */
export function StripePaymentForm({
  publishableKey,
  clientSecret,
}: {
  publishableKey: string;
  clientSecret: string;
}) {
  return (
    <Elements stripe={stripeFor(publishableKey)} options={{ clientSecret }}>
      <PaymentForm />
    </Elements>
  );
}
