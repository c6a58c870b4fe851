import { z } from 'zod';
import type { AuthUser } from '../../core/http.ts';
import { handleUserCommand } from '../../../modules/users/index.ts';
import type { SessionUserDto } from '../../../projections/users/index.ts';
import { configuredRoles } from './roles.ts';
import type { SignInDeps } from './sign-in.ts';

/** What the session cookie holds: the account and the session version it was issued at. */
export const SessionRef = z.object({ id: z.uuid(), v: z.number().int().min(0) });
export type SessionRef = z.infer<typeof SessionRef>;

/**
 * The user behind a session cookie, checked on every request: the account must exist and the
 * cookie must be of its current session version (a sign-out bumps it, so copies of an old
 * cookie stop working); the roles are those the configuration gives now, recorded as events
 * when they differ from the read model. `readUser` reads the account's row (cached until the
 * read side moves).
 */
export const resolveSessionUser = async (
  deps: SignInDeps,
  cookie: unknown,
  readUser: (id: string) => Promise<SessionUserDto | undefined>,
): Promise<AuthUser | false> => {
  const ref = SessionRef.safeParse(cookie);
  if (!ref.success) return false;
  const user = await readUser(ref.data.id);
  if (!user || user.sessionVersion !== ref.data.v) return false;
  const roles = configuredRoles(deps, user.email, user.emailVerified);
  if (roles.admin !== user.isAdmin || roles.betaTester !== user.betaTester) {
    const result = await handleUserCommand(deps.store, user.id, {
      type: 'ApplyRoles',
      data: { userId: user.id, ...roles },
      metadata: { now: deps.clock().toISOString(), userId: user.id },
    });
    await deps.waitForProjections(result.position);
  }
  const betaTester = user.betaOverride ?? roles.betaTester;
  return {
    id: user.id,
    email: user.email,
    isAdmin: roles.admin,
    betaTester,
    current: { ...user.current, isAdmin: roles.admin, betaTester },
  };
};
