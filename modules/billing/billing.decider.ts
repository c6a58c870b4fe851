import { assertNever, type Decider } from '../../backend/core/decider.ts';
import { IllegalStateError } from '../../backend/core/errors.ts';
import type { AllowanceCommand } from './billing.commands.ts';
import type { AllowanceEvent } from './billing.events.ts';

/** The client matches this text (SPEC §8), so it must stay word for word. */
export const NO_RENDERS_REMAINING = 'No renders remaining: purchase more renders to continue';

/**
 * A user's render allowance. Its stream serialises spending: two requests racing for the last
 * credit append at the same revision, and only one can win.
 */
export type AllowanceState = {
  freeRendersGranted: boolean;
  remaining: number;
  spent: ReadonlySet<string>;
  refunded: ReadonlySet<string>;
  /** Renders credited per payment intent, in the order they were bought. */
  purchases: ReadonlyMap<string, number>;
  /** Intents whose refund has been dealt with: they can never credit again. */
  revoked: ReadonlySet<string>;
};

export const initialState = (): AllowanceState => ({
  freeRendersGranted: false,
  remaining: 0,
  spent: new Set(),
  refunded: new Set(),
  purchases: new Map(),
  revoked: new Set(),
});

/**
 * How many of a purchase's renders are still unused. Credits are spent oldest first (the free
 * render, then purchases in order), so the renders left are the newest: whatever the later,
 * unrevoked purchases do not account for belongs to this one.
 */
export const unusedPurchasedRenders = (state: AllowanceState, paymentIntentId: string): number => {
  const count = state.purchases.get(paymentIntentId);
  if (count === undefined || state.revoked.has(paymentIntentId)) return 0;
  const ids = [...state.purchases.keys()];
  const later = ids
    .slice(ids.indexOf(paymentIntentId) + 1)
    .filter((id) => !state.revoked.has(id))
    .reduce((sum, id) => sum + (state.purchases.get(id) ?? 0), 0);
  return Math.min(count, Math.max(0, state.remaining - later));
};

/** Purchases this allowance has seen (credited or refused after a refund). */
export const purchaseCount = (state: AllowanceState): number =>
  new Set([...state.purchases.keys(), ...state.revoked]).size;

export const evolve = (state: AllowanceState, event: AllowanceEvent): AllowanceState => {
  switch (event.type) {
    case 'FreeRendersGranted':
      return { ...state, freeRendersGranted: true, remaining: state.remaining + event.data.count };
    case 'RenderCreditSpent':
      return {
        ...state,
        remaining: state.remaining - 1,
        spent: new Set([...state.spent, event.data.renderId]),
      };
    case 'RenderCreditRefunded':
      return {
        ...state,
        remaining: state.remaining + 1,
        refunded: new Set([...state.refunded, event.data.renderId]),
      };
    case 'RendersPurchased':
      return {
        ...state,
        remaining: state.remaining + event.data.count,
        purchases: new Map([...state.purchases, [event.data.paymentIntentId, event.data.count]]),
      };
    case 'PurchasedRendersRevoked':
      return {
        ...state,
        remaining: state.remaining - event.data.count,
        revoked: new Set([...state.revoked, event.data.paymentIntentId]),
      };
    default:
      return state;
  }
};

export const decide = (command: AllowanceCommand, state: AllowanceState): AllowanceEvent[] => {
  const { now } = command.metadata;
  switch (command.type) {
    case 'GrantFreeRenders':
      // Free renders come once per account, however often sign-in asks for them.
      if (state.freeRendersGranted) return [];
      return [
        {
          type: 'FreeRendersGranted',
          data: { userId: command.data.userId, count: command.data.count, grantedAt: now },
        },
      ];
    case 'SpendRenderCredit': {
      const { userId, renderId } = command.data;
      if (state.spent.has(renderId)) return []; // the same render never costs twice
      if (state.remaining <= 0) throw new IllegalStateError(NO_RENDERS_REMAINING);
      return [{ type: 'RenderCreditSpent', data: { userId, renderId, spentAt: now } }];
    }
    case 'RefundRenderCredit': {
      const { userId, renderId, reason } = command.data;
      if (!state.spent.has(renderId) || state.refunded.has(renderId)) return []; // only once, only if spent
      return [
        { type: 'RenderCreditRefunded', data: { userId, renderId, reason, refundedAt: now } },
      ];
    }
    case 'CreditPurchasedRenders': {
      const { userId, paymentIntentId, count } = command.data;
      // Exactly once per intent, and never after its refund was dealt with.
      if (state.purchases.has(paymentIntentId) || state.revoked.has(paymentIntentId)) return [];
      return [
        { type: 'RendersPurchased', data: { userId, paymentIntentId, count, purchasedAt: now } },
      ];
    }
    case 'RevokePurchasedRenders': {
      const { userId, paymentIntentId, reason } = command.data;
      if (state.revoked.has(paymentIntentId)) return [];
      // Recorded even when nothing was credited yet, so a late credit is refused.
      const count = unusedPurchasedRenders(state, paymentIntentId);
      return [
        {
          type: 'PurchasedRendersRevoked',
          data: { userId, paymentIntentId, count, reason, revokedAt: now },
        },
      ];
    }
    default:
      return assertNever(command);
  }
};

export const allowanceDecider: Decider<AllowanceState, AllowanceCommand, AllowanceEvent> = {
  decide,
  evolve,
  initialState,
};
