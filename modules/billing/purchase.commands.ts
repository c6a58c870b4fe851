import type { Command } from '../../backend/core/decider.ts';
import type { PaymentMode, PaymentSource } from './purchase.events.ts';

export type RecordPaymentIntent = Command<
  'RecordPaymentIntent',
  {
    userId: string;
    paymentIntentId: string;
    amount: number;
    currency: string;
    renders: number;
    mode: PaymentMode;
  }
>;
/** The intent as the provider reports it now; the decider checks it is our render pack. */
export type RecordPaymentSucceeded = Command<
  'RecordPaymentSucceeded',
  {
    paymentIntentId: string;
    userId: string;
    amount: number;
    currency: string;
    source: PaymentSource;
  }
>;
export type RecordPaymentFailed = Command<
  'RecordPaymentFailed',
  { paymentIntentId: string; userId: string; reason: string; providerEventId: string }
>;
export type RecordPaymentRefunded = Command<
  'RecordPaymentRefunded',
  {
    paymentIntentId: string;
    chargeId: string;
    amountRefunded: number;
    currency: string;
    fullyRefunded: boolean;
  }
>;

export type PurchaseCommand =
  RecordPaymentIntent | RecordPaymentSucceeded | RecordPaymentFailed | RecordPaymentRefunded;
