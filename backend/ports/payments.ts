/** A payment intent as the card provider reports it (amounts in the currency's smallest unit). */
export type PaymentIntentInfo = {
  id: string;
  amount: number;
  currency: string;
  status: string;
  metadata: Readonly<Record<string, string>>;
  clientSecret: string | null;
  /** The provider's message of the last failed attempt, if any. */
  lastPaymentError?: string;
};

export type CreatePaymentIntent = {
  amount: number;
  currency: string;
  description: string;
  metadata: Record<string, string>;
  /** The same key gives back the same intent (a double click or a retry buys nothing twice). */
  idempotencyKey: string;
};

/** The card provider: 'stripe' for real, 'test' for the simulated intents of test mode. */
export interface PaymentGateway {
  readonly mode: 'stripe' | 'test';
  createIntent(input: CreatePaymentIntent): Promise<PaymentIntentInfo>;
  retrieveIntent(id: string): Promise<PaymentIntentInfo>;
}

/** A charge refunded in whole or in part (`amountRefunded` is the total so far). */
export type RefundedCharge = {
  chargeId: string;
  paymentIntentId: string;
  amount: number;
  amountRefunded: number;
  currency: string;
  fullyRefunded: boolean;
};

/** The webhook events CurbHue acts on; every other kind is acknowledged and ignored. */
export type PaymentWebhookEvent = { id: string; createdAt: string } & (
  | {
      type: 'payment_intent.succeeded' | 'payment_intent.payment_failed';
      intent: PaymentIntentInfo;
    }
  | { type: 'charge.refunded'; charge: RefundedCharge }
  | { type: 'other'; providerType: string }
);

export class WebhookSignatureError extends Error {}

/** Checks a webhook delivery's signature over its raw bytes; throws WebhookSignatureError. */
export interface PaymentWebhookVerifier {
  verify(rawBody: Buffer, signatureHeader: string | undefined): PaymentWebhookEvent;
}
