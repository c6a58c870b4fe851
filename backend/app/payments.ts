import type { Config } from '../core/config.ts';
import type { EventStore } from '../core/event-store.ts';
import { stripeGateway, stripeWebhookVerifier } from '../adapters/stripe/stripe-payments.ts';
import { simulatedPaymentGateway } from '../engines/payments/simulated-payment-gateway.ts';
import type { PaymentWebhookVerifier } from '../ports/payments.ts';
import { getPurchase, type PaymentsSetup } from '../../modules/billing/index.ts';

/**
 * Stripe when its keys are set; test mode (simulated intents, no card charged) without keys
 * outside production; in production without keys, no purchasing at all.
 */
export const createPayments = (config: Config, store: EventStore): PaymentsSetup => {
  if (config.stripe)
    return {
      gateway: stripeGateway({
        secretKey: config.stripe.secretKey,
        ...(config.stripe.apiBase ? { apiBase: config.stripe.apiBase } : {}),
      }),
      publishableKey: config.stripe.publishableKey,
    };
  if (config.env === 'production') return {};
  return {
    gateway: simulatedPaymentGateway(async (id) => {
      const purchase = await getPurchase(store, id);
      if (!purchase.created || !purchase.userId || purchase.created.mode !== 'test')
        return undefined;
      return {
        amount: purchase.created.amount,
        currency: purchase.created.currency,
        userId: purchase.userId,
        succeeded: purchase.succeeded,
      };
    }),
  };
};

/** POST /api/stripe/webhook exists only when STRIPE_WEBHOOK_SECRET is set. */
export const createWebhookVerifier = (config: Config): PaymentWebhookVerifier | undefined =>
  config.stripeWebhookSecret ? stripeWebhookVerifier(config.stripeWebhookSecret) : undefined;
