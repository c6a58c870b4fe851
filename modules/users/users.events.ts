import type { Event } from '../../backend/core/decider.ts';

/**
 * emailVerified: whether Google vouched for the email at that sign-in (roles are granted by
 * email only when it did). Absent in events recorded before it was kept: read as false.
 */
export type UserSignedUp = Event<
  'UserSignedUp',
  {
    userId: string;
    googleId: string;
    email: string;
    emailVerified?: boolean;
    name: string | null;
    signedUpAt: string;
  }
>;
export type UserSignedIn = Event<
  'UserSignedIn',
  {
    userId: string;
    email: string;
    emailVerified?: boolean;
    name: string | null;
    signedInAt: string;
  }
>;
/** Ends every session of the user: cookies issued before it are refused. */
export type UserSignedOut = Event<'UserSignedOut', { userId: string; signedOutAt: string }>;
export type BetaAccessGranted = Event<'BetaAccessGranted', { userId: string; grantedAt: string }>;
export type BetaAccessRevoked = Event<'BetaAccessRevoked', { userId: string; revokedAt: string }>;
export type AdminRoleGranted = Event<'AdminRoleGranted', { userId: string; grantedAt: string }>;
export type AdminRoleRevoked = Event<'AdminRoleRevoked', { userId: string; revokedAt: string }>;
/** An admin's decision; it wins over BETA_TESTER_EMAILS for this account. */
export type BetaTesterSetByAdmin = Event<
  'BetaTesterSetByAdmin',
  { userId: string; betaTester: boolean; adminId: string; reason: string; setAt: string }
>;
export type OnboardingCompleted = Event<
  'OnboardingCompleted',
  {
    userId: string;
    hoaRequired: boolean;
    address: string | null;
    city: string | null;
    zipCode: string | null;
    completedAt: string;
  }
>;

export type UserEvent =
  | UserSignedUp
  | UserSignedIn
  | UserSignedOut
  | BetaAccessGranted
  | BetaAccessRevoked
  | AdminRoleGranted
  | AdminRoleRevoked
  | OnboardingCompleted
  | BetaTesterSetByAdmin;

export const userEventTypes = [
  'UserSignedUp',
  'UserSignedIn',
  'UserSignedOut',
  'BetaAccessGranted',
  'BetaAccessRevoked',
  'AdminRoleGranted',
  'AdminRoleRevoked',
  'OnboardingCompleted',
  'BetaTesterSetByAdmin',
] as const satisfies readonly UserEvent['type'][];
