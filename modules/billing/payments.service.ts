import type { Clock } from '../../backend/core/clock.ts';
import type { EventStore } from '../../backend/core/event-store.ts';
import { isUuid } from '../../backend/core/ids.ts';
import type { PaymentIntentInfo, RefundedCharge } from '../../backend/ports/payments.ts';
import { handleAllowanceCommand } from './billing.handler.ts';
import { isRenderPack } from './purchase.decider.ts';
import type { PaymentSource } from './purchase.events.ts';
import { getPurchase, handlePurchaseCommand } from './purchase.handler.ts';

export type PaymentsDeps = { store: EventStore; clock: Clock };

/** Many deliveries of one payment may race on its two streams: each retry re-reads and re-decides. */
const RETRIES = 20;

/** Global position the caller should wait for (-1: nothing was written). */
type Written = { position: number };
const latest = (...positions: number[]) => ({ position: Math.max(-1, ...positions) });

/** The user an intent was made for, if it is our render pack. */
const renderPackUser = (intent: Pick<PaymentIntentInfo, 'amount' | 'currency' | 'metadata'>) => {
  const userId = intent.metadata.userId;
  return userId && isUuid(userId) && isRenderPack(intent.amount, intent.currency)
    ? userId
    : undefined;
};

/**
 * Credits a purchase's renders if it succeeded and was not refunded. Idempotent by intent on the
 * allowance stream, so the webhook, the return to the dashboard and the reactor may all call it.
 */
export const creditPurchase = async (
  deps: PaymentsDeps,
  paymentIntentId: string,
): Promise<Written> => {
  const purchase = await getPurchase(deps.store, paymentIntentId);
  if (!purchase.succeeded || purchase.fullyRefunded || !purchase.userId) return latest();
  const result = await handleAllowanceCommand(
    deps.store,
    purchase.userId,
    {
      type: 'CreditPurchasedRenders',
      data: { userId: purchase.userId, paymentIntentId, count: purchase.created?.renders ?? 3 },
      metadata: {
        now: deps.clock().toISOString(),
        userId: purchase.userId,
      },
    },
    { retries: RETRIES },
  );
  return latest(result.position);
};

/**
 * A succeeded intent, from whichever path saw it: the same command on the purchase's stream
 * (recorded once), then the same credit on the allowance's (credited once).
 */
export const settleSucceededPayment = async (
  deps: PaymentsDeps,
  intent: PaymentIntentInfo,
  source: PaymentSource,
): Promise<Written & { credited: boolean }> => {
  const userId = renderPackUser(intent);
  if (intent.status !== 'succeeded' || !userId) return { ...latest(), credited: false };
  const recorded = await handlePurchaseCommand(
    deps.store,
    intent.id,
    {
      type: 'RecordPaymentSucceeded',
      data: {
        paymentIntentId: intent.id,
        userId,
        amount: intent.amount,
        currency: intent.currency,
        source,
      },
      metadata: { now: deps.clock().toISOString(), userId },
    },
    { retries: RETRIES },
  );
  const credit = await creditPurchase(deps, intent.id);
  const purchase = await getPurchase(deps.store, intent.id);
  return {
    ...latest(recorded.position, credit.position),
    credited: purchase.succeeded && purchase.userId === userId,
  };
};

/** payment_intent.payment_failed: recorded once per delivery of the provider's event. */
export const recordFailedPayment = async (
  deps: PaymentsDeps,
  intent: PaymentIntentInfo,
  providerEventId: string,
): Promise<Written> => {
  const userId = renderPackUser(intent);
  if (!userId) return latest();
  const result = await handlePurchaseCommand(
    deps.store,
    intent.id,
    {
      type: 'RecordPaymentFailed',
      data: {
        paymentIntentId: intent.id,
        userId,
        reason: intent.lastPaymentError ?? 'The payment failed',
        providerEventId,
      },
      metadata: { now: deps.clock().toISOString(), userId },
    },
    { retries: RETRIES },
  );
  return latest(result.position);
};

/** Takes back what is unused of a fully refunded purchase (recorded even if it is 0). */
export const revokeRefundedPurchase = async (
  deps: PaymentsDeps,
  paymentIntentId: string,
): Promise<Written> => {
  const purchase = await getPurchase(deps.store, paymentIntentId);
  if (!purchase.fullyRefunded || !purchase.userId) return latest();
  const result = await handleAllowanceCommand(
    deps.store,
    purchase.userId,
    {
      type: 'RevokePurchasedRenders',
      data: { userId: purchase.userId, paymentIntentId, reason: 'the payment was refunded' },
      metadata: {
        now: deps.clock().toISOString(),
        userId: purchase.userId,
      },
    },
    { retries: RETRIES },
  );
  return latest(result.position);
};

/** charge.refunded: the refund is recorded; a full refund takes back the unused renders. */
export const recordRefund = async (
  deps: PaymentsDeps,
  charge: RefundedCharge,
): Promise<Written> => {
  const recorded = await handlePurchaseCommand(
    deps.store,
    charge.paymentIntentId,
    {
      type: 'RecordPaymentRefunded',
      data: {
        paymentIntentId: charge.paymentIntentId,
        chargeId: charge.chargeId,
        amountRefunded: charge.amountRefunded,
        currency: charge.currency,
        fullyRefunded: charge.fullyRefunded,
      },
      metadata: { now: deps.clock().toISOString() },
    },
    { retries: RETRIES },
  );
  const revoked = await revokeRefundedPurchase(deps, charge.paymentIntentId);
  return latest(recorded.position, revoked.position);
};
