import { assertNever, type Decider } from '../../backend/core/decider.ts';
import { IllegalStateError, ValidationError } from '../../backend/core/errors.ts';
import type { AllowanceCommand } from './billing.commands.ts';
import type { AllowanceEvent } from './billing.events.ts';

/** The client matches this text (SPEC §8), so it must stay word for word. */
export const NO_RENDERS_REMAINING = 'No renders remaining: purchase more renders to continue';

/** The most renders one admin grant may give. */
export const MAX_ADMIN_GRANT = 100;

/**
 * A user's render allowance. Its stream serialises spending: two requests racing for the last
 * credit append at the same revision, and only one can win.
 */
export type AllowanceState = {
  freeRendersGranted: boolean;
  remaining: number;
  spent: ReadonlySet<string>;
  refunded: ReadonlySet<string>;
};

export const initialState = (): AllowanceState => ({
  freeRendersGranted: false,
  remaining: 0,
  spent: new Set(),
  refunded: new Set(),
});

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
    case 'RendersGrantedByAdmin':
      return { ...state, remaining: state.remaining + event.data.count };
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
    case 'GrantRendersByAdmin': {
      const { userId, count, adminId } = command.data;
      const reason = command.data.reason.trim();
      if (!Number.isInteger(count) || count < 1 || count > MAX_ADMIN_GRANT)
        throw new ValidationError(`Count must be a whole number from 1 to ${MAX_ADMIN_GRANT}`);
      if (!reason) throw new ValidationError('A reason is required');
      return [
        {
          type: 'RendersGrantedByAdmin',
          data: { userId, count, adminId, reason, grantedAt: now },
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
