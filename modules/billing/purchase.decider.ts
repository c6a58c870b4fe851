import { assertNever, type Decider } from '../../backend/core/decider.ts';
import type { PurchaseCommand } from './purchase.commands.ts';
import type { PaymentMode, PurchaseEvent } from './purchase.events.ts';

/** What /checkout sells (SPEC §9): $5.00 for 3 additional renders. */
export const RENDER_PACK = {
  amount: 500,
  currency: 'usd',
  renders: 3,
  description: '3 Additional Renders',
} as const;

export const isRenderPack = (amount: number, currency: string): boolean =>
  amount === RENDER_PACK.amount && currency.toLowerCase() === RENDER_PACK.currency;

/** One payment intent's history: who it is for, and what the provider said about it. */
export type PurchaseState = {
  userId?: string;
  created?: { amount: number; currency: string; renders: number; mode: PaymentMode };
  succeeded: boolean;
  failures: ReadonlySet<string>;
  amountRefunded: number;
  fullyRefunded: boolean;
};

export const initialState = (): PurchaseState => ({
  succeeded: false,
  failures: new Set(),
  amountRefunded: 0,
  fullyRefunded: false,
});

export const evolve = (state: PurchaseState, event: PurchaseEvent): PurchaseState => {
  switch (event.type) {
    case 'PaymentIntentCreated': {
      const { userId, amount, currency, renders, mode } = event.data;
      return { ...state, userId, created: { amount, currency, renders, mode } };
    }
    case 'PaymentSucceeded':
      return { ...state, userId: event.data.userId, succeeded: true };
    case 'PaymentFailed':
      return { ...state, failures: new Set([...state.failures, event.data.providerEventId]) };
    case 'PaymentRefunded':
      return {
        ...state,
        amountRefunded: event.data.amountRefunded,
        fullyRefunded: state.fullyRefunded || event.data.fullyRefunded,
      };
    default:
      return state;
  }
};

export const decide = (command: PurchaseCommand, state: PurchaseState): PurchaseEvent[] => {
  const { now } = command.metadata;
  switch (command.type) {
    case 'RecordPaymentIntent':
      if (state.created) return []; // the idempotency key gave the same intent back
      return [{ type: 'PaymentIntentCreated', data: { ...command.data, createdAt: now } }];
    case 'RecordPaymentSucceeded': {
      const { paymentIntentId, userId, amount, currency, source } = command.data;
      // Exactly once, only for our render pack, and only for the user the intent was made for.
      if (state.succeeded || !isRenderPack(amount, currency)) return [];
      if (state.userId !== undefined && state.userId !== userId) return [];
      return [
        {
          type: 'PaymentSucceeded',
          data: {
            userId,
            paymentIntentId,
            amount,
            currency: currency.toLowerCase(),
            renders: RENDER_PACK.renders,
            source,
            succeededAt: now,
          },
        },
      ];
    }
    case 'RecordPaymentFailed': {
      const { paymentIntentId, userId, reason, providerEventId } = command.data;
      if (state.failures.has(providerEventId)) return [];
      if (state.userId !== undefined && state.userId !== userId) return [];
      return [
        {
          type: 'PaymentFailed',
          data: { userId, paymentIntentId, reason, providerEventId, failedAt: now },
        },
      ];
    }
    case 'RecordPaymentRefunded': {
      const { paymentIntentId, chargeId, amountRefunded, currency, fullyRefunded } = command.data;
      // Not one of ours, or nothing new refunded (a repeated delivery).
      if (state.userId === undefined) return [];
      if (amountRefunded <= state.amountRefunded && (state.fullyRefunded || !fullyRefunded))
        return [];
      return [
        {
          type: 'PaymentRefunded',
          data: {
            userId: state.userId,
            paymentIntentId,
            chargeId,
            amountRefunded,
            currency: currency.toLowerCase(),
            fullyRefunded,
            refundedAt: now,
          },
        },
      ];
    }
    default:
      return assertNever(command);
  }
};

export const purchaseDecider: Decider<PurchaseState, PurchaseCommand, PurchaseEvent> = {
  decide,
  evolve,
  initialState,
};
