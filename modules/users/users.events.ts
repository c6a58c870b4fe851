import type { Event } from '../../backend/core/decider.ts';

export type UserSignedUp = Event<
  'UserSignedUp',
  { userId: string; googleId: string; email: string; name: string | null; signedUpAt: string }
>;
export type UserSignedIn = Event<
  'UserSignedIn',
  { userId: string; email: string; name: string | null; signedInAt: string }
>;
export type BetaAccessGranted = Event<'BetaAccessGranted', { userId: string; grantedAt: string }>;
export type BetaAccessRevoked = Event<'BetaAccessRevoked', { userId: string; revokedAt: string }>;
export type AdminRoleGranted = Event<'AdminRoleGranted', { userId: string; grantedAt: string }>;
export type AdminRoleRevoked = Event<'AdminRoleRevoked', { userId: string; revokedAt: string }>;
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
  | BetaAccessGranted
  | BetaAccessRevoked
  | AdminRoleGranted
  | AdminRoleRevoked
  | OnboardingCompleted;

export const userEventTypes = [
  'UserSignedUp',
  'UserSignedIn',
  'BetaAccessGranted',
  'BetaAccessRevoked',
  'AdminRoleGranted',
  'AdminRoleRevoked',
  'OnboardingCompleted',
] as const satisfies readonly UserEvent['type'][];
