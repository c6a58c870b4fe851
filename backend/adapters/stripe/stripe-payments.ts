import Stripe from 'stripe';
import {
  WebhookSignatureError,
  type PaymentGateway,
  type PaymentIntentInfo,
  type PaymentWebhookVerifier,
} from '../../ports/payments.ts';

export type StripeSettings = { secretKey: string; apiBase?: string };

/** The SDK, pointed at STRIPE_API_BASE when given (tests: a local server speaking Stripe's API). */
const stripeClient = ({ secretKey, apiBase }: StripeSettings): Stripe => {
  const base = apiBase ? new URL(apiBase) : undefined;
  const protocol = base?.protocol === 'http:' ? 'http' : 'https';
  return new Stripe(secretKey, {
    telemetry: false,
    maxNetworkRetries: 2,
    ...(base
      ? {
          host: base.hostname,
          port: Number(base.port || (protocol === 'http' ? 80 : 443)),
          protocol,
        }
      : {}),
  });
};

const toIntent = (pi: Stripe.PaymentIntent): PaymentIntentInfo => ({
  id: pi.id,
  amount: pi.amount,
  currency: pi.currency,
  status: pi.status,
  metadata: pi.metadata ?? {},
  clientSecret: pi.client_secret,
  ...(pi.last_payment_error?.message ? { lastPaymentError: pi.last_payment_error.message } : {}),
});

export const stripeGateway = (settings: StripeSettings): PaymentGateway => {
  const stripe = stripeClient(settings);
  return {
    mode: 'stripe',
    createIntent: async ({ idempotencyKey, ...params }) =>
      toIntent(
        await stripe.paymentIntents.create(
          { ...params, automatic_payment_methods: { enabled: true } },
          { idempotencyKey },
        ),
      ),
    retrieveIntent: async (id) => toIntent(await stripe.paymentIntents.retrieve(id)),
  };
};

const idOf = (value: string | { id: string } | null): string =>
  typeof value === 'string' ? value : (value?.id ?? '');

/** Verifies Stripe-Signature over the raw body (5-minute tolerance) and narrows the event. */
export const stripeWebhookVerifier = (secret: string): PaymentWebhookVerifier => {
  // Signature checks need no API key; the SDK only wants one to exist.
  const webhooks = new Stripe('sk_webhooks_only', { telemetry: false }).webhooks;
  return {
    verify: (rawBody, header) => {
      let event: Stripe.Event;
      try {
        if (!header) throw new Error('No Stripe-Signature header');
        event = webhooks.constructEvent(rawBody, header, secret);
      } catch (error) {
        throw new WebhookSignatureError((error as Error).message);
      }
      const base = { id: event.id, createdAt: new Date(event.created * 1000).toISOString() };
      if (
        event.type === 'payment_intent.succeeded' ||
        event.type === 'payment_intent.payment_failed'
      )
        return { ...base, type: event.type, intent: toIntent(event.data.object) };
      if (event.type === 'charge.refunded') {
        const charge = event.data.object;
        return {
          ...base,
          type: 'charge.refunded',
          charge: {
            chargeId: charge.id,
            paymentIntentId: idOf(charge.payment_intent),
            amount: charge.amount,
            amountRefunded: charge.amount_refunded,
            currency: charge.currency,
            fullyRefunded: charge.refunded,
          },
        };
      }
      return { ...base, type: 'other', providerType: event.type };
    },
  };
};
