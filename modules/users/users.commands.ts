import type { Command } from '../../backend/core/decider.ts';

/** Recorded at every Google sign-in; roles come from the configured email lists. */
export type SignIn = Command<
  'SignIn',
  {
    userId: string;
    googleId: string;
    email: string;
    name: string | null;
    betaTester: boolean;
    admin: boolean;
  }
>;
export type CompleteOnboarding = Command<
  'CompleteOnboarding',
  {
    userId: string;
    hoaRequired: boolean;
    address: string | null;
    city: string | null;
    zipCode: string | null;
  }
>;

export type UserCommand = SignIn | CompleteOnboarding;
