import type { Event } from '../../backend/core/decider.ts';

/** How a purchase's intent was made: by Stripe, or simulated in test mode (no keys, no charge). */
export type PaymentMode = 'stripe' | 'test';
/** Which path saw the payment succeed first: the webhook, the return to the dashboard, test mode. */
export type PaymentSource = 'webhook' | 'return' | 'checkout' | 'test';

export type PaymentIntentCreated = Event<
  'PaymentIntentCreated',
  {
    userId: string;
    paymentIntentId: string;
    amount: number;
    currency: string;
    renders: number;
    mode: PaymentMode;
    createdAt: string;
  }
>;
export type PaymentSucceeded = Event<
  'PaymentSucceeded',
  {
    userId: string;
    paymentIntentId: string;
    amount: number;
    currency: string;
    renders: number;
    source: PaymentSource;
    succeededAt: string;
  }
>;
export type PaymentFailed = Event<
  'PaymentFailed',
  {
    userId: string;
    paymentIntentId: string;
    reason: string;
    /** The provider's event id: one delivery of one failure is recorded once. */
    providerEventId: string;
    failedAt: string;
  }
>;
export type PaymentRefunded = Event<
  'PaymentRefunded',
  {
    userId: string;
    paymentIntentId: string;
    chargeId: string;
    /** Total refunded so far, in the currency's smallest unit. */
    amountRefunded: number;
    currency: string;
    fullyRefunded: boolean;
    refundedAt: string;
  }
>;

export type PurchaseEvent =
  PaymentIntentCreated | PaymentSucceeded | PaymentFailed | PaymentRefunded;

export const purchaseEventTypes = [
  'PaymentIntentCreated',
  'PaymentSucceeded',
  'PaymentFailed',
  'PaymentRefunded',
] as const satisfies readonly PurchaseEvent['type'][];
