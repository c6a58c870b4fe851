import { Passport } from 'passport';
import { Strategy as GoogleStrategy, type Profile } from 'passport-google-oauth20';
import type { IdentityProfile } from '../../ports/identity.ts';
import { resolveSessionUser, type SessionRef } from './session-user.ts';
import { signInUser, type SignInDeps } from './sign-in.ts';

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
export const createPassport = (deps: SignInDeps) => {
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
  passport.deserializeUser((cookie: unknown, done) => {
    resolveSessionUser(deps, cookie).then(
      (user) => done(null, user),
      (error: unknown) => done(error),
    );
  });
  return passport;
};
