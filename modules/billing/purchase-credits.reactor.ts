import type { Clock } from '../../backend/core/clock.ts';
import type { EventStore } from '../../backend/core/event-store.ts';
import { defineReactor } from '../../backend/core/projection.ts';
import { creditPurchase, revokeRefundedPurchase } from './payments.service.ts';
import type { PaymentRefunded, PaymentSucceeded } from './purchase.events.ts';

/**
 * PaymentSucceeded → credit, PaymentRefunded → take back: the routes do both at once, and this
 * does them again from the log, so a process that died between the purchase's stream and the
 * allowance's leaves nothing behind (each is a no-op the second time).
 */
export const settlePurchases = (store: EventStore, clock: Clock) =>
  defineReactor<PaymentSucceeded | PaymentRefunded>({
    name: 'settle-purchases',
    canHandle: ['PaymentSucceeded', 'PaymentRefunded'],
    handle: async (_trx, event) => {
      const deps = { store, clock };
      if (event.type === 'PaymentSucceeded') await creditPurchase(deps, event.data.paymentIntentId);
      else await revokeRefundedPurchase(deps, event.data.paymentIntentId);
    },
  });
