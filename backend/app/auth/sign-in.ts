import type { Knex } from 'knex';
import type { Clock } from '../../core/clock.ts';
import type { Config } from '../../core/config.ts';
import type { EventStore } from '../../core/event-store.ts';
import type { IdentityProfile, IdentityProvider } from '../../ports/identity.ts';
import { FREE_RENDERS, handleAllowanceCommand } from '../../../modules/billing/index.ts';
import { handleUserCommand, userIdForGoogleAccount } from '../../../modules/users/index.ts';
import { getCurrentUser } from '../../../projections/users/index.ts';

export type SignInDeps = {
  config: Config;
  db: Knex;
  store: EventStore;
  clock: Clock;
  identity: IdentityProvider;
  waitForProjections: (position: number) => Promise<void>;
};

/** Who is an admin: ADMIN_EMAILS; in development with none set, the local default account. */
const isAdmin = (deps: SignInDeps, email: string) =>
  deps.config.adminEmails.includes(email) ||
  (deps.config.env === 'development' &&
    deps.config.adminEmails.length === 0 &&
    deps.identity.kind === 'local' &&
    email === deps.identity.defaultEmail);

/** Records the sign-in (and a new account's free renders) and returns the user once projected. */
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
      name: profile.name,
      betaTester: deps.config.betaTesterEmails.includes(email),
      admin: isAdmin(deps, email),
    },
    metadata,
  });
  const granted = await handleAllowanceCommand(deps.store, userId, {
    type: 'GrantFreeRenders',
    data: { userId, count: FREE_RENDERS },
    metadata,
  });
  await deps.waitForProjections(Math.max(signedIn.position, granted.position));
  const user = await getCurrentUser(deps.db, userId);
  if (!user) throw new Error(`User ${userId} was not projected`);
  return user;
};
