import { Passport } from 'passport';
import { Strategy as GoogleStrategy, type Profile } from 'passport-google-oauth20';
import type { Request } from 'express';
import type { ReadCache } from '../../core/read-cache.ts';
import type { IdentityProfile } from '../../ports/identity.ts';
import { getSessionUser, type SessionUserDto } from '../../../projections/users/index.ts';
import { resolveSessionUser, type SessionRef } from './session-user.ts';
import { signInUser, type SignInDeps } from './sign-in.ts';

/** Users whose session rows each process keeps (a few hundred bytes each). */
const CACHED_SESSION_USERS = 10_000;

/** Google's OpenID userinfo: email and email_verified become emails[0].value and .verified. */
const profileOf = (p: Profile): IdentityProfile | undefined => {
  const email = p.emails?.find((e) => e.value);
  if (!email) return undefined;
  const verified = (email as { verified?: unknown }).verified;
  return {
    googleId: p.id,
    email: email.value,
    emailVerified: verified === true || verified === 'true',
    name: p.displayName || null,
  };
};

/**
 * One passport instance per app, with Google's strategy pointed at Google or at the local
 * OpenID provider: the same code path either way (state and PKCE checked).
 */
export const createPassport = (deps: SignInDeps & { readCache: ReadCache }) => {
  const passport = new Passport();
  const { identity, config } = deps;
  passport.use(
    'google',
    new GoogleStrategy(
      {
        clientID: identity.clientId,
        clientSecret: identity.clientSecret,
        callbackURL: `${config.publicBaseUrl ?? ''}/auth/google/callback`,
        state: true,
        pkce: true,
        ...(identity.authorizationURL ? { authorizationURL: identity.authorizationURL } : {}),
        ...(identity.tokenURL ? { tokenURL: identity.tokenURL } : {}),
        ...(identity.userProfileURL ? { userProfileURL: identity.userProfileURL } : {}),
      },
      (
        _accessToken: string,
        _refreshToken: string,
        profile: Profile,
        done: (e: unknown, u?: Express.User | false) => void,
      ) => {
        const p = profileOf(profile);
        if (!p) return done(null, false);
        signInUser(deps, p).then(
          (user) => done(null, user),
          (error: unknown) => done(error),
        );
      },
    ),
  );
  passport.serializeUser((user: Express.User, done) => {
    const { id, sessionVersion } = user as { id: string; sessionVersion: number };
    done(null, { id, v: sessionVersion } satisfies SessionRef);
  });
  // The session's user row, kept until the read side moves (a sign-out or a role change moves
  // it, so they take effect on the next request).
  const sessionUsers = deps.readCache.reads<SessionUserDto | undefined>(CACHED_SESSION_USERS);
  passport.deserializeUser(
    (req: Request, cookie: unknown, done: (e: unknown, u?: Express.User | false) => void) => {
      const readUser = (id: string) => sessionUsers(req, id, () => getSessionUser(deps.db, id));
      resolveSessionUser(deps, cookie, readUser).then(
        (user) => done(null, user),
        (error: unknown) => done(error),
      );
    },
  );
  return passport;
};
