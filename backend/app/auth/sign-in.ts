import type { Knex } from 'knex';
import type { Clock } from '../../core/clock.ts';
import type { Config } from '../../core/config.ts';
import type { EventStore } from '../../core/event-store.ts';
import type { IdentityProfile, IdentityProvider } from '../../ports/identity.ts';
import { FREE_RENDERS, handleAllowanceCommand } from '../../../modules/billing/index.ts';
import { handleUserCommand, userIdForGoogleAccount } from '../../../modules/users/index.ts';
import { getCurrentUser, getSessionUser } from '../../../projections/users/index.ts';
import { configuredRoles } from './roles.ts';

export type SignInDeps = {
  config: Config;
  db: Knex;
  store: EventStore;
  clock: Clock;
  identity: IdentityProvider;
  waitForProjections: (position: number) => Promise<void>;
};

/**
 * Records the sign-in (and a new account's free renders) and returns the user once projected,
 * with the session version its cookie will carry.
 */
export const signInUser = async (deps: SignInDeps, profile: IdentityProfile) => {
  const userId = userIdForGoogleAccount(profile.googleId);
  const email = profile.email.trim().toLowerCase();
  const metadata = { now: deps.clock().toISOString(), userId };
  const signedIn = await handleUserCommand(deps.store, userId, {
    type: 'SignIn',
    data: {
      userId,
      googleId: profile.googleId,
      email,
      emailVerified: profile.emailVerified,
      name: profile.name,
      ...configuredRoles(deps, email, profile.emailVerified),
    },
    metadata,
  });
  const granted = await handleAllowanceCommand(deps.store, userId, {
    type: 'GrantFreeRenders',
    data: { userId, count: FREE_RENDERS },
    metadata,
  });
  await deps.waitForProjections(Math.max(signedIn.position, granted.position));
  const [user, session] = await Promise.all([
    getCurrentUser(deps.db, userId),
    getSessionUser(deps.db, userId),
  ]);
  if (!user || !session) throw new Error(`User ${userId} was not projected`);
  return { ...user, sessionVersion: session.sessionVersion };
};

/** Ends every session of the user (copies of the cookie included) once projected. */
export const signOutUser = async (deps: SignInDeps, userId: string): Promise<void> => {
  const result = await handleUserCommand(deps.store, userId, {
    type: 'SignOut',
    data: { userId },
    metadata: { now: deps.clock().toISOString(), userId },
  });
  await deps.waitForProjections(result.position);
};
