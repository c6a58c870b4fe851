import { startStripeServer, type StripeServer } from './stripe-server.ts';
import { startTestApp, type TestApp } from './test-app.ts';

export type StripeTestApp = { t: TestApp; stripe: StripeServer; stop: () => Promise<void> };

/**
 * The app with Stripe keys, talking to a local server that speaks Stripe's API; webhooks are
 * checked against `webhookSecret` (sign deliveries with `stripe.sign(payload, webhookSecret)`).
 */
export const startStripeTestApp = async (
  webhookSecret: string,
  env: Record<string, string> = {},
): Promise<StripeTestApp> => {
  const stripe = await startStripeServer();
  const t = await startTestApp({
    STRIPE_SECRET_KEY: 'sk_test_curbhue',
    STRIPE_PUBLISHABLE_KEY: 'pk_test_curbhue',
    STRIPE_WEBHOOK_SECRET: webhookSecret,
    STRIPE_API_BASE: stripe.url,
    ...env,
  }).catch(async (error: unknown) => {
    await stripe.stop();
    throw error;
  });
  return {
    t,
    stripe,
    stop: async () => {
      await t.stop();
      await stripe.stop();
    },
  };
};
