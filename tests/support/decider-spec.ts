import { expect } from 'vitest';
import type { Command, Decider, Event } from '../../backend/core/decider.ts';

/** given(events).when(command).then(events) | .thenThrows(ErrorClass) — emmett's DeciderSpecification. */
export const deciderSpec = <S, C extends Command, E extends Event>(decider: Decider<S, C, E>) => ({
  given: (events: E[]) => ({
    when: (command: C) => {
      const run = () =>
        decider.decide(command, events.reduce(decider.evolve, decider.initialState()));
      return {
        then: (expected: E[]) => expect(run()).toEqual(expected),
        thenNothing: () => expect(run()).toEqual([]),
        /** The class decides the HTTP status, the message what the user reads: both must match. */
        thenThrows: (error: new (...args: never[]) => Error, message?: string | RegExp) => {
          expect(run).toThrow(error);
          if (message !== undefined) expect(run).toThrow(message);
        },
      };
    },
  }),
});

export const meta = (now = '2026-11-22T10:00:00.000Z', userId?: string) => ({
  now,
  ...(userId ? { userId } : {}),
});
