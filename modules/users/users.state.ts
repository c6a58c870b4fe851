import type { UserEvent } from './users.events.ts';

export type UserState =
  | { status: 'unknown' }
  | {
      status: 'registered';
      userId: string;
      email: string;
      betaTester: boolean;
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
    case 'UserSignedOut': // sessions live in the read model; the decider needs nothing from it
    default:
      return state;
  }
};
