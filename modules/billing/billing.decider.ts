import type { Decider } from '../../backend/core/decider.ts';
import type { AllowanceCommand } from './billing.commands.ts';
import type { AllowanceEvent } from './billing.events.ts';

/** A user's render allowance; its stream is what serialises spending the last credit. */
export type AllowanceState = { freeRendersGranted: boolean; remaining: number };

export const initialState = (): AllowanceState => ({ freeRendersGranted: false, remaining: 0 });

export const evolve = (state: AllowanceState, event: AllowanceEvent): AllowanceState => {
  switch (event.type) {
    case 'FreeRendersGranted':
      return { freeRendersGranted: true, remaining: state.remaining + event.data.count };
    default:
      return state;
  }
};

export const decide = (command: AllowanceCommand, state: AllowanceState): AllowanceEvent[] => {
  switch (command.type) {
    case 'GrantFreeRenders':
      // Free renders come once per account, however often sign-in asks for them.
      if (state.freeRendersGranted) return [];
      return [
        {
          type: 'FreeRendersGranted',
          data: {
            userId: command.data.userId,
            count: command.data.count,
            grantedAt: command.metadata.now,
          },
        },
      ];
    default:
      return [];
  }
};

export const allowanceDecider: Decider<AllowanceState, AllowanceCommand, AllowanceEvent> = {
  decide,
  evolve,
  initialState,
};
