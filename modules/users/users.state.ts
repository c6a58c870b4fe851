import type { UserEvent } from './users.events.ts';

export type UserState =
  | { status: 'unknown' }
  | {
      status: 'registered';
      userId: string;
      email: string;
      betaTester: boolean;
      /** An admin's beta-tester decision, when one was made (wins over the email list). */
      betaOverride: boolean | undefined;
      admin: boolean;
      onboardingCompleted: boolean;
    };

export const initialState = (): UserState => ({ status: 'unknown' });

export const evolve = (state: UserState, event: UserEvent): UserState => {
  if (event.type === 'UserSignedUp') {
    return {
      status: 'registered',
      userId: event.data.userId,
      email: event.data.email,
      betaTester: false,
      betaOverride: undefined,
      admin: false,
      onboardingCompleted: false,
    };
  }
  if (state.status !== 'registered') return state;
  switch (event.type) {
    case 'UserSignedIn':
      return { ...state, email: event.data.email };
    case 'BetaAccessGranted':
      return { ...state, betaTester: true };
    case 'BetaAccessRevoked':
      return { ...state, betaTester: false };
    case 'AdminRoleGranted':
      return { ...state, admin: true };
    case 'AdminRoleRevoked':
      return { ...state, admin: false };
    case 'OnboardingCompleted':
      return { ...state, onboardingCompleted: true };
    case 'BetaTesterSetByAdmin':
      return { ...state, betaOverride: event.data.betaTester };
    case 'UserSignedOut': // sessions live in the read model; the decider needs nothing from it
    default:
      return state;
  }
};
