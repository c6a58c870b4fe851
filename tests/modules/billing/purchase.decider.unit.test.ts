import { describe, it } from 'vitest';
import { purchaseDecider, type PurchaseCommand } from '../../../modules/billing/index.ts';
import { deciderSpec, meta } from '../../support/decider-spec.ts';

const spec = deciderSpec(purchaseDecider);
const now = '2026-11-22T10:00:00.000Z';
const pi = 'pi_123';
const created = {
  type: 'PaymentIntentCreated' as const,
  data: {
    userId: 'u-1',
    paymentIntentId: pi,
    amount: 500,
    currency: 'usd',
    renders: 3,
    mode: 'stripe' as const,
    createdAt: now,
  },
};
const succeeded = {
  type: 'PaymentSucceeded' as const,
  data: {
    userId: 'u-1',
    paymentIntentId: pi,
    amount: 500,
    currency: 'usd',
    renders: 3,
    source: 'webhook' as const,
    succeededAt: now,
  },
};
const succeed = (
  data: Partial<{ userId: string; amount: number; currency: string }> = {},
): PurchaseCommand => ({
  type: 'RecordPaymentSucceeded',
  data: {
    paymentIntentId: pi,
    userId: 'u-1',
    amount: 500,
    currency: 'usd',
    source: 'webhook',
    ...data,
  },
  metadata: meta(now),
});
const refund = (amountRefunded: number, fullyRefunded: boolean): PurchaseCommand => ({
  type: 'RecordPaymentRefunded',
  data: { paymentIntentId: pi, chargeId: 'ch_1', amountRefunded, currency: 'usd', fullyRefunded },
  metadata: meta(now),
});

describe('RecordPaymentIntent', () => {
  const record: PurchaseCommand = {
    type: 'RecordPaymentIntent',
    data: {
      userId: 'u-1',
      paymentIntentId: pi,
      amount: 500,
      currency: 'usd',
      renders: 3,
      mode: 'stripe',
    },
    metadata: meta(now),
  };
  it('when the intent is new, then it is recorded', () => {
    spec.given([]).when(record).then([created]);
  });
  it('when the idempotency key gave the same intent back, then nothing new is recorded', () => {
    spec.given([created]).when(record).thenNothing();
  });
});

describe('RecordPaymentSucceeded', () => {
  it('when the render pack succeeds for its user, then the payment is recorded once', () => {
    spec.given([created]).when(succeed()).then([succeeded]);
    spec.given([created, succeeded]).when(succeed()).thenNothing();
  });
  it('when the intent was never recorded here (lost on the way), then its success still counts', () => {
    spec.given([]).when(succeed()).then([succeeded]);
  });
  it('when the amount or currency is not the render pack, then nothing is recorded', () => {
    spec
      .given([])
      .when(succeed({ amount: 700 }))
      .thenNothing();
    spec
      .given([])
      .when(succeed({ currency: 'eur' }))
      .thenNothing();
  });
  it('when the metadata names another user than the intent was made for, then nothing is recorded', () => {
    spec
      .given([created])
      .when(succeed({ userId: 'u-2' }))
      .thenNothing();
  });
});

describe('RecordPaymentFailed', () => {
  const fail = (providerEventId: string): PurchaseCommand => ({
    type: 'RecordPaymentFailed',
    data: {
      paymentIntentId: pi,
      userId: 'u-1',
      reason: 'Your card was declined.',
      providerEventId,
    },
    metadata: meta(now),
  });
  const failed = {
    type: 'PaymentFailed' as const,
    data: {
      userId: 'u-1',
      paymentIntentId: pi,
      reason: 'Your card was declined.',
      providerEventId: 'evt_1',
      failedAt: now,
    },
  };
  it('when a failure is delivered, then it is recorded once per provider event', () => {
    spec.given([created]).when(fail('evt_1')).then([failed]);
    spec.given([created, failed]).when(fail('evt_1')).thenNothing();
  });
});

describe('RecordPaymentRefunded', () => {
  const refunded = {
    type: 'PaymentRefunded' as const,
    data: {
      userId: 'u-1',
      paymentIntentId: pi,
      chargeId: 'ch_1',
      amountRefunded: 500,
      currency: 'usd',
      fullyRefunded: true,
      refundedAt: now,
    },
  };
  it('when the charge is refunded, then the refund is recorded once', () => {
    spec.given([created, succeeded]).when(refund(500, true)).then([refunded]);
    spec.given([created, succeeded, refunded]).when(refund(500, true)).thenNothing();
  });
  it('when the intent is not one of ours, then nothing is recorded', () => {
    spec.given([]).when(refund(500, true)).thenNothing();
  });
});
