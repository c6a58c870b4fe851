import { describe, expect, it } from 'vitest';
import type { Command, Decider, Event } from '../../backend/core/decider.ts';
import { ForbiddenError, ValidationError } from '../../backend/core/errors.ts';
import { deciderSpec } from './decider-spec.ts';

/** A decider that refuses every command with a 400 saying 'Name is required'. */
const refusing: Decider<null, Command<'Do', { name?: string }>, Event<'Done', { name: string }>> = {
  decide: () => {
    throw new ValidationError('Name is required');
  },
  evolve: (s) => s,
  initialState: () => null,
};
const when = () =>
  deciderSpec(refusing)
    .given([])
    .when({ type: 'Do', data: {}, metadata: { now: '2026-11-23T10:00:00.000Z' } });

describe('deciderSpec thenThrows', () => {
  it('when the class and the message both match, then it passes', () => {
    when().thenThrows(ValidationError, 'Name is required');
    when().thenThrows(ValidationError, /required$/);
    when().thenThrows(ValidationError);
  });

  it('when the message matches but the class does not, then it fails (the class decides the status)', () => {
    expect(() => when().thenThrows(ForbiddenError, 'Name is required')).toThrow(/ForbiddenError/);
  });

  it('when the class matches but the message does not, then it fails', () => {
    expect(() => when().thenThrows(ValidationError, 'Email is required')).toThrow(
      /Email is required/,
    );
  });
});
