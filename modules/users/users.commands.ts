import type { Command } from '../../backend/core/decider.ts';

/** The roles the configured email lists give an account (none for an unverified email). */
export type Roles = { betaTester: boolean; admin: boolean };

/** Recorded at every Google sign-in; roles come from the configured email lists. */
export type SignIn = Command<
  'SignIn',
  {
    userId: string;
    googleId: string;
    email: string;
    emailVerified: boolean;
    name: string | null;
  } & Roles
>;
/** The configured roles changed since the account's last sign-in (checked on every request). */
export type ApplyRoles = Command<'ApplyRoles', { userId: string } & Roles>;
export type SignOut = Command<'SignOut', { userId: string }>;
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

/**
 * An admin makes the user a beta tester (or not), overriding BETA_TESTER_EMAILS for this
 * account; the admin's id and reason go into the event.
 */
export type SetBetaTester = Command<
  'SetBetaTester',
  { userId: string; betaTester: boolean; adminId: string; reason: string }
>;

export type UserCommand = SignIn | ApplyRoles | SignOut | CompleteOnboarding | SetBetaTester;
